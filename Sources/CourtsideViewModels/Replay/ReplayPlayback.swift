/// Whether a replay moves.
public enum ReplayPlayback: Hashable, Sendable {
    /// The replay clock runs and events appear at their times.
    case playing
    /// Stopped by the viewer (or a step); Space plays on.
    case paused
    /// Every event is shown and the replay clock has reached the game's; Space plays again from the start.
    case ended

    /// The word on the replay bar.
    public var label: String {
        switch self {
        case .playing: "playing"
        case .paused: "paused"
        case .ended: "ended"
        }
    }
}
