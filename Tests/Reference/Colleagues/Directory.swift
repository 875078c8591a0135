// Colleagues and reactions for Specs/Directory.mediator.

/// A user profile.
package struct Profile: Equatable, Sendable {
    /// The profile's id.
    package var id: Int
    /// The name shown.
    package var name: String
}

/// A failure to load a profile.
package struct ProfileNotFound: Error, Equatable {
    /// The id that was asked for.
    package var id: Int
}

/// Shows one profile at a time; asks the directory for it.
package final class ProfileScreen {
    package let mediator = ProfileDirectory.ProfileScreenOutbox()
    package private(set) var shown: [Profile] = []

    /// Makes a screen showing nothing.
    package init() {}

    /// Loads and shows the profile `id`.
    package func open(_ id: Int) async throws {
        guard let profile = try await mediator.profile(for: id) else { return }
        shown.append(profile)
        mediator.shown(profile: profile) { _ in }
    }

    /// How many profiles the directory has seen shown, or `nil` when it is gone.
    package func askShownCount() -> Int? {
        mediator.shownCount()
    }
}

/// Keeps profiles by id.
package final class ProfileStore {
    let profiles: [Int: Profile]

    /// Makes a store holding `profiles`.
    package init(_ profiles: [Profile]) {
        self.profiles = Dictionary(uniqueKeysWithValues: profiles.map { ($0.id, $0) })
    }

    package func profile(for id: Int) async throws -> Profile {
        guard let profile = profiles[id] else { throw ProfileNotFound(id: id) }
        return profile
    }

    package func storedName(for id: Int) -> String? {
        profiles[id]?.name
    }
}

/// Records what it is told.
package final class Analytics {
    package private(set) var records: [String] = []

    /// Makes an empty analytics log.
    package init() {}

    package func `default`(_ name: String, in counters: [String: Int]) {
        records.append("\(name) \(counters.sorted { $0.key < $1.key })")
    }

    package func shown(profile: Profile, completion: @escaping @Sendable (Int) -> Void) {
        records.append("shown \(profile.name)")
    }
}

extension ProfileDirectory {
    // Reactions keep no state of their own: what they need lives in the colleagues.
    func handleShownCount() -> Int {
        analytics.records.filter { $0.hasPrefix("shown") }.count
    }

    func handleShown(profile: Profile, completion: @escaping @Sendable (Int) -> Void) {
        completion(profile.id)
    }
}
