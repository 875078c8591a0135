// What the availability audit must reject at every declared minimum: if this type-checks, the
// audit is not checking availability at all. An isolated deinit on a global actor other than
// the main actor needs macOS 15.4 / iOS 18.4 (the runtime's `swift_task_deinitOnExecutor`).

@globalActor actor CanaryActor {
    static let shared = CanaryActor()
}

@CanaryActor final class Canary {
    var count = 0

    isolated deinit {
        count = 0
    }
}
