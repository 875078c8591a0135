import Benchmark
import DispatchCases
import Foundation
import Synchronization

/// Two threads that send through one case at the same time: the benchmark's own and a partner
/// thread, which the pair starts and which waits between samples.
///
/// Each thread waits for the other by spinning, so that neither waits for the scheduler to wake
/// it, and gives up its processor at each turn of the spin: on a machine with fewer free
/// processors than two, the thread it waits for may be waiting for that very processor.
///
/// package-benchmark keeps the value its setup returns until the process ends, and so the pair
/// and its partner thread live that long.
final class SendingPair<Case: SharedDispatchCase>: Sendable {
    private let dispatchCase: Case
    /// Wakes the partner for one sample.
    private let wake = DispatchSemaphore(value: 0)
    /// How many events the partner sends in the sample it is woken for.
    private let partnerSends = Atomic(0)
    /// How many of the two threads have arrived at the start of the sample.
    private let arrived = Atomic(0)
    /// Whether the partner has sent all of its events in the sample.
    private let partnerFinished = Atomic(false)

    /// Starts the partner thread, which waits for the first sample.
    init(_ dispatchCase: Case) {
        self.dispatchCase = dispatchCase
        Thread.detachNewThread { [self] in
            while true {
                wake.wait()
                let count = partnerSends.load(ordering: .acquiring)
                arriveAndWaitForTheOther()
                sendAll(0..<count)
                partnerFinished.store(true, ordering: .releasing)
            }
        }
    }

    /// Sends `values` from both threads at once and measures the time from the moment both
    /// are ready to the moment both have finished.
    func sendFromBothThreads(_ values: Range<Int>, measuring benchmark: Benchmark) {
        // The partner is waiting for `wake`, past its last sample: nothing else reads these.
        arrived.store(0, ordering: .relaxed)
        partnerFinished.store(false, ordering: .relaxed)
        partnerSends.store(values.count, ordering: .releasing)
        wake.signal()
        arriveAndWaitForTheOther()
        benchmark.startMeasurement()
        sendAll(values)
        while !partnerFinished.load(ordering: .acquiring) {
            sched_yield()
        }
        benchmark.stopMeasurement()
        blackHole(dispatchCase.checksum)
    }

    private func arriveAndWaitForTheOther() {
        arrived.wrappingAdd(1, ordering: .acquiringAndReleasing)
        while arrived.load(ordering: .acquiring) < 2 {
            sched_yield()
        }
    }

    private func sendAll(_ values: Range<Int>) {
        for value in values {
            dispatchCase.send(value)
        }
    }
}
