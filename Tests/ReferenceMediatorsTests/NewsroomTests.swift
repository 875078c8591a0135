import Testing

@testable import ReferenceMediators

/// A role routes to every colleague that plays it; the mediator is isolated to the main actor.
@MainActor @Suite struct NewsroomTests {
    @Test func anEventRoutedToARoleReachesEveryPlayerInOrder() {
        let transcript = Transcript()
        let feed = Feed(transcript: transcript)
        let badge = Badge(transcript: transcript)
        let newsroom = Newsroom(feed: feed, detail: Detail(transcript: transcript), badge: badge)

        feed.like(7)
        feed.tap(7)
        newsroom.open(8)

        #expect(
            transcript.lines == [
                "feed: liked 7", "detail: liked 7", "badge: liked 7", "detail: open 7",
                "detail: open 8",
            ])
    }

    @Test func playersConformToTheRoleProtocol() {
        let transcript = Transcript()
        let screens: [any Newsroom.NewsScreen] = [
            Feed(transcript: transcript), Detail(transcript: transcript),
            Badge(transcript: transcript),
        ]
        for screen in screens {
            notifyLiked(screen, id: 1)
        }
        #expect(transcript.lines == ["feed: liked 1", "detail: liked 1", "badge: liked 1"])
    }

    @Test func aWeakPlayerThatIsGoneIsSkipped() {
        let transcript = Transcript()
        let feed = Feed(transcript: transcript)
        var badge: Badge? = Badge(transcript: transcript)
        let newsroom = Newsroom(
            feed: feed, detail: Detail(transcript: transcript),
            badge: badge ?? Badge(transcript: transcript))
        badge = nil
        feed.like(2)
        #expect(transcript.lines == ["feed: liked 2", "detail: liked 2"])
        #expect(badge == nil)
        withExtendedLifetime(newsroom) {}
    }

    @Test func aStrongSetKeepsItsMembersUntilTheyLeave() {
        let transcript = Transcript()
        let feed = Feed(transcript: transcript)
        let newsroom = Newsroom(
            feed: feed, detail: Detail(transcript: transcript), badge: Badge(transcript: transcript)
        )
        var widget: Widget? = Widget("weather", transcript: transcript)
        weak let weakWidget = widget
        newsroom.join(widget!)
        newsroom.join(Widget("clock", transcript: transcript))
        widget = nil

        feed.like(3)
        #expect(weakWidget != nil)
        #expect(
            transcript.lines == [
                "feed: liked 3", "detail: liked 3", "widget weather: liked 3",
                "widget clock: liked 3",
            ])

        newsroom.leave(weakWidget!)
        #expect(weakWidget == nil)
        #expect(newsroom.widgets.count == 1)
        feed.like(4)
        #expect(
            transcript.lines.suffix(3) == [
                "feed: liked 4", "detail: liked 4", "widget clock: liked 4",
            ])
    }
}
