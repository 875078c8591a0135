// Colleagues for Specs/Newsroom.mediator: three screens that play the `NewsScreen` role.

/// The feed: the user likes and opens items here.
@MainActor final class Feed {
    let mediator = Newsroom.FeedOutbox()
    let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func like(_ id: Int) {
        mediator.liked(id)
    }

    func tap(_ id: Int) {
        mediator.open(id)
    }

    func pin(_ widget: Widget) {
        mediator.pinned(widget)
    }

    func liked(_ id: Int) {
        transcript.record("feed: liked \(id)")
    }
}

/// Shows one item.
@MainActor final class Detail {
    let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func liked(_ id: Int) {
        transcript.record("detail: liked \(id)")
    }

    func open(_ id: Int) {
        transcript.record("detail: open \(id)")
    }
}

/// Counts likes on the app's badge.
@MainActor final class Badge {
    let transcript: Transcript

    init(transcript: Transcript) {
        self.transcript = transcript
    }

    func liked(_ id: Int) {
        transcript.record("badge: liked \(id)")
    }

    func pinned(_ widget: Widget) {
        transcript.record("badge: pinned \(widget.name)")
    }
}

/// A home-screen widget, kept by the newsroom from joining until leaving.
@MainActor final class Widget {
    let name: String
    let transcript: Transcript

    init(_ name: String, transcript: Transcript) {
        self.name = name
        self.transcript = transcript
    }

    func liked(_ id: Int) {
        transcript.record("widget \(name): liked \(id)")
    }
}

/// Any screen can be handled through the role alone.
@MainActor func notifyLiked(_ screen: any Newsroom.NewsScreen, id: Int) {
    screen.liked(id)
}
