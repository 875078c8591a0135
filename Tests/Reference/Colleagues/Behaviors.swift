@_spi(Generated) import MediatorRuntime

// Colleagues and behaviors for Specs/Behaviors.mediator. Each mediator's behaviors write what
// they see into its source colleague's log.

/// A store's failure, named after the store.
struct StoreFailure: Error, Equatable {
    let store: String
}

// MARK: - Saver

final class Editor {
    let mediator = Saver.EditorOutbox()
    var log: [String] = []
}

/// A store that fails while `failing` is set.
class FailingStore {
    let name: String
    var failing = false
    private(set) var saved: [String] = []

    init(_ name: String) {
        self.name = name
    }

    func save(_ text: String) throws {
        guard !failing else { throw StoreFailure(store: name) }
        saved.append(text)
    }

    func check() throws {
        guard !failing else { throw StoreFailure(store: name) }
    }
}

final class PrimaryStore: FailingStore {
    func lastSaved() -> String {
        saved.last ?? ""
    }
}

final class BackupStore: FailingStore {
    private(set) var closings = 0

    func closed() {
        closings += 1
    }
}

final class Mirror: FailingStore {}

extension Saver {
    func handleClosed() {
        editor.log.append("closed")
    }

    func aroundDelivery<Result>(
        _ delivery: MediatorDelivery, _ deliver: () throws -> Result
    ) rethrows -> Result {
        editor.log.append("→ \(delivery.receiver)")
        defer { editor.log.append("← \(delivery.receiver)") }
        return try deliver()
    }

    func aroundDispatch<Result>(
        _ dispatch: MediatorDelivery, _ deliver: () throws -> Result
    ) rethrows -> Result {
        editor.log.append("dispatch \(dispatch)")
        return try deliver()
    }
}

// MARK: - Sync

/// The task a receiver runs in, to tell apart deliveries one after another (all in the
/// dispatch's task) from deliveries `concurrently` (a child task each).
func currentTask() -> Int? {
    withUnsafeCurrentTask { $0?.hashValue }
}

@MainActor final class Source {
    let mediator = Sync.SourceOutbox()
    var log: [String] = []
}

@MainActor class SyncReceiver {
    let name: String
    var failing = false
    private(set) var refreshed: [Int] = []
    fileprivate(set) var tasks: [Int?] = []
    private(set) var uploads = 0

    init(_ name: String) {
        self.name = name
    }

    func refresh(_ version: Int) async {
        tasks.append(currentTask())
        await Task.yield()
        refreshed.append(version)
    }

    func upload() async throws {
        tasks.append(currentTask())
        await Task.yield()
        if failing { throw StoreFailure(store: name) }
        uploads += 1
    }
}

@MainActor final class Cloud: SyncReceiver {}

@MainActor final class Device: SyncReceiver {
    func verify() async throws {
        tasks.append(currentTask())
        if failing { throw StoreFailure(store: name) }
    }
}

/// Keeps the last version; held weakly by the mediator.
@MainActor final class Archive {
    let version: Int

    init(version: Int) {
        self.version = version
    }

    func lastVersion() async -> Int {
        version
    }
}

extension Sync {
    func aroundDelivery<Result>(
        _ delivery: MediatorDelivery, _ deliver: () async throws -> Result
    ) async rethrows -> Result {
        source.log.append("\(delivery.event) → \(delivery.receiver)")
        return try await deliver()
    }
}

// MARK: - SharedSync

final class SharedSource: Sendable {
    let mediator = SharedSync.SharedSourceOutbox()
    private let entries = Locked<[String]>([])

    var log: [String] { entries.withLock { $0 } }

    func write(_ entry: String) {
        entries.withLock { $0.append(entry) }
    }
}

final class SharedDevice: Sendable {
    let name: String
    let failing: Bool
    private let versions = Locked<[Int]>([])

    var refreshed: [Int] { versions.withLock { $0 } }

    init(_ name: String, failing: Bool = false) {
        self.name = name
        self.failing = failing
    }

    func refresh(_ version: Int) async {
        versions.withLock { $0.append(version) }
    }

    func upload() async throws {
        if failing { throw StoreFailure(store: name) }
    }

    func ping() {}
}

extension SharedSync {
    func aroundDelivery<Result>(
        _ delivery: MediatorDelivery, _ deliver: () throws -> Result
    ) rethrows -> Result {
        sharedSource.write("\(delivery.event) → \(delivery.receiver)")
        return try deliver()
    }

    func aroundDelivery<Result>(
        _ delivery: MediatorDelivery, _ deliver: () async throws -> Result
    ) async rethrows -> Result {
        sharedSource.write("\(delivery.event) → \(delivery.receiver)")
        return try await deliver()
    }

    func aroundDispatch<Result>(
        _ dispatch: MediatorDelivery, _ deliver: () throws -> Result
    ) rethrows -> Result {
        sharedSource.write("dispatch \(dispatch.event)")
        return try deliver()
    }

    func aroundDispatch<Result>(
        _ dispatch: MediatorDelivery, _ deliver: () async throws -> Result
    ) async rethrows -> Result {
        sharedSource.write("dispatch \(dispatch.event)")
        return try await deliver()
    }
}

// MARK: - ActorSync

@GameActor final class ActorSource {
    let mediator = ActorSync.ActorSourceOutbox()
    var log: [String] = []
}

@GameActor class ActorStore {
    let name: String
    var failing = false
    private(set) var saves = 0

    init(_ name: String) {
        self.name = name
    }

    func upload() async throws {
        if failing { throw StoreFailure(store: name) }
    }

    func save() throws {
        if failing { throw StoreFailure(store: name) }
        saves += 1
    }
}

@GameActor final class ActorDevice: ActorStore {}

@GameActor final class ActorBackup: ActorStore {}

extension ActorSync {
    func aroundDispatch<Result>(
        _ dispatch: MediatorDelivery, _ deliver: () throws -> Result
    ) rethrows -> Result {
        actorSource.log.append("dispatch \(dispatch)")
        return try deliver()
    }

    func aroundDispatch<Result>(
        _ dispatch: MediatorDelivery, _ deliver: () async throws -> Result
    ) async rethrows -> Result {
        actorSource.log.append("dispatch \(dispatch)")
        return try await deliver()
    }
}
