// What the samples of docs/Testing.md use without showing it, with its spec of the news screens.

struct News: Equatable {
    let id: Int
}

@MainActor final class NewsFeed {
    let mediator = ScreenMediator.NewsFeedOutbox()
    let news: [News]

    init(_ news: [News]) {
        self.news = news
    }

    func userLikedAllNews() {
        for item in news { mediator.likeAdded(to: item) }
    }

    func likeAdded(to news: News) {}
    func likeRemoved(from news: News) {}
}

@MainActor final class NewsDetail {
    func likeAdded(to news: News) {}
    func likeRemoved(from news: News) {}
}

@MainActor final class Profile {
    func likeAdded(to news: News) {}
    func likeRemoved(from news: News) {}
}

extension ScreenMediator {
    func handleLikeAdded(to news: News) {}
    func handleLikeRemoved(from news: News) {}
}

@MainActor let first = News(id: 1)
@MainActor let second = News(id: 2)
@MainActor let feed = NewsFeed([first, second])
@MainActor let profile = Profile()
@MainActor let mediator = ScreenMediator(
    newsFeed: feed, newsDetail: NewsDetail(), profile: profile)
