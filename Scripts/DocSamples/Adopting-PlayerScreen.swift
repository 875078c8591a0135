// Stand-ins for a video SDK, which the sample of docs/Adopting.md, "Components that report
// through a delegate", uses without showing it: a component that reports through a main-actor
// delegate protocol refining NSObjectProtocol, as UIKit's components do.

import Foundation

@MainActor protocol VideoPlayerDelegate: NSObjectProtocol {
    func videoPlayer(_ player: VideoPlayer, didReach time: Double)
    func videoPlayerDidFinish(_ player: VideoPlayer)
}

@MainActor final class VideoPlayer: NSObject {
    weak var delegate: (any VideoPlayerDelegate)?

    func play(to end: Int) {
        for second in 1...end {
            delegate?.videoPlayer(self, didReach: Double(second))
        }
        delegate?.videoPlayerDidFinish(self)
    }
}

@MainActor final class Scrubber {
    private(set) var time = 0.0

    func videoPlayer(_ player: VideoPlayer, didReach time: Double) { self.time = time }
    func videoPlayerDidFinish(_ player: VideoPlayer) { time = 0 }
}

@MainActor final class PlayButton {
    private(set) var title = "Pause"

    func videoPlayerDidFinish(_ player: VideoPlayer) { title = "Play" }
}

@MainActor let player = VideoPlayer()
