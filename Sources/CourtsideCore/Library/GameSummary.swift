/// One line of the game list: what a saved game is and where it stands, without its events.
public struct GameSummary: Hashable, Sendable {
    /// The game's id: its file's name (`ID.jsonl`) and what the commands take.
    public let id: GameID
    /// Where the game is kept, for people: the file's path, or a made-up name in memory.
    public let location: String
    /// The home team's name.
    public let homeName: String
    /// The away team's name.
    public let awayName: String
    /// The home team's score.
    public let homeScore: Int
    /// The away team's score.
    public let awayScore: Int
    /// In progress or finished.
    public let status: GameStatus
    /// Whether both sides confirmed the final score as it stands (``GameState/isConfirmed``): the
    /// list says `FINAL ✓`.
    public let confirmed: Bool
    /// How many events the log holds (a skipped torn last line not counted).
    public let eventCount: Int
    /// When the game was created, in milliseconds since 1970 (UTC).
    public let createdMs: Int64
    /// Wall time of the last event in milliseconds since 1970 (UTC); nil before the first event.
    public let lastPlayedMs: Int64?
    /// The game clock at the last event, in milliseconds.
    public let clockMs: Int64
    /// The winner, or nil while the game goes on.
    public let winner: Side?
    /// The rules the game is played to (the list shows their summary).
    public let rules: Rules
    /// What was odd but recoverable about the stored game (a torn last line).
    public let warnings: [LibraryWarning]

    /// A summary from its parts, as a game's fold or the library index's row gives them; nothing is
    /// checked against the game's events here. `rules` left out are the standard rules.
    public init(
        id: GameID, location: String, homeName: String, awayName: String, homeScore: Int, awayScore: Int,
        status: GameStatus, eventCount: Int, createdMs: Int64, lastPlayedMs: Int64?, clockMs: Int64,
        winner: Side?, rules: Rules = .standard, confirmed: Bool = false, warnings: [LibraryWarning] = []
    ) {
        self.rules = rules
        self.confirmed = confirmed
        self.id = id
        self.location = location
        self.homeName = homeName
        self.awayName = awayName
        self.homeScore = homeScore
        self.awayScore = awayScore
        self.status = status
        self.eventCount = eventCount
        self.createdMs = createdMs
        self.lastPlayedMs = lastPlayedMs
        self.clockMs = clockMs
        self.winner = winner
        self.warnings = warnings
    }

    /// Summarizes a header and the state folded from its log.
    ///
    /// Takes the state rather than a ``Game`` so a library can fold events as it reads them
    /// without keeping the whole log in memory.
    public init(
        header: GameHeader, state: GameState, lastPlayedMs: Int64?, location: String,
        warnings: [LibraryWarning] = []
    ) {
        self.init(
            id: header.id, location: location, homeName: header.home.name, awayName: header.away.name,
            homeScore: state.homeScore, awayScore: state.awayScore,
            status: state.isFinished ? .finished : .inProgress, eventCount: state.eventCount,
            createdMs: header.createdMs, lastPlayedMs: lastPlayedMs, clockMs: state.clockMs,
            winner: state.winner, rules: header.rules, confirmed: state.isConfirmed, warnings: warnings)
    }

    /// Summarizes a whole game.
    public init(game: Game, location: String, warnings: [LibraryWarning] = []) {
        self.init(
            header: game.header, state: game.state, lastPlayedMs: game.events.last?.wallMs, location: location,
            warnings: warnings)
    }

    /// When the game last changed: its last event, or its creation if it has none (or if a wall
    /// clock set back made the last event look older). Lists sort on it.
    public var lastActivityMs: Int64 { max(lastPlayedMs ?? createdMs, createdMs) }

    /// The score as the scoreboard shows it, "H - A".
    public var score: String { "\(homeScore) - \(awayScore)" }

    /// Newest activity first, then by id so the order is stable.
    public static func newestFirst(_ lhs: GameSummary, _ rhs: GameSummary) -> Bool {
        if lhs.lastActivityMs != rhs.lastActivityMs { return lhs.lastActivityMs > rhs.lastActivityMs }
        return lhs.id < rhs.id
    }
}
