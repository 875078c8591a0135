/// A news item. Two values are the same news when their ids match.
struct News: Equatable {
    let id: Int
    let title: String
    var likesCount: Int

    static func == (left: News, right: News) -> Bool {
        left.id == right.id
    }
}
