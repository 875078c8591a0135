import Dispatch
@_spi(Generated) import MediatorRuntime
import Testing

@testable import ReferenceMediators

/// A nonisolated mediator shared by many threads: every event is delivered exactly once.
@Suite struct TelemetryTests {
    static func makeTelemetry() -> (Telemetry, [Sensor], Dashboard, Store) {
        let dashboard = Dashboard()
        let store = Store()
        let telemetry = Telemetry(dashboard: dashboard, store: store)
        let sensors = (0..<4).map { _ in Sensor() }
        for sensor in sensors { telemetry.join(sensor) }
        return (telemetry, sensors, dashboard, store)
    }

    @Test func sendsFromManyThreadsAreEachDeliveredOnce() {
        let (telemetry, sensors, _, store) = Self.makeTelemetry()
        DispatchQueue.concurrentPerform(iterations: 1000) { index in
            sensors[index % sensors.count].measure(1)
        }
        #expect(store.count == 1000)
        for sensor in sensors {
            #expect(sensor.heardCount == 750, "each sensor hears the other sensors' 750")
        }
        withExtendedLifetime(telemetry) {}
    }

    @Test func requestsAndOutsideEventsWorkAcrossThreads() {
        let (telemetry, sensors, dashboard, store) = Self.makeTelemetry()
        DispatchQueue.concurrentPerform(iterations: 100) { index in
            sensors[index % sensors.count].measure(2)
            _ = dashboard.mediator.total()
        }
        #expect(telemetry.total() == 200)
        #expect(dashboard.mediator.total() == 200)
        telemetry.reset()
        #expect(store.count == 0)
        #expect(dashboard.resetCount == 1)
    }

    @Test func joiningAndLeavingWhileOthersSendIsSafe() {
        let (telemetry, sensors, _, store) = Self.makeTelemetry()
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            if index % 4 == 0 {
                let visitor = Sensor()
                telemetry.join(visitor)
                visitor.measure(1)
                telemetry.leave(visitor)
            } else {
                sensors[index % sensors.count].measure(1)
            }
        }
        #expect(store.count == 400)
        #expect(telemetry.sensors.count == sensors.count)
    }

    @Test func anObserverSeesEventsFromEveryThread() {
        let (telemetry, sensors, _, _) = Self.makeTelemetry()
        let observer = CountingObserver()
        telemetry.observer = observer
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            sensors[index % sensors.count].measure(1)
        }
        telemetry.observer = nil
        sensors[0].measure(1)
        #expect(observer.count == 200)
    }

    @Test func theMediatorIsReleasedWhenItsOwnerLetsGo() {
        let sensor = Sensor()
        weak var weakTelemetry: Telemetry?
        do {
            let telemetry = Telemetry(dashboard: Dashboard(), store: Store())
            telemetry.join(sensor)
            weakTelemetry = telemetry
        }
        #expect(weakTelemetry == nil)
        sensor.measure(1)
    }
}

/// Counts traces, from any thread.
final class CountingObserver: MediatorObserver, Sendable {
    private let traces = Locked(0)

    var count: Int { traces.withLock { $0 } }

    func mediatorWillDispatch(_ trace: MediatorTrace) {
        traces.withLock { $0 += 1 }
    }
}
