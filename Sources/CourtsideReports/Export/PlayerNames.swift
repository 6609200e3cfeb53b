import CourtsideCore

/// The players' and two teams' names as bytes, escaped once for a format, so a play-by-play
/// line copies them instead of measuring, escaping and encoding a name on every line.
struct PlayerNames {
    /// Player names by ``PlayerID/index``.
    private let players: [[UInt8]]
    /// Home, then away.
    private let teams: [[UInt8]]
    /// The moves' phrases at the rules' shot values ("3 points"), by ``Move/ordinal``.
    private let phrases: [[UInt8]]

    /// The names of `header`'s teams and players, each passed through `escape`.
    init(header: GameHeader, escape: (String) -> String) {
        players = PlayWords.names(of: header).map { Array(escape($0).utf8) }
        teams = [Array(escape(header.home.name).utf8), Array(escape(header.away.name).utf8)]
        phrases = Move.allCases.map { Array(header.rules.shots.phrase(for: $0).utf8) }
    }

    /// A player's name.
    func player(_ id: PlayerID) -> [UInt8] { players[id.index] }

    /// A team's name.
    func team(_ side: Side) -> [UInt8] { teams[side == .home ? 0 : 1] }

    /// A move's phrase under the game's shot values.
    func phrase(_ move: Move) -> [UInt8] {
        phrases[move.ordinal]
    }
}
