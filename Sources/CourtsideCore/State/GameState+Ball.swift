/// Who has the ball and when the shot clock was last reset, read from the scorer's latest
/// actions (nothing kept beside them). Apart from the fold (GameState.swift): it only reads.
extension GameState {
    /// How many of the scorer's latest actions ``ball`` reads.
    public static let ballLookBack = 64

    /// Who has the ball, and the game clock at which the shot clock was last reset, as the
    /// scorer's latest actions that stand say (``ballLookBack`` of them, newest first, so it costs
    /// the same at any point of a game and needs nothing kept beside the actions: undo, a
    /// correction, a replay and a resume all agree with a fold from zero).
    ///
    /// A play entered (not an inserted one) that still counts, as it stands now, gives the ball as
    /// ``Move/possession(after:rules:)`` says and resets the shot clock when it does (a made
    /// basket, a rebound of any kind: the ball hit the rim, a steal, a turnover); a possession
    /// given by the scorer and a violation give the ball and reset it; a shot-clock reset only
    /// resets it. Nil where the actions read do not say; the shot clock then runs from 0:00. In
    /// overtime it runs from the limit at the earliest: a new period, a full shot clock.
    public var ball: (possession: Side?, shotClockFromMs: Int64) {
        var possession: Side?
        var resetMs: Int64?
        var index = undoStack.endIndex - 1
        let end = max(undoStack.startIndex, undoStack.endIndex - Self.ballLookBack)
        while index >= end && (possession == nil || resetMs == nil) {
            let action = undoStack[index]
            index -= 1
            var gives: Side?
            var at: Int64?
            switch action.kind {
            case .enter:
                guard let play = plays[action.play], play.counts, play.insertedBefore == nil,
                    let side = play.move.possession(after: play.player.side, rules: rules)
                else { continue }
                (gives, at) = (side, play.clockMs)
            case .possession(let side): (gives, at) = (side, callClocks[action.play])
            case .violation(let side): (gives, at) = (side.opponent, callClocks[action.play])
            case .shotClockReset: at = callClocks[action.play]
            case .amend, .delete, .setClock, .timeout, .credit, .substitution, .join, .rename: continue
            }
            if possession == nil { possession = gives }
            if resetMs == nil { resetMs = at }
        }
        // A new period starts a full shot clock: overtime's at the limit, whatever regulation
        // left of it (issue 40). Derived like the rest, so a resume, a watcher and a replay agree.
        var from = resetMs ?? 0
        if let limit = rules.timeLimitMs, from < limit, wentToOvertime { from = limit }
        return (possession, from)
    }

    /// Who has the ball now (see ``ball``); nil where the latest actions do not say.
    public var possession: Side? { ball.possession }
}
