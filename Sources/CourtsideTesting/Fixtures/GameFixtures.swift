import CourtsideCore

/// The games every test target builds on: the same two teams, under any id and rules.
public enum GameFixtures {
    /// The home team's default players.
    public static let homePlayers = ["Shaq", "A.I.", "T-Mac"]
    /// The away team's default players.
    public static let awayPlayers = ["Hakeem", "Air Carter", "Kobe"]
    /// Shaq, the first home player (`home.1`), on court from the start.
    public static let shaq = PlayerID(side: .home, number: 1)
    /// Kobe, the third away player (`away.3`), on court from the start.
    public static let kobe = PlayerID(side: .away, number: 3)

    /// A valid id from text the test knows to be valid.
    public static func id(_ text: String) -> GameID {
        guard let id = GameID(rawValue: text) else { preconditionFailure("not a game id: \(text)") }
        return id
    }

    /// Ballerz (home) against Ringerz (away) under `id`, to `target` win by `winBy`, or under
    /// `rules` when given.
    public static func header(
        id: String = "test1234", home: String = "Ballerz", homePlayers: [String] = homePlayers,
        away: String = "Ringerz", awayPlayers: [String] = awayPlayers, target: Int = 15, winBy: Int = 2,
        rules: Rules? = nil, createdMs: Int64 = 0
    ) throws -> GameHeader {
        try GameHeader(
            id: Self.id(id), home: Team(side: .home, name: home, playerNames: homePlayers),
            away: Team(side: .away, name: away, playerNames: awayPlayers),
            rules: rules ?? Rules(target: target, winBy: winBy), createdMs: createdMs)
    }

    /// Applies kinds one after the other, each prepared as a view model would, at `clockMs`.
    @discardableResult
    public static func play(_ game: inout Game, _ kinds: [GameEventKind], clockMs: Int64 = 0) throws -> [GameChange] {
        var changes: [GameChange] = []
        for kind in kinds {
            for event in try game.prepare(kind, clockMs: clockMs, wallMs: 0) {
                changes.append(try game.apply(event))
            }
        }
        return changes
    }
}

extension GameFixtures {
    /// A game to 7 with a bit of everything: the clock runs and pauses, an undo that stays, an undo
    /// that is redone, a move while paused, and a winning move with its automatic pause. The view
    /// models' tests score the same game through the keys and check that they get these events.
    public static func recorded() throws -> Game {
        let home = { PlayerID(side: .home, number: $0) }
        let away = { PlayerID(side: .away, number: $0) }
        var script = ScriptedGame(header: try header(id: "vm000001", target: 7, winBy: 2))
        try script.play(.clockStarted)
        script.advance(byMs: 4_300)
        try script.play(.move(home(1), .twoPoints))  // 2-0
        script.advance(byMs: 2_150)
        try script.play(.move(away(1), .onePoint))  // 2-1
        script.advance(byMs: 800)
        try script.play(.move(away(2), .twoPoints))  // 2-3
        try script.play(.undo)  // stays void: 2-1
        script.advance(byMs: 3_000)
        try script.play(.move(home(2), .rebound))
        try script.play(.undo)
        try script.play(.redo)  // undone and redone: not void
        try script.play(.clockPaused)
        try script.play(.move(home(3), .foul))  // while paused
        try script.play(.clockStarted)
        script.advance(byMs: 9_999)
        try script.play(.move(home(1), .twoPoints))  // 4-1
        script.advance(byMs: 1_234)
        try script.play(.move(home(2), .assist))
        try script.play(.move(home(2), .twoPoints))  // 6-1
        script.advance(byMs: 5_555)
        try script.play(.move(home(3), .onePoint))  // 7-1 wins; the clock pauses by itself
        return script.game
    }
}
