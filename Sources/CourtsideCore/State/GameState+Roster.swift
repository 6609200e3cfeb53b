/// Who is on court, the bench, time on court and plus/minus (the benches of format version 5),
/// read from the fold's ``Roster`` in O(1), and the checks of a substitution. Apart from the fold
/// (GameState.swift), which keeps the roster as it applies events.
extension GameState {
    /// How many players a team has (3…8).
    public func rosterSize(_ side: Side) -> Int { roster.size(side) }

    /// Whether a player is on court now.
    public func isOnCourt(_ player: PlayerID) -> Bool { roster.isOnCourt(player) }

    /// A team's players on court now, in slot order.
    public func onCourt(_ side: Side) -> [PlayerID] {
        (1...roster.size(side)).map { PlayerID(side: side, number: $0) }.filter(roster.isOnCourt)
    }

    /// The player on court in a panel, `panel` being one of the six starting slots
    /// (``PlayerID/all``): the starter, or whoever came on for the player who had the panel.
    public func courtPlayer(inPanel panel: PlayerID) -> PlayerID { roster.player(inPanel: panel) }

    /// The panel (one of ``PlayerID/all``) a player on court is shown in; nil on the bench. O(1).
    public func panel(of player: PlayerID) -> PlayerID? {
        PlayerID.all.lazy.filter { $0.side == player.side }.first { roster.player(inPanel: $0) == player }
    }

    /// The game's substitutions, oldest first, undone ones too (``Substitution/isUndone``).
    public var substitutions: [Substitution] { substitutionLog.entries }

    /// The substitution event `sequence` made, as it stands; nil if it made none. O(log
    /// substitutions).
    public func substitution(_ sequence: Int) -> Substitution? {
        substitutionLog.index(of: sequence).map { substitutionLog.entries[$0] }
    }

    /// The players who were on court at some time in the game: the six starters, and each one a
    /// substitution that stands brought on (an undone or deleted one never did). A player not in
    /// it sat on the bench all game (DNP): no game played, won or lost, and no rating change.
    /// O(substitutions).
    public var playersWhoCameOn: Set<PlayerID> {
        var bits = Roster.starters
        for substitution in substitutions where substitution.stands { bits |= 1 << UInt16(substitution.on.index) }
        return Set((0..<PlayerID.count).filter { bits & 1 << UInt16($0) != 0 }.map(PlayerID.at))
    }

    /// A team's players on the bench now, in slot order.
    public func bench(_ side: Side) -> [PlayerID] {
        (1...roster.size(side)).map { PlayerID(side: side, number: $0) }.filter { !roster.isOnCourt($0) }
    }

    /// A player's time on court, in milliseconds of game clock, when the clock reads `clockMs`
    /// (the clock of the last event if nil; pass a running clock's time to count on from there).
    public func msOnCourt(_ player: PlayerID, atClockMs clockMs: Int64? = nil) -> Int64 {
        roster.msOnCourt(player, atClockMs: clockMs ?? self.clockMs)
    }

    /// A player's plus/minus: their team's points less the other team's while they were on court.
    public func plusMinus(_ player: PlayerID) -> Int { roster.plusMinus(player, homeMargin: homeScore - awayScore) }

    /// Refuses a substitution of players of two teams, of a player not on court, or of one
    /// already on court.
    func checkSubstitution(off: PlayerID, on: PlayerID) throws(GameError) {
        guard off.side == on.side else { throw .substitutionAcrossTeams }
        guard roster.isOnCourt(off) else { throw .notOnCourt(off) }
        guard !roster.isOnCourt(on) else { throw .alreadyOnCourt(on) }
    }

    /// Refuses an event naming a slot its team has no player in, and a new play by a player on the
    /// bench (a correction may name one: they may have been on court when the play was made).
    @inline(__always) func checkPlayers(of kind: GameEventKind) throws(GameError) {
        switch kind {
        case .move(let player, _):
            // On court first: the one test a move pays for.
            guard roster.isOnCourt(player) else { throw roster.has(player) ? .onBench(player) : .noSuchPlayer(player) }
        case .amend(_, let player, _), .insert(_, let player, _), .assist(_, let player?):
            guard roster.has(player) else { throw .noSuchPlayer(player) }
        case .substitution(let off, let on):
            guard roster.has(off) else { throw .noSuchPlayer(off) }
            guard roster.has(on) else { throw .noSuchPlayer(on) }
            try checkSubstitution(off: off, on: on)
        case .rename(let player, _):
            guard roster.has(player) else { throw .noSuchPlayer(player) }
        case .clockStarted, .clockPaused, .undo, .redo, .void, .clockSet, .timeout, .possession, .shotClockReset,
            .violation, .join, .assist(_, nil), .confirm:
            break
        }
    }
}
