import CourtsideCore

/// Turns a game's events, folded one by one, into LiveStats messages (``LiveStatsMessage``),
/// numbered from 1 in order, so the same log always gives the same numbers and a consumer can
/// resume after the last one it saw (`feed --livestats --from N`).
///
/// A play entered is an `action`; a correction of it, or the undo or redo of one, an `update`;
/// its deletion, or the undo of the play, a `delete`; a play that counts again (a redo, a deletion
/// undone) an `action` with its number. Clock events make no message: LiveStats' clock is on each
/// action.
public struct LiveStatsFeed: Sendable {
    private let gameID: GameID
    /// How many messages were made so far.
    public private(set) var count = 0

    /// A feed for the game `gameID`, before its first event.
    public init(gameID: GameID) {
        self.gameID = gameID
    }

    /// The messages `change` makes, `state` being the state right after it.
    public mutating func messages(for change: GameChange, state: GameState) -> [LiveStatsMessage] {
        guard let action = change.action, let play = change.play else { return [] }
        let kind: LiveStatsMessage.Kind
        switch (change.event.kind, action.kind) {
        case (.move, _), (.insert, _): kind = .action
        case (.amend, _): kind = .update
        case (.void, _): kind = .delete
        case (.undo, .enter): kind = .delete
        case (.undo, .delete): kind = .action
        case (.redo, .enter): kind = .action
        case (.redo, .delete): kind = .delete
        case (.undo, .amend), (.redo, .amend): kind = .update
        // A linked assist (or its undo or redo) changes the basket's `assistPlayer`.
        case (.assist, _), (.undo, .credit), (.redo, .credit): kind = .update
        default: return []
        }
        count += 1
        return [
            LiveStatsMessage(
                number: count, kind: kind, gameID: gameID, play: play, scoreHome: state.homeScore,
                scoreAway: state.awayScore, wallMs: change.event.wallMs)
        ]
    }
}
