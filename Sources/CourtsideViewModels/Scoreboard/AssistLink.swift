import CourtsideCore

/// The one-key assist: right after a made basket, the passer's select key links the assist to it
/// (an `assist` event), so the log reads "Ann 2PT (ast Bob)".
///
/// The passer's key still selects the passer, and pickup teams often score twice in a row, so
/// the link waits for the key after it: a move key records that move for the passer instead (no
/// link: the scorer was entering the passer's own play, and `a` is an assist as its own play, as
/// before); any other key records the link first. Any key but the passer's closes the chance.
struct AssistLink {
    /// The basket the next key may link an assist to: its play and who scored what.
    private var basket: (play: Int, line: PlayerMove)?
    /// The link the passer's key asked for, waiting for the next key.
    private var held: (play: Int, passer: PlayerID)?

    /// What a scoreboard intent does here, before the view model carries it out.
    enum Outcome: Equatable {
        /// Nothing of ours: carry the intent out as usual.
        case usual
        /// The passer's key right after the basket: select the passer and hold the link.
        case hold(play: Int, passer: PlayerID)
        /// Record the held link, then carry the intent out.
        case link(play: Int, passer: PlayerID)
    }

    /// Reads the intent of the next key, closing the chance whatever it is (but the help, which
    /// only looks).
    mutating func outcome(of intent: ScoreboardIntent) -> Outcome {
        if intent == .showHelp { return .usual }
        let (basket, held) = (self.basket, self.held)
        self.basket = nil
        self.held = nil
        if let held {
            if case .apply = intent { return .usual }
            return .link(play: held.play, passer: held.passer)
        }
        guard case .select(let player) = intent, let basket, basket.line.credits(player) != nil else { return .usual }
        self.held = (basket.play, player)
        return .hold(play: basket.play, passer: player)
    }

    /// After a move was recorded (`play`, the newest play): a made field goal opens the chance.
    mutating func recorded(_ play: Play?) {
        guard let play, PlayerID.all.contains(where: { play.current.credits($0) != nil }) else { return }
        basket = (play.sequence, play.current)
    }

    /// The held link, recorded now (the scorer quits or the game moves on).
    mutating func takeHeld() -> (play: Int, passer: PlayerID)? {
        defer { held = nil }
        return held
    }
}
