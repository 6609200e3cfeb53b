/// Which of the two table screens over the library's players: every player by name, or the
/// leaders, ranked.
public enum PlayersTableKind: Hashable, Sendable {
    /// `courtside players`: every player, A to Z.
    case players
    /// `courtside leaders`: ranked by a column (points per game at first).
    case leaders

    /// The screen's title.
    public var title: String { self == .players ? "Players" : "Leaders" }
}
