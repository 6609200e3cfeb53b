import CourtsideCore

/// What happened in a game, in words: the scoreboard's status line ("Shaq: 2 points  (Ballerz 2 - 0
/// Ringerz)", "undid …", "FINAL: Ballerz win 7 - 1"), and the shorter play alone for the live feed
/// and the overlay files.
///
/// One source for the words, so the board, a replay, `courtside feed` and `courtside overlay` say
/// the same thing about the same event. Names are taken as typed: whoever prints them sanitizes.
public struct PlayWords: Hashable, Sendable {
    /// The home team's name.
    public let homeName: String
    /// The away team's name.
    public let awayName: String
    /// What the made shots are worth, for "3 points" under shots 2 and 3.
    public let shots: ShotValues
    /// The players' names, by ``PlayerID/index`` (all ``PlayerID/count`` slots; "" for a slot the
    /// team has no player in).
    private let playerNames: [String]

    /// The words for `header`'s teams and players.
    public init(header: GameHeader) {
        self.init(
            homeName: header.home.name, awayName: header.away.name,
            playerNames: Self.names(of: header), shots: header.rules.shots)
    }

    /// The words for `header`'s teams and `state`'s players, named as the game stands: a late
    /// arrival by their name, a renamed player by their new one.
    public init(header: GameHeader, state: GameState) {
        self.init(
            homeName: header.home.name, awayName: header.away.name, playerNames: state.playerNames,
            shots: header.rules.shots)
    }

    /// These words with the players named as `state` has them (after a join or a rename); these
    /// very words when no name changed.
    public func naming(_ state: GameState) -> PlayWords {
        let names = state.playerNames
        guard names != playerNames, names.count == PlayerID.count else { return self }
        return PlayWords(homeName: homeName, awayName: awayName, playerNames: names, shots: shots)
    }

    /// The words for these names; `playerNames` are by ``PlayerID/index``: the six starters, home
    /// 1…3 then away 1…3, then the benches' if any.
    public init(homeName: String, awayName: String, playerNames: [String], shots: ShotValues = .onesAndTwos) {
        self.shots = shots
        precondition(playerNames.count >= PlayerID.all.count, "six player names, home 1…3 then away 1…3")
        self.homeName = homeName
        self.awayName = awayName
        self.playerNames = playerNames + Array(repeating: "", count: max(0, PlayerID.count - playerNames.count))
    }

    /// A header's player names by ``PlayerID/index``, "" for a slot its team has no player in.
    public static func names(of header: GameHeader) -> [String] {
        PlayerID.roster.map { header.team($0.side).has($0) ? header.player($0).name : "" }
    }

    /// A player's name.
    public func name(of player: PlayerID) -> String { playerNames[player.index] }

    /// A team's name.
    public func name(of side: Side) -> String { side == .home ? homeName : awayName }

    /// The play an event made, without the score: "Shaq: 2 points", "undid Shaq: 2 points",
    /// "play 12 deleted (Shaq: 2 points)", "clock running", "clock set to 02:00.0 (was 05:00.0)",
    /// "undid clock set: clock 05:10.0".
    public func play(for change: GameChange) -> String {
        switch change.event.kind {
        case .move(let player, let move):
            "\(name(of: player)): \(shots.phrase(for: move))"
        case .undo where change.action?.kind == .setClock, .redo where change.action?.kind == .setClock:
            "\(change.event.kind == .undo ? "undid" : "redid") clock set: clock \(ClockFormat.string(ms: change.event.clockMs))"
        case .undo where change.substitution != nil, .redo where change.substitution != nil:
            "\(change.event.kind == .undo ? "undid" : "redid") \(change.substitution.map { deleted($0) } ?? "")"
        case .undo, .redo:
            "\(change.event.kind == .undo ? "undid" : "redid") \(describe(change))"
        case .timeout, .possession, .shotClockReset, .violation, .substitution, .join, .rename:
            describe(change)
        case .clockSet(let from):
            "clock set to \(ClockFormat.string(ms: change.event.clockMs)) (was \(ClockFormat.string(ms: from)))"
        case .void where change.substitution != nil:
            change.substitution.map { deleted($0) } ?? ""
        case .amend, .void, .insert, .assist:
            describe(change.action, play: change.play)
        case .clockStarted: "clock running"
        case .clockPaused: "clock paused"
        case .confirm(let home, let away): "final score confirmed: \(ScoreFormat.string(home: home, away: away))"
        }
    }

    /// The status line after a change that led to `state`: the play, with the score when the score
    /// may have moved; the final line when it won the game; "…: game reopened" when it took a win
    /// back.
    public func statusText(for change: GameChange, state: GameState) -> String {
        var text = play(for: change)
        switch change.event.kind {
        case .move(_, let move) where shots.points(for: move) > 0:
            text += "  (\(scoreText(state)))"
        case .undo, .redo, .amend, .void, .insert:
            // A name change moves no score.
            if change.renamed == nil { text += "  (\(scoreText(state)))" }
        case .timeout(let side):
            let left = state.timeoutsLeft(side)
            text += left == 1 ? "  (1 left)" : "  (\(left) left)"
        case .move, .clockStarted, .clockPaused, .clockSet, .assist, .possession, .shotClockReset, .violation,
            .substitution, .join, .rename, .confirm:
            break
        }
        if change.finishedChanged, state.isFinished {
            return finalText(state)
        } else if change.finishedChanged {
            text += ": game reopened"
        }
        return text
    }

