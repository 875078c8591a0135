import Benchmark
import DispatchCases

/// The suite: every case of ``DispatchCatalog``, measured per event in wall-clock time and
/// mallocs. `cpuTotal` is left out: on Linux it comes from `/proc` in 10 ms scheduler ticks, and
/// reading it allocates inside the measured window.
let benchmarks: @Sendable () -> Void = {
    var registrar = BenchmarkRegistrar()
    DispatchCatalog.visitAll(&registrar)
}

/// Registers each dispatch case as a benchmark that sends `scalingFactor` events per sample
/// (from each of its two threads, for a contended case).
struct BenchmarkRegistrar: DispatchCaseVisitor {
    /// A thousand sends per sample, so that the clock and the harness are a small part of a
    /// sample even for the cheapest case; `run.sh` divides each sample by the same thousand.
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        units: [.mallocCountTotal: .count],
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 100_000
    )

    mutating func visit<Case: DispatchCase>(
        _ name: String, _ make: @escaping @Sendable () -> Case
    ) {
        Benchmark(name, configuration: configuration) { benchmark, dispatchCase in
            for value in benchmark.scaledIterations {
                dispatchCase.send(value)
            }
            blackHole(dispatchCase.checksum)
        } setup: {
            make()
        }
    }

    mutating func visitMainActor<Case: MainActorDispatchCase>(
        _ name: String, _ make: @escaping @MainActor @Sendable () -> Case
    ) {
        Benchmark(name, configuration: configuration) { benchmark, dispatchCase async in
            let values = benchmark.scaledIterations
            // The measurement starts and stops on the main actor, so that the hop there and back
            // (microseconds, once per sample) is not counted. This task waits meanwhile, so the
            // benchmark object is never used from two threads at once.
            nonisolated(unsafe) let measurement = benchmark
            await MainActor.run {
                measurement.startMeasurement()
                for value in values {
                    dispatchCase.send(value)
                }
                measurement.stopMeasurement()
                blackHole(dispatchCase.checksum)
            }
        } setup: {
            await make()
        }
    }

    mutating func visitGlobalActor<Case: GlobalActorDispatchCase>(
        _ name: String, _ make: @escaping @BenchmarkActor @Sendable () -> Case
    ) {
        Benchmark(name, configuration: configuration) { benchmark, dispatchCase async in
            // As for the main-actor cases, the measurement starts and stops on the case's actor.
            nonisolated(unsafe) let measurement = benchmark
            await Self.sendOnBenchmarkActor(
                benchmark.scaledIterations, through: dispatchCase, measuring: measurement)
        } setup: {
            await make()
        }
    }

    mutating func visitAsync<Case: AsyncDispatchCase>(
        _ name: String, _ make: @escaping @MainActor @Sendable () -> Case
    ) {
        Benchmark(name, configuration: configuration) { benchmark, dispatchCase async in
            let values = benchmark.scaledIterations
            // As for the main-actor cases, the measurement starts and stops on the main actor.
            nonisolated(unsafe) let measurement = benchmark
            await Self.sendOnMainActor(values, through: dispatchCase, measuring: measurement)
        } setup: {
            await make()
        }
    }

    mutating func visitContended<Case: SharedDispatchCase>(
        _ name: String, _ make: @escaping @Sendable () -> Case
    ) {
        Benchmark(name, configuration: configuration) { benchmark, pair in
            pair.sendFromBothThreads(benchmark.scaledIterations, measuring: benchmark)
        } setup: {
            SendingPair(make())
        }
    }

    /// Sends `values` through `dispatchCase`, measured on ``BenchmarkActor``.
    @BenchmarkActor
    private static func sendOnBenchmarkActor<Case: GlobalActorDispatchCase>(
        _ values: Range<Int>, through dispatchCase: Case, measuring benchmark: Benchmark
    ) {
        benchmark.startMeasurement()
        for value in values {
            dispatchCase.send(value)
        }
        benchmark.stopMeasurement()
        blackHole(dispatchCase.checksum)
    }

    /// Awaits each send of `values` through `dispatchCase`, measured on the main actor.
    @MainActor
    private static func sendOnMainActor<Case: AsyncDispatchCase>(
        _ values: Range<Int>, through dispatchCase: Case, measuring benchmark: Benchmark
    ) async {
        benchmark.startMeasurement()
        for value in values {
            await dispatchCase.send(value)
        }
        benchmark.stopMeasurement()
        blackHole(dispatchCase.checksum)
    }
}
