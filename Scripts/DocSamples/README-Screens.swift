// What the colleague sample of README.md ("In your Swift code, ...") uses without showing it.

struct News {
    let id: Int
}

@MainActor final class NewsDetail {
    func likeAdded(to news: News) {}
    func likeRemoved(from news: News) {}
}

@MainActor final class Profile {
    func likeAdded(to news: News) {}
    func likeRemoved(from news: News) {}
}

@MainActor let feed = NewsFeed()
@MainActor let detail = NewsDetail()
@MainActor let profile = Profile()
