import CourtsideCore

/// A game played event by event against a clock that moves only when told, as a scorer at a
/// scoreboard would play it, without a view model: for the modules below the view models
/// (reports, store) that need a realistic game.
public struct ScriptedGame: Sendable {
    /// The game so far.
    public private(set) var game: Game
    private var clock = GameClock(accumulatedMs: 0)
    private var monotonicMs: Int64 = 1_000
    private var wallMs: Int64 = 1_763_712_000_000

    /// A new game under `header`.
    public init(header: GameHeader) {
        game = Game(header: header)
    }

    /// Lets real time pass (the game clock moves only while it runs).
    public mutating func advance(byMs delta: Int64) {
        monotonicMs += delta
        wallMs += delta
    }

    /// Plays a scorer's action: prepared and applied as the scoreboard would, with the clock's
    /// automatic pause after a winning move.
    public mutating func play(_ kind: GameEventKind) throws {
        for event in try game.prepare(kind, clockMs: clock.elapsedMs(at: monotonicMs), wallMs: wallMs) {
            try game.apply(event)
            switch event.kind {
            case .clockStarted: clock.start(at: monotonicMs)
            case .clockPaused: clock.pause(at: monotonicMs)
            default: break
            }
        }
    }
}
