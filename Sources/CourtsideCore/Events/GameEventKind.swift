/// What happened: a move, a clock change, a correction of an earlier play, or an undo/redo of the
/// scorer's last action.
public enum GameEventKind: Hashable, Sendable {
    /// A player made a move.
    case move(PlayerID, Move)
    /// The clock started (or resumed).
    case clockStarted
    /// The clock paused; also recorded by itself when a move wins the game.
    case clockPaused
    /// Takes back the scorer's latest action (a move, a correction, an inserted play).
    case undo
    /// Restores the action undone last, if no new action happened since.
    case redo
    /// Corrects an earlier play (named by the sequence number of the event that made it): it is now
    /// this player's move.
    case amend(play: Int, player: PlayerID, move: Move)
    /// Deletes an earlier play: it no longer counts, and shows as deleted.
    case void(play: Int)
    /// A play the scorer forgot, entered now, placed in the log just before play `before` (and at
    /// its game-clock time).
    case insert(before: Int, player: PlayerID, move: Move)
    /// The scorer set the game clock (for a clock started late): it read `from`, and now reads the
    /// event's own `clockMs`, running on from there if it was running. A scorer action: undo puts
    /// the difference back, redo sets it again.
    ///
    /// Like every event, it carries the clock as it reads just after it, so the clock of the event
    /// before any event is still what the state had before it (which `unapply` relies on).
    case clockSet(from: Int64)
    /// Links the assist to a made basket (play `play`): `player` passed for it. The scorer presses
    /// the passer's key right after the basket; the log reads "Ann 2PT (ast Bob)" and the box
    /// score counts it while the play stays a teammate's made field goal. A scorer action: undo
    /// takes it back. With no `player` (format version 7) it deletes the basket's linked assist on
    /// its own: the basket stays, with no assist.
    case assist(play: Int, player: PlayerID?)
    /// A team called a timeout (format version 4). The clock is stopped for it: a timeout called
    /// while the clock runs comes after the clock's pause (``Game/prepare(_:clockMs:wallMs:)``).
    /// A scorer action: undo gives the timeout back.
    case timeout(Side)
    /// The scorer gave the ball to a team (format version 4): the possession arrow, where the plays
    /// did not say (a jump ball, a held ball, a call the scorer saw). A scorer action.
    case possession(Side)
    /// The scorer reset the shot clock by hand (format version 4): the ball hit the rim, a kicked
    /// ball, anything the plays do not say. A scorer action.
    case shotClockReset
    /// A shot-clock violation: the team in possession lost the ball to the shot clock (format
    /// version 4). A team turnover, not a player's; the ball goes to the other team. A scorer action.
    case violation(Side)
    /// A substitution (format version 5): `off` goes to the bench, `on` comes on court from it.
    /// A scorer action: undo puts `off` back on court.
    case substitution(off: PlayerID, on: PlayerID)
    /// A late arrival (format version 6): a new player called `name` joins the team's bench, in its
    /// next slot (a team of four gets `home.5`). A scorer action: undo takes them off the roster
    /// again, which undo's order allows only once everything they did since is undone.
    case join(Side, name: PlayerName)
    /// A player's new name (format version 6): the header keeps the name the game began with, and
    /// everything shown from now on says this one. A scorer action: undo gives the old name back.
    case rename(PlayerID, name: PlayerName)
    /// Both sides agreed the final score (format version 8): `home`-`away`, which must be the score
    /// of a won game when it comes. Not a scorer action (undo never takes it back); any scorer
    /// action after it leaves the game unconfirmed until a new confirm (``GameState/isConfirmed``).
    case confirm(home: Int, away: Int)

    /// Whether it is one of the corrections (amend, void, insert), which need format version 2.
    public var isCorrection: Bool {
        switch self {
        case .amend, .void, .insert: true
        case .move, .clockStarted, .clockPaused, .undo, .redo, .clockSet, .assist, .timeout, .possession,
            .shotClockReset, .violation, .substitution, .join, .rename, .confirm:
            false
        }
    }

    /// Whether it is one of the calls of format version 4 that name no player: a timeout, a
    /// possession, a shot-clock reset or violation.
    public var isTeamCall: Bool {
        switch self {
        case .timeout, .possession, .shotClockReset, .violation: true
        default: false
        }
    }

    /// The team a timeout, a possession or a violation names; nil for every other event.
    public var team: Side? {
        switch self {
        case .timeout(let side), .possession(let side), .violation(let side): side
        default: nil
        }
    }

    /// Whether it needs format version 4: a stat-sheet move (``Move/statSheet``) or a linked assist.
    public var needsStatSheetFormat: Bool {
        switch self {
        case .move(_, let move), .amend(_, _, let move), .insert(_, _, let move): Move.statSheet.contains(move)
        case .assist: true
        case .clockStarted, .clockPaused, .undo, .redo, .void, .clockSet, .timeout, .possession, .shotClockReset,
            .violation, .substitution, .join, .rename, .confirm:
            false
        }
    }

    /// Whether it needs format version 5: a substitution.
    public var needsRosterFormat: Bool {
        if case .substitution = self { return true }
        return false
    }

    /// Whether it needs format version 7: the deletion of a linked assist (an `assist` with no player).
    public var deletesAssist: Bool {
        if case .assist(_, nil) = self { return true }
        return false
    }

    /// Whether it needs format version 8: a confirmed final score.
    public var isConfirm: Bool {
        if case .confirm = self { return true }
        return false
    }

    /// Whether it needs format version 6: a late arrival or a new name.
    public var needsNamesFormat: Bool {
        switch self {
        case .join, .rename: true
        default: false
        }
    }

    /// Whether it starts a new scorer action (so it empties the redo stack): a move, a correction,
    /// a clock set or a team call.
    public var startsAction: Bool {
        switch self {
        case .move, .amend, .void, .insert, .clockSet, .assist, .timeout, .possession, .shotClockReset, .violation,
            .substitution, .join, .rename:
            true
        case .clockStarted, .clockPaused, .undo, .redo, .confirm: false
        }
    }

    /// The `type` word used in files and exports.
    public var typeName: String {
        switch self {
        case .move: "move"
        case .clockStarted: "start"
        case .clockPaused: "pause"
        case .undo: "undo"
        case .redo: "redo"
        case .amend: "amend"
        case .void: "void"
        case .insert: "insert"
        case .clockSet: "clock"
        case .assist: "assist"
        case .timeout: "timeout"
        case .possession: "possession"
        case .shotClockReset: "shotclock"
        case .violation: "violation"
        case .substitution: "sub"
        case .join: "join"
        case .rename: "rename"
        case .confirm: "confirm"
        }
    }
}
