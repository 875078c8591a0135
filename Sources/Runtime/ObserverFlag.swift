import MediatorAtomics

/// Whether a `nonisolated` mediator has an observer, which every send asks from any thread:
/// an atomic flag beside the locked observer, so that the question takes no lock.
///
/// Written only while the observer's lock is held, with the observer; a send that reads `true`
/// takes the lock to read the observer, which may be gone by then.
@usableFromInline
final class ObserverFlag: @unchecked Sendable {
    // Safety: `storage` is read and written only through the atomic functions below.
    @usableFromInline let storage = UnsafeMutablePointer<Bool>.allocate(capacity: 1)

    init() {
        storage.initialize(to: false)
    }

    deinit {
        storage.deallocate()
    }

    /// Whether an observer was installed, as of the last write any thread can see.
    @inlinable
    var isSet: Bool {
        mediator_atomics_load(storage)
    }

    /// Says whether an observer is installed; call it while the observer's lock is held.
    func set(_ value: Bool) {
        mediator_atomics_store(storage, value)
    }
}