    /// What a won game whose final score both sides confirmed says in place of `FINAL`, on the
    /// board and in every output (the exports, the overlay's files, the pages).
    public static let confirmedFinal = "FINAL ✓"

    /// `FINAL ✓` once both sides confirmed the final score, else `FINAL`.
    public static func finalWord(confirmed: Bool) -> String { confirmed ? confirmedFinal : "FINAL" }

    /// "FINAL: Ballerz win 7 - 1" (the winner's score first); "" while the game goes on.
    public func finalText(_ state: GameState) -> String {
        guard let winner = state.winner else { return "" }
        return
            "FINAL: \(name(of: winner)) win \(ScoreFormat.string(home: state.score(winner), away: state.score(winner.opponent)))"
    }

    /// "GAME POINT: Ballerz" when one basket would win it for a team, "GAME POINT: both teams" when
    /// it would for either (14-14 to 15 by 2); "" otherwise (and once the game is won).
    public func gamePointText(_ state: GameState) -> String {
        let sides = state.gamePointSides
        guard let first = sides.first else { return "" }
        return "GAME POINT: " + (sides.count > 1 ? "both teams" : name(of: first))
    }

    /// "Ballerz 2 - 0 Ringerz".
    public func scoreText(_ state: GameState) -> String {
        "\(homeName) \(ScoreFormat.string(home: state.homeScore, away: state.awayScore)) \(awayName)"
    }

    /// The scorer action a change did, undid or redid in words (``describe(_:play:)``); a join or a
    /// rename with the names it gave: "Gus joins Ballerz", "Jon is now John".
    public func describe(_ change: GameChange) -> String {
        guard let action = change.action, let renamed = change.renamed else {
            return describe(change.action, play: change.play)
        }
        return action.kind.isNameChange ? nameChange(renamed) : describe(action, play: change.play)
    }

    /// A join or a rename in words: "Gus joins Ballerz", "Jon is now John".
    public func nameChange(_ change: NameChange) -> String {
        change.isJoin ? "\(change.to) joins \(name(of: change.player.side))" : "\(change.from) is now \(change.to)"
    }

    /// A scorer action in words: "Shaq: 2 points", "play 12 corrected to Kobe: rebound (was …)",
    /// "play 12 deleted (Shaq: 2 points)", "inserted before play 12: A.I.: assist"; "" for none.
    public func describe(_ action: ScorerAction?, play: Play?) -> String {
        if let action, let call = call(action.kind) { return call }
        guard let action, let play else { return "" }
        switch action.kind {
        case .enter:
            guard let before = play.insertedBefore else { return phrase(play.current) }
            return "inserted before play \(before): \(phrase(play.current))"
        case .amend(let from, let to):
            return "play \(action.play) corrected to \(phrase(to)) (was \(phrase(from)))"
        case .delete:
            return "play \(action.play) deleted (\(phrase(play.current)))"
        case .setClock:
            return "clock set"
        case .credit(_, let passer?):
            return "\(name(of: passer)): assist on \(phrase(play.current))"
        case .credit(let passer, nil):
            return "\(passer.map { name(of: $0) } ?? "no one"): assist taken off \(phrase(play.current))"
        case .timeout, .possession, .shotClockReset, .violation, .substitution, .join, .rename:
            return call(action.kind) ?? ""
        }
    }

    /// A team call in words: "Ballerz timeout", "Ballerz ball", "shot clock reset", "Ballerz
    /// shot-clock violation (turnover)", "Ballerz sub: Bob in for Ann"; nil for an action on a play.
    public func call(_ kind: ScorerAction.Kind) -> String? {
        switch kind {
        case .timeout(let side): "\(name(of: side)) timeout"
        case .possession(let side): "\(name(of: side)) ball"
        case .shotClockReset: "shot clock reset"
        case .violation(let side): "\(name(of: side)) shot-clock violation (turnover)"
        case .substitution(let off, let on): "\(name(of: on.side)) sub: \(name(of: on)) in for \(name(of: off))"
        case .join(let player): "\(name(of: player)) joins \(name(of: player.side))"
        case .rename(let player): "\(name(of: player)): new name"
        case .enter, .amend, .delete, .setClock, .credit: nil
        }
    }

    /// A deleted substitution: "sub 12 deleted (Bob in for Ann): Ann on court" (after its undo, Bob).
    public func deleted(_ substitution: Substitution) -> String {
        let back = substitution.isDeleted ? substitution.off : substitution.on
        return
            "sub \(substitution.sequence) deleted (\(name(of: substitution.on)) in for \(name(of: substitution.off))):"
            + " \(name(of: back)) on court"
    }

    /// "Shaq: 2 points".
    public func phrase(_ line: PlayerMove) -> String {
        "\(name(of: line.player)): \(shots.phrase(for: line.move))"
    }
}
