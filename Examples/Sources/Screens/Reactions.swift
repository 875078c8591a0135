/// The mediator's own part: it notes each like before the screens hear of it.
extension ScreenMediator {
    func handleLikeAdded(to news: News) {
        print("Screen Mediator: Received a liked news model with id \(news.id)")
    }

    func handleLikeRemoved(from news: News) {
        print("ScreenMediator: Received a disliked news model with id \(news.id)")
    }
}
