import CourtsideCore

/// The scoreboard's line to the league sender, which runs off the main actor: a descriptor that
/// becomes readable when the sender has news, how to take the news, and how to tell it that an
/// event was saved. Set by the app when a league is configured; a board without one has no bar.
public struct LeagueLink {
    /// Readable when ``take`` has something new.
    public let descriptor: Int32
    /// The sender's newest state (drains the descriptor); nil when nothing new.
    public let take: () -> LeagueLine?
    /// An event of the game is on disk: send it. Never blocks.
    public let nudge: (GameID) -> Void

    public init(descriptor: Int32, take: @escaping () -> LeagueLine?, nudge: @escaping (GameID) -> Void) {
        self.descriptor = descriptor
        self.take = take
        self.nudge = nudge
    }
}
