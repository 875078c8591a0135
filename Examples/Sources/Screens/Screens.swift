/// Shows all news; the user likes or dislikes them here.
@MainActor final class NewsFeedViewController {
    let mediator = ScreenMediator.NewsFeedViewControllerOutbox()
    private var newsArray: [News]

    init(_ newsArray: [News]) {
        self.newsArray = newsArray
    }

    func userLikedAllNews() {
        print("News Feed: User LIKED all news models")
        print("News Feed: I am telling to mediator about it...")
        for news in newsArray {
            mediator.likeAdded(to: news)
        }
    }

    func userDislikedAllNews() {
        print("News Feed: User DISLIKED all news models")
        print("News Feed: I am telling to mediator about it...")
        for news in newsArray {
            mediator.likeRemoved(from: news)
        }
    }

    func likeAdded(to news: News) {
        print("News Feed: Received a liked news model with id \(news.id)")
        updateLikes(of: news, by: 1)
    }

    func likeRemoved(from news: News) {
        print("News Feed: Received a disliked news model with id \(news.id)")
        updateLikes(of: news, by: -1)
    }

    private func updateLikes(of news: News, by change: Int) {
        for index in newsArray.indices where newsArray[index] == news {
            newsArray[index].likesCount += change
        }
    }
}

/// Shows one news item in full.
@MainActor final class NewsDetailViewController {
    private var news: News

    init(_ news: News) {
        self.news = news
    }

    func likeAdded(to news: News) {
        print("News Detail: Received a liked news model with id \(news.id)")
        if self.news == news {
            self.news.likesCount += 1
        }
    }

    func likeRemoved(from news: News) {
        print("News Detail: Received a disliked news model with id \(news.id)")
        if self.news == news {
            self.news.likesCount -= 1
        }
    }
}

/// Shows the user's profile, with the number of likes they have given.
@MainActor final class ProfileViewController {
    private var numberOfGivenLikes: Int

    init(_ numberOfGivenLikes: Int) {
        self.numberOfGivenLikes = numberOfGivenLikes
    }

    func likeAdded(to news: News) {
        print("Profile: Received a liked news model with id \(news.id)")
        numberOfGivenLikes += 1
    }

    func likeRemoved(from news: News) {
        print("Profile: Received a disliked news model with id \(news.id)")
        numberOfGivenLikes -= 1
    }
}
