/// One thing the scorer did to the plays, as undo and redo take it back and restore it: entering a
/// play (a move or an inserted play), correcting one, deleting one, setting the game clock, a
/// team's timeout, giving the ball to a team, a substitution, a late arrival or a new name.
///
/// Undo and redo work on these, not on events, so Backspace right after a correction takes back
/// the correction, and the play it corrected stays.
public struct ScorerAction: Hashable, Sendable {
    /// What was done.
    public enum Kind: Hashable, Sendable {
        /// A play was entered (a move, or a play inserted after the fact).
        case enter
        /// A play was changed from one player's move to another.
        case amend(from: PlayerMove, to: PlayerMove)
        /// A play was deleted.
        case delete
        /// The passer linked to a basket changed (an `assist` event): `from` before, `to` after.
        case credit(from: PlayerID?, to: PlayerID?)
        /// The game clock was set (``play`` is then the clock set's own event; ``GameState`` keeps
        /// what the clock read before and after it).
        case setClock
        /// A team called a timeout (``play`` is the timeout's own event).
        case timeout(Side)
        /// The scorer gave the ball to a team (``play`` is the event's own).
        case possession(Side)
        /// The shot clock was reset by hand (``play`` is the event's own).
        case shotClockReset
        /// A team's shot-clock violation, a team turnover (``play`` is the event's own).
        case violation(Side)
        /// A substitution: `off` went to the bench and `on` came on court (``play`` is the event's
        /// own).
        case substitution(off: PlayerID, on: PlayerID)
        /// A late arrival joined as `player`, their team's next slot (``play`` is the event's own;
        /// ``GameState`` keeps the name).
        case join(PlayerID)
        /// A player got a new name (``play`` is the event's own; ``GameState`` keeps both names).
        case rename(PlayerID)

        /// Whether it is a team call of format version 4 (timeout, possession, shot-clock reset,
        /// violation), which has no play of its own.
        public var isTeamCall: Bool {
            switch self {
            case .timeout, .possession, .shotClockReset, .violation: true
            case .enter, .amend, .delete, .setClock, .credit, .substitution, .join, .rename: false
            }
        }

        /// Whether it is a join (format version 6): a late arrival.
        public var isJoin: Bool {
            if case .join = self { return true }
            return false
        }

        /// Whether it is a join or a rename (format version 6), which changes a player's name.
        public var isNameChange: Bool {
            switch self {
            case .join, .rename: true
            default: false
            }
        }
    }

    /// The sequence number of the event that did it.
    public let sequence: Int
    /// The play it concerns (its sequence number).
    public let play: Int
    /// What was done.
    public let kind: Kind

    /// Creates an action.
    public init(sequence: Int, play: Int, kind: Kind) {
        self.sequence = sequence
        self.play = play
        self.kind = kind
    }
}
