/// Which rebound the one rebound key records: the scorer presses one key and the play says whose
/// miss it came off. The team that missed the last shot is on offence, so a rebound by one of its
/// players is offensive, by the other team's defensive.
///
/// The inference reads only the last few plays (``lookBack``), so it costs the same at any point
/// of a game; a wrong call is corrected in the play log (change move, then the rebound key flips
/// it).
public enum ReboundCall {
    /// How many of the latest plays are read for the missed shot.
    public static let lookBack = 12

    /// The move the rebound key records for `player` now: offensive after a miss by the player's
    /// team, defensive after the other team's; a plain rebound where the play does not say (no
    /// miss among the latest plays, or a made basket, a turnover or a rebound came since it).
    public static func move(for player: PlayerID, in state: GameState) -> Move {
        for play in state.latestPlays(lookBack) where play.counts {
            if play.move.isMissedAttempt {
                return play.player.side == player.side ? .offensiveRebound : .defensiveRebound
            }
            if closesPossession(play.move, rules: state.rules) { break }
        }
        return .rebound
    }

    /// The move a correction records when the scorer picks the rebound key for a play that was
    /// `current`: the other kind for a split rebound (the correction of a wrong call), defensive
    /// for a plain one, a plain rebound for anything else.
    public static func corrected(_ current: Move) -> Move {
        switch current {
        case .defensiveRebound: .offensiveRebound
        case .offensiveRebound, .rebound: .defensiveRebound
        default: .rebound
        }
    }

    /// Whether a play ends the search for a miss: the ball changed hands or went in.
    private static func closesPossession(_ move: Move, rules: Rules) -> Bool {
        rules.points(for: move) > 0 || move.isRebound || move == .turnover || move == .steal
    }
}
