/// A recorded game as an export reads it: its header, the state its log folds into, and its
/// events, walked in order as often as asked.
///
/// A ``Game`` is one, with its events in memory. The store has another that keeps only the
/// state and reads the events again from the file at each walk, so exporting a game of a million
/// events does not hold them.
public protocol GameLog: Sendable {
    /// Who plays, to what, since when.
    var header: GameHeader { get }
    /// The state after the last event.
    var state: GameState { get }
    /// The wall time of the last event; nil before the first.
    var lastEventWallMs: Int64? { get }
    /// The highest score each team reached at any point of the log (points later undone count:
    /// they were on the board until the undo).
    var highestScores: (home: Int, away: Int) { get }
    /// Calls `body` with every event, in order; throws what `body` throws, or why the events could
    /// not be read again.
    func forEachEvent(_ body: (GameEvent) throws -> Void) throws
}
