import MediatorRuntime
import Testing

@testable import screens

/// The news screens (Sources/Screens): the feed tells the mediator what the user did, and the
/// mediator tells every screen. A recorder, set as the mediator's observer, shows what it
/// delivered.
@MainActor @Suite struct ScreensTests {
    let news = [
        News(id: 1, title: "News1", likesCount: 1),
        News(id: 2, title: "News2", likesCount: 2),
    ]

    @Test func likingEveryItemTellsTheMediatorOfEachInTurn() {
        let feed = NewsFeedViewController(news)
        let mediator = ScreenMediator(
            newsFeedViewController: feed,
            newsDetailViewController: NewsDetailViewController(news[0]),
            profileViewController: ProfileViewController(3))
        let recorder = MediatorRecorder<ScreenMediator.Event>()
        mediator.observer = recorder

        feed.userLikedAllNews()

        #expect(recorder.events == [.likeAdded(to: news[0]), .likeAdded(to: news[1])])
        #expect(recorder.records.allSatisfy { $0.sender == "NewsFeedViewController" })
    }

    @Test func takingTheLikesBackSendsTheOtherEvent() {
        let feed = NewsFeedViewController(news)
        let mediator = ScreenMediator(
            newsFeedViewController: feed,
            newsDetailViewController: NewsDetailViewController(news[0]),
            profileViewController: ProfileViewController(3))
        let recorder = MediatorRecorder<ScreenMediator.Event>()
        mediator.observer = recorder

        feed.userDislikedAllNews()

        #expect(recorder.events == [.likeRemoved(from: news[0]), .likeRemoved(from: news[1])])
    }
}
