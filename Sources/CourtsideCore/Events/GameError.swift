/// Why the game refused an event; each case reads as a status-line message.
public enum GameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The game is won: no more points, and the clock stays stopped (undo or a correction reopens it).
    case gameOver
    /// There is no move left to undo.
    case nothingToUndo
    /// There is no undone move to redo, or a new move came since.
    case nothingToRedo
    /// The clock is running already.
    case clockAlreadyRunning
    /// The clock is paused already.
    case clockAlreadyPaused
    /// An event's sequence number is not the next one (a log out of order or with a gap).
    case outOfSequence(expected: Int, got: Int)
    /// An event's game-clock time is before the previous event's.
    case clockWentBack(sequence: Int)
    /// A correction names a play that no event made.
    case noSuchPlay(Int)
    /// A correction names a play that is deleted or undone.
    case playNotInForce(Int)
    /// A correction would leave the play as it is.
    case nothingToCorrect(play: Int)
    /// A clock set would take a time-limited game to its limit or past it, skipping the buzzer:
    /// regulation time ends only by the clock running out (or the limit's own pause).
    case clockSetPastLimit(limitMs: Int64)
    /// A free throw under rules that have none (pickup's 1s and 2s): the made one is a 1-point shot.
    case noFreeThrows
    /// A linked assist for a play that is not a teammate's made field goal (or by the shooter).
    case assistNotTaken(play: Int)
    /// The deletion of a linked assist on a play that has none.
    case noLinkedAssist(play: Int)
    /// A team called a timeout when it had used all the rules give it.
    case noTimeoutLeft(Side, allowed: Int)
    /// A shot-clock reset or violation in a game played without a shot clock.
    case noShotClock
    /// An event names a slot its team has no player in.
    case noSuchPlayer(PlayerID)
    /// A new play by a player on the bench.
    case onBench(PlayerID)
    /// A substitution bringing on a player who is on court already.
    case alreadyOnCourt(PlayerID)
    /// A substitution taking off a player who is not on court.
    case notOnCourt(PlayerID)
    /// A substitution swapping players of two teams.
    case substitutionAcrossTeams
    /// A late arrival for a team that has ``Team/maxSize`` players already.
    case teamFull(Side)
    /// A late arrival's or a new name that is no name (empty, too long, control characters): the
    /// reason, as the creator words it.
    case badName(String)
    /// A late arrival's or a new name that another player of the game has (in any case).
    case nameTaken(String)
    /// A new name that is the player's name already.
    case sameName(String)
    /// A delete of a substitution that is undone or deleted already.
    case substitutionNotInForce(Int)
    /// A delete of a substitution (the first) after which another (the second) moved one of its
    /// players: the later one hangs on it.
    case substitutionFollowed(Int, by: Int)

    /// A confirm of a game that is not won, or of a score that is not the game's now.
    case notFinal(home: Int, away: Int)
    /// A confirm of a game whose final score is confirmed already.
    case alreadyConfirmed

    /// The message shown to the scorer.
    public var description: String {
        switch self {
        case .gameOver: "game over: no more points (undo or correct a play to reopen it)"
        case .nothingToUndo: "nothing to undo"
        case .nothingToRedo: "nothing to redo"
        case .clockAlreadyRunning: "the clock is already running"
        case .clockAlreadyPaused: "the clock is already paused"
        case .outOfSequence(let expected, let got): "event \(got) where event \(expected) was expected"
        case .clockWentBack(let sequence): "event \(sequence) goes back in game time"
        case .noSuchPlay(let play): "there is no play \(play)"
        case .playNotInForce(let play): "play \(play) is deleted or undone"
        case .nothingToCorrect(let play): "play \(play) is that already"
        case .noFreeThrows: "no free throws under these rules: a 1 is a field goal"
        case .assistNotTaken(let play): "play \(play) is not a teammate's made basket: enter the assist as its own play"
        case .noLinkedAssist(let play): "play \(play) has no linked assist to delete"
        case .noTimeoutLeft(let side, let allowed):
            "\(side.rawValue) has no timeout left (\(allowed) a game under these rules)"
        case .noShotClock: "this game is played without a shot clock"
        case .noSuchPlayer(let player): "the \(player.side.rawValue) team has no player \(player.number)"
        case .onBench(let player): "player \(player) is on the bench: substitute them in first"
        case .alreadyOnCourt(let player): "player \(player) is on court already"
        case .notOnCourt(let player): "player \(player) is not on court"
        case .substitutionAcrossTeams: "a substitution swaps two players of the same team"
        case .teamFull(let side):
            "\(side.rawValue) team has \(Team.maxSize) players already: at most \(Team.maxSize) (\(Team.size) on "
                + "court, \(Team.maxSize - Team.size) on the bench)"
        case .badName(let reason): reason
        case .nameTaken(let name): "\"\(name)\" is already a player in this game: give another name"
        case .sameName(let name): "\"\(name)\" is that player's name already"
        case .substitutionNotInForce(let sequence): "substitution \(sequence) is deleted or undone"
        case .substitutionFollowed(let sequence, let later):
            "substitution \(later) moved a player of substitution \(sequence) again: delete that one first"
        case .clockSetPastLimit(let limit):
            "the time limit is \(Rules.limitText(limit)): set the clock to a time before it"
        case .notFinal(let home, let away):
            "\(home)-\(away) is not the final score: only a won game's score is confirmed"
        case .alreadyConfirmed: "the final score is confirmed already"
        }
    }
}
