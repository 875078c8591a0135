import Dispatch
@_spi(Generated) import MediatorRuntime
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lock of `nonisolated` mediators: a lost update here is a lost colleague or observer
/// there, and ThreadSanitizer (a step of `.ci/run`) reports any access it does not order.
@Suite struct LockedTests {
    @Test func threadsThatCountUnderTheLockLoseNoCount() {
        let counter = Locked(0)
        let threads = 8
        let rounds = 20_000
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<rounds {
                counter.withLock { $0 += 1 }
            }
        }
        #expect(counter.withLock { $0 } == threads * rounds)
    }

    /// Holders that stay long make the others wait past their spinning, asleep in the kernel,
    /// and each must be woken when the lock is given back.
    @Test func threadsThatWaitForASlowHolderAllGetTheLock() {
        let entries = Locked<[Int]>([])
        let threads = 6
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for round in 0..<5 {
                entries.withLock { entries in
                    usleep(2_000)
                    entries.append(thread * 10 + round)
                }
            }
        }
        let recorded = entries.withLock { $0 }
        #expect(recorded.count == threads * 5)
        #expect(Set(recorded).count == threads * 5)
    }

    @Test func aValueChangedUnderTheLockIsSeenByTheNextHolder() {
        let text = Locked("")
        text.withLock { $0 += "a" }
        let seen = DispatchQueue(label: "other").sync { text.withLock { $0 + "b" } }
        #expect(seen == "ab")
    }
}
