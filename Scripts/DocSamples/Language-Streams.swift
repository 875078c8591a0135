// What the streams sample of docs/Language.md uses without showing it.

extension SearchField {
    func show(_ suggestion: String) {}
}

final class Downloader {
    func download(_ name: String) -> AsyncThrowingStream<Int, Error> {
        AsyncThrowingStream { continuation in
            continuation.yield(100)
            continuation.finish()
        }
    }
}
