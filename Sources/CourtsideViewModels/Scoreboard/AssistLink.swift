import CourtsideCore

/// The one-key assist: right after a made basket, the passer's select key offers to link the
/// assist to it (an `assist` event), so the log reads "Ann 2PT (ast Bob)".
///
/// The passer's key still selects the passer, and pickup teams often score twice in a row, so
/// the offer waits for the key after it, and only a key that can mean "yes, that assist" takes
/// it: the assist key (which then records no assist play of its own) or Enter. Any other key turns
/// the offer down — the view model says so — and does its own job (a move key records that move
/// for the passer), so nobody gets an assist the scorer did not ask for (issue 40: Esc, `B`, `T`
/// used to link it too). Any key but the passer's closes the chance.
struct AssistLink {
    /// The basket the next key may offer an assist on: its play and who scored what.
    private var basket: (play: Int, line: PlayerMove)?
    /// The link the passer's key offered, waiting for the next key.
    private var offered: (play: Int, passer: PlayerID)?

    /// What a scoreboard intent does here, before the view model carries it out.
    enum Outcome: Equatable {
        /// Nothing of ours: carry the intent out as usual.
        case usual
        /// The passer's key right after the basket: select the passer and offer the link.
        case offer(play: Int, passer: PlayerID)
        /// The answer is yes: record the offered link, and nothing else.
        case link(play: Int, passer: PlayerID)
        /// The answer is no: say so, then carry the intent out as usual.
        case turnedDown(play: Int, passer: PlayerID)
    }

    /// Whether an offer waits for its answer.
    var isOffered: Bool { offered != nil }

    /// Reads the intent of the next key (`yes`: the key can mean "yes, that assist"), closing the
    /// chance whatever it is (but the help, which only looks).
    mutating func outcome(of intent: ScoreboardIntent, yes: Bool) -> Outcome {
        if intent == .showHelp { return .usual }
        let (basket, offered) = (self.basket, self.offered)
        self.basket = nil
        self.offered = nil
        if let offered {
            return yes
                ? .link(play: offered.play, passer: offered.passer)
                : .turnedDown(play: offered.play, passer: offered.passer)
        }
        guard case .select(let player) = intent, let basket, basket.line.credits(player) != nil else { return .usual }
        self.offered = (basket.play, player)
        return .offer(play: basket.play, passer: player)
    }

    /// After a move was recorded (`play`, the newest play): a made field goal opens the chance.
    mutating func recorded(_ play: Play?) {
        guard let play, PlayerID.all.contains(where: { play.current.credits($0) != nil }) else { return }
        basket = (play.sequence, play.current)
    }

    /// Turns the waiting offer down (a key that means nothing here, Esc among them), closing the
    /// chance; returns it, or nil when none waited.
    mutating func turnDown() -> (play: Int, passer: PlayerID)? {
        defer { close() }
        return offered
    }

    /// Forgets the chance and any offer: the scorer leaves, and nobody answered.
    mutating func close() {
        basket = nil
        offered = nil
    }
}
