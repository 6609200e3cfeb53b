import CourtsideCore
import CourtsideText

/// Who sits on each team's bench now, as the board's bench row shows them: the names in the
/// order `B` numbers them (digit 1 is the first), so the scorer reads the digit to press off the
/// board. Both empty in a game of two teams of three, which has no bench row.
public struct BenchLine: Hashable, Sendable {
    /// Home's bench, in slot order.
    public let home: [String]
    /// Away's bench, in slot order.
    public let away: [String]

    /// A bench row as given.
    public init(home: [String], away: [String]) {
        self.home = home
        self.away = away
    }

    /// The benches of `state`, named by `words`. Nothing is built for a team of three (the usual
    /// game pays nothing for benches on its key path).
    public init(_ state: GameState, words: PlayWords) {
        func names(_ side: Side) -> [String] {
            guard state.rosterSize(side) > Team.size else { return [] }
            return state.bench(side).map { words.name(of: $0) }
        }
        self.init(home: names(.home), away: names(.away))
    }

    /// A team's bench.
    public func names(_ side: Side) -> [String] { side == .home ? home : away }

    /// Whether either team has a bench (more than three players): the board shows the row then.
    public var isShown: Bool { !home.isEmpty || !away.isEmpty }
}
