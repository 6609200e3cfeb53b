import CourtsideCore
import CourtsideText

/// The players' and two teams' names as bytes, escaped once for a format, so a play-by-play
/// line copies them instead of measuring, escaping and encoding a name on every line.
struct PlayerNames {
    /// Player names by ``PlayerID/index``.
    private let players: [[UInt8]]
    /// Home, then away.
    private let teams: [[UInt8]]
    /// The moves' phrases at the rules' shot values ("3 points"), by ``Move/ordinal``.
    private let phrases: [[UInt8]]
    /// The format's escape, for a name written once (a join's or a rename's).
    private let escape: (String) -> String
    /// The board's words for a call (``PlayWords/call(_:)``, ``PlayWords/nameChange(_:)``), made
    /// from the escaped names: a timeout, a substitution or a name change reads in an export as on
    /// the board and in the feed.
    let words: PlayWords

    /// The names of `header`'s teams and `state`'s players (named as the game stands: a late
    /// arrival, a new name), each passed through `escape`.
    init(header: GameHeader, state: GameState, escape: @escaping (String) -> String) {
        players = state.playerNames.map { Array(escape($0).utf8) }
        teams = [Array(escape(header.home.name).utf8), Array(escape(header.away.name).utf8)]
        phrases = Move.allCases.map { Array(header.rules.shots.phrase(for: $0).utf8) }
        self.escape = escape
        words = PlayWords(
            homeName: escape(header.home.name), awayName: escape(header.away.name),
            playerNames: state.playerNames.map(escape), shots: header.rules.shots)
    }

    /// A team call or a substitution in words, names escaped: "Ballerz timeout", "Ballerz sub: Bob
    /// in for Ann"; "" for any other action.
    func call(_ kind: ScorerAction.Kind) -> String { words.call(kind) ?? "" }

    /// A join or a rename in words, with the names the event gave, escaped: "Gus joins Ballerz",
    /// "Jon is now John"; "" for none.
    func nameChange(_ change: NameChange?) -> String {
        guard let change else { return "" }
        return words.nameChange(
            NameChange(
                sequence: change.sequence, clockMs: change.clockMs, player: change.player,
                from: escape(change.from), to: escape(change.to), isJoin: change.isJoin))
    }

    /// Any name, escaped for the format: the names a join or a rename gave.
    func escaped(_ name: String) -> [UInt8] { Array(escape(name).utf8) }

    /// A player's name.
    func player(_ id: PlayerID) -> [UInt8] { players[id.index] }

    /// A team's name.
    func team(_ side: Side) -> [UInt8] { teams[side == .home ? 0 : 1] }

    /// A move's phrase under the game's shot values.
    func phrase(_ move: Move) -> [UInt8] {
        phrases[move.ordinal]
    }
}
