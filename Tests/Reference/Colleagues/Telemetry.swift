@_spi(Generated) import MediatorRuntime

// Colleagues for Specs/Telemetry.mediator. They are Sendable: the mediator is shared between
// threads, so everything it holds is.

/// Measures values and hears what other sensors measure.
public final class Sensor: Sendable {
    /// The outbox the mediator connects when the sensor joins.
    public let mediator = Telemetry.SensorOutbox()
    private let heard = Locked(0)

    /// Makes a sensor.
    public init() {}

    /// How many measurements of other sensors this sensor has heard.
    public var heardCount: Int { heard.withLock { $0 } }

    /// Reports a measurement.
    public func measure(_ value: Double) {
        mediator.measured(value, unit: "°C")
    }

    /// Hears another sensor's measurement.
    public func measured(_ value: Double, unit: String) {
        heard.withLock { $0 += 1 }
    }
}

/// Shows figures, asking the store for them.
public final class Dashboard: Sendable {
    /// The outbox the mediator connects.
    public let mediator = Telemetry.DashboardOutbox()
    private let resets = Locked(0)

    /// Makes a dashboard.
    public init() {}

    /// How often the figures were reset.
    public var resetCount: Int { resets.withLock { $0 } }

    /// Hears what sensors measure.
    public func measured(_ value: Double, unit: String) {}

    /// Clears the figures.
    public func reset() {
        resets.withLock { $0 += 1 }
    }
}

/// Keeps the sum and count of all measurements.
public final class Store: Sendable {
    private let sum = Locked((total: 0.0, count: 0))

    /// Makes an empty store.
    public init() {}

    /// How many measurements were stored.
    public var count: Int { sum.withLock { $0.count } }

    /// Stores a measurement.
    public func measured(_ value: Double, unit: String) {
        sum.withLock {
            $0.total += value
            $0.count += 1
        }
    }

    /// Forgets every measurement.
    public func reset() {
        sum.withLock { $0 = (0, 0) }
    }

    /// The sum of all measurements.
    public func total() -> Double {
        sum.withLock { $0.total }
    }
}
