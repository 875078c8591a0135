#if canImport(Darwin)
    import Darwin
#else
    import MediatorAtomics
#endif

/// A value that any thread may read and change, one thread at a time.
///
/// Generated `nonisolated` mediators keep their mutable state (colleague sets, the observer,
/// outbox connections) in one, so that they are `Sendable` without an actor.
@_spi(Generated)
public final class Locked<Value>: @unchecked Sendable {
    // Safety: `value` is only touched while `mutex` is held, which makes every access exclusive:
    // the runtime's own exclusivity check, which cost a send more than the lock, is left out.
    // Both are visible to inlinable code so that `withLock` is specialised in each generated
    // mediator for its value's type: unspecialised, a send spent its time on type metadata.
    @usableFromInline @exclusivity(unchecked) var value: Value
    @usableFromInline let mutex: UnsafeMutablePointer<PlatformMutex>

    /// Makes a lock around `value`.
    public init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer<PlatformMutex>.allocate(capacity: 1)
        PlatformMutex.initialize(mutex)
    }

    deinit {
        PlatformMutex.destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the value. Do not call back into the same lock from
    /// `body`: the lock is not recursive.
    @inlinable @discardableResult
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        PlatformMutex.lock(mutex)
        defer { PlatformMutex.unlock(mutex) }
        return try body(&value)
    }
}

// `lock` and `unlock` are inlinable, so that a send calls the C library's lock itself rather than
// a wrapper around it in this module (16 instructions a `nonisolated` send, which locks twice).
#if canImport(Darwin)
    @usableFromInline typealias PlatformMutex = os_unfair_lock

    extension os_unfair_lock {
        static func initialize(_ mutex: UnsafeMutablePointer<os_unfair_lock>) {
            mutex.initialize(to: os_unfair_lock())
        }

        static func destroy(_ mutex: UnsafeMutablePointer<os_unfair_lock>) {
            mutex.deinitialize(count: 1)
        }

        @inlinable static func lock(_ mutex: UnsafeMutablePointer<os_unfair_lock>) {
            os_unfair_lock_lock(mutex)
        }

        @inlinable static func unlock(_ mutex: UnsafeMutablePointer<os_unfair_lock>) {
            os_unfair_lock_unlock(mutex)
        }
    }
#else
    // Linux: a lock of one atomic instruction each way when free (MediatorAtomics); glibc's
    // `pthread_mutex_lock` and `_unlock` cost a `nonisolated` send about 60 instructions, and
    // Swift's `Mutex` is not seen by ThreadSanitizer there.
    @usableFromInline typealias PlatformMutex = mediator_lock_t

    extension mediator_lock_t {
        static func initialize(_ mutex: UnsafeMutablePointer<mediator_lock_t>) {
            mutex.initialize(to: mediator_lock_t(state: 0))
        }

        static func destroy(_ mutex: UnsafeMutablePointer<mediator_lock_t>) {
            mutex.deinitialize(count: 1)
        }

        @inlinable static func lock(_ mutex: UnsafeMutablePointer<mediator_lock_t>) {
            mediator_lock(mutex)
        }

        @inlinable static func unlock(_ mutex: UnsafeMutablePointer<mediator_lock_t>) {
            mediator_unlock(mutex)
        }
    }
#endif
