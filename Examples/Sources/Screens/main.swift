// Runs the news screens example: the user likes, then dislikes, every news item in the feed.

@MainActor func runScreens() {
    let newsArray = [
        News(id: 1, title: "News1", likesCount: 1),
        News(id: 2, title: "News2", likesCount: 2),
    ]
    let numberOfGivenLikes = newsArray.reduce(0) { $0 + $1.likesCount }

    let feed = NewsFeedViewController(newsArray)
    let mediator = ScreenMediator(
        newsFeedViewController: feed,
        newsDetailViewController: NewsDetailViewController(newsArray[0]),
        profileViewController: ProfileViewController(numberOfGivenLikes))

    feed.userLikedAllNews()
    feed.userDislikedAllNews()
    withExtendedLifetime(mediator) {}
}

MainActor.assumeIsolated {
    runScreens()
}
