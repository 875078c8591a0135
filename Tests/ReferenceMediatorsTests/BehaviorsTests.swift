import Foundation
@_spi(Generated) import MediatorRuntime
import Testing

@testable import ReferenceMediators

/// Behaviors around deliveries and dispatches, `collecting errors` and `concurrently`
/// (Specs/Behaviors.mediator), in every isolation mode.
@Suite struct BehaviorsTests {
    /// A saver with a primary store, a backup and two mirrors.
    private static func saver() -> (Saver, Editor, PrimaryStore, BackupStore, [Mirror]) {
        let (editor, primary, backup) = (Editor(), PrimaryStore("primary"), BackupStore("backup"))
        let saver = Saver(editor: editor, primaryStore: primary, backupStore: backup)
        let mirrors = [Mirror("first mirror"), Mirror("second mirror")]
        for mirror in mirrors { saver.join(mirror) }
        return (saver, editor, primary, backup, mirrors)
    }

    @Test func behaviorsRunAroundEachDeliveryAndEachDispatch() throws {
        let (saver, editor, primary, backup, mirrors) = Self.saver()

        try editor.mediator.save("draft")
        editor.mediator.closed()

        #expect(
            editor.log == [
                "dispatch Editor sent save(_:) to PrimaryStore, BackupStore, [Mirror]",
                "→ PrimaryStore", "← PrimaryStore", "→ BackupStore", "← BackupStore",
                "→ Mirror", "← Mirror", "→ Mirror", "← Mirror",
                "dispatch Editor sent closed() to mediator, BackupStore",
                "→ mediator", "closed", "← mediator", "→ BackupStore", "← BackupStore",
            ])
        #expect(primary.saved == ["draft"] && backup.saved == ["draft"])
        #expect(mirrors.allSatisfy { $0.saved == ["draft"] })
        withExtendedLifetime((saver, mirrors)) {}
    }

    @Test func aRequestIsAnsweredThroughBothBehaviors() throws {
        let (saver, editor, _, _, mirrors) = Self.saver()
        try editor.mediator.save("draft")
        editor.log = []

        #expect(editor.mediator.lastSaved() == "draft")
        #expect(
            editor.log == [
                "dispatch Editor sent lastSaved() to PrimaryStore", "→ PrimaryStore",
                "← PrimaryStore",
            ])
        withExtendedLifetime((saver, mirrors)) {}
    }

    @Test func collectingErrorsDeliversToEveryReceiverAndThrowsTheErrorsTogether() throws {
        let (saver, editor, primary, backup, mirrors) = Self.saver()
        primary.failing = true
        mirrors[0].failing = true

        let error = try #require(throws: DeliveryErrors.self) { try editor.mediator.save("draft") }

        #expect(
            error.errors.map { $0 as? StoreFailure } == [
                StoreFailure(store: "primary"), StoreFailure(store: "first mirror"),
            ])
        #expect(backup.saved == ["draft"] && mirrors[1].saved == ["draft"])
        #expect(error.description.hasPrefix("2 receivers failed: "))
        withExtendedLifetime((saver, mirrors)) {}
    }

    @Test func withoutCollectingTheFirstErrorStopsTheDispatch() throws {
        let (saver, editor, primary, _, mirrors) = Self.saver()
        primary.failing = true

        #expect(throws: StoreFailure(store: "primary")) { try editor.mediator.check() }
        // The mirrors were never reached: the behavior saw the primary store only.
        #expect(editor.log.filter { $0.hasPrefix("→") } == ["→ PrimaryStore"])
        withExtendedLifetime((saver, mirrors)) {}
    }

    @MainActor @Test func onTheMainActor() async throws {
        let (source, cloud, archive) = (Source(), Cloud("cloud"), Archive(version: 1))
        let sync = Sync(source: source, cloud: cloud, archive: archive)
        let devices = [Device("phone"), Device("tablet")]
        for device in devices { sync.join(device) }
        let receivers: [SyncReceiver] = [cloud] + devices

        await source.mediator.refresh(3)
        // Each receiver of an event delivered concurrently runs in a child task of its own.
        let refreshTasks = receivers.map { $0.tasks.last }
        #expect(receivers.allSatisfy { $0.refreshed == [3] })
        #expect(Set(refreshTasks).count == 3)
        #expect(!refreshTasks.contains(currentTask()))

        devices[1].failing = true
        cloud.failing = true
        let error = try await #require(throws: DeliveryErrors.self) {
            try await source.mediator.upload()
        }
        // Delivered one after another, in the sending task, in order, every receiver heard it.
        #expect(receivers.allSatisfy { $0.tasks.last == currentTask() })
        #expect(
            error.errors.map { $0 as? StoreFailure } == [
                StoreFailure(store: "cloud"), StoreFailure(store: "tablet"),
            ])
        #expect(devices[0].uploads == 1)

        await #expect(throws: StoreFailure(store: "tablet")) {
            try await source.mediator.verify()
        }
        // The tasks of a concurrent delivery start in any order; the others, in delivery order.
        #expect(
            source.log.prefix(3).sorted() == [
                "refresh(_:) → Cloud", "refresh(_:) → Device", "refresh(_:) → Device",
            ])
        #expect(
            Array(source.log[3..<6]) == [
                "upload() → Cloud", "upload() → Device", "upload() → Device",
            ])
        // The failing device cancels the tasks not yet started: one or two deliveries.
        let verified = source.log.dropFirst(6)
        #expect(
            verified.allSatisfy { $0 == "verify() → Device" } && (1...2).contains(verified.count))
        withExtendedLifetime((sync, devices, archive)) {}
    }

    @MainActor @Test func aRequestToAWeakHandlerRunsTheBehaviorAndAnswersNilOnceItIsGone() async {
        let source = Source()
        var archive: Archive? = Archive(version: 4)
        let sync = Sync(source: source, cloud: Cloud("cloud"), archive: archive!)

        #expect(await source.mediator.lastVersion() == 4)
        archive = nil
        #expect(await source.mediator.lastVersion() == nil)

        #expect(source.log == ["lastVersion() → Archive", "lastVersion() → Archive"])
        withExtendedLifetime(sync) {}
    }

    @Test func concurrentlyFromAnyThread() async throws {
        let source = SharedSource()
        let sync = SharedSync(sharedSource: source)
        let devices = (0..<8).map { SharedDevice("device \($0)", failing: $0 % 3 == 0) }
        for device in devices { sync.join(device) }

        await source.mediator.refresh(7)
        let error = try await #require(throws: DeliveryErrors.self) {
            try await source.mediator.upload()
        }
        source.mediator.ping()

        #expect(devices.allSatisfy { $0.refreshed == [7] })
        // Every failing device is reported, in the order the tasks finished.
        #expect(
            Set(error.errors.compactMap { ($0 as? StoreFailure)?.store })
                == ["device 0", "device 3", "device 6"])
        #expect(error.errors.count == 3)
        // Each dispatch ends before the next begins; within one, every delivery logs the same.
        let expected = ["refresh(_:)", "upload()", "ping()"].flatMap { event in
            ["dispatch \(event)"] + Array(repeating: "\(event) → SharedDevice", count: 8)
        }
        #expect(source.log == expected)
        withExtendedLifetime(devices) {}
    }

    @GameActor @Test func onACustomGlobalActor() async throws {
        let (source, device, backup) = (ActorSource(), ActorDevice("device"), ActorBackup("backup"))
        let sync = ActorSync(actorSource: source, actorDevice: device, actorBackup: backup)

        try await source.mediator.upload()
        device.failing = true
        backup.failing = true
        let uploadError = try await #require(throws: DeliveryErrors.self) {
            try await source.mediator.upload()
        }
        let saveError = try #require(throws: DeliveryErrors.self) { try source.mediator.save() }

        // Concurrently, the errors come in the order the tasks finished; one after another, in
        // delivery order.
        #expect(
            Set(uploadError.errors.compactMap { ($0 as? StoreFailure)?.store })
                == ["device", "backup"])
        #expect(
            saveError.errors.map { $0 as? StoreFailure } == [
                StoreFailure(store: "device"), StoreFailure(store: "backup"),
            ])
        #expect(
            source.log == [
                "dispatch ActorSource sent upload() to ActorDevice, ActorBackup",
                "dispatch ActorSource sent upload() to ActorDevice, ActorBackup",
                "dispatch ActorSource sent save() to ActorDevice, ActorBackup",
            ])
        withExtendedLifetime(sync) {}
    }
}
