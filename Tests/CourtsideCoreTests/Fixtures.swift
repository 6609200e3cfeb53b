import CourtsideCore

/// Builders shared by the core tests.
enum Fixtures {
    static func header(target: Int = 15, winBy: Int = 2) -> GameHeader {
        try! GameHeader(
            id: GameID(rawValue: "test1234")!,
            home: Team(side: .home, name: "Ballerz", playerNames: ["Shaq", "A.I.", "T-Mac"]),
            away: Team(side: .away, name: "Ringerz", playerNames: ["Hakeem", "Air Carter", "Kobe"]),
            rules: Rules(target: target, winBy: winBy), createdMs: 0)
    }

    static let shaq = PlayerID(side: .home, number: 1)
    static let kobe = PlayerID(side: .away, number: 3)

    /// Applies kinds one after the other, each prepared like a view model would.
    @discardableResult
    static func play(_ game: inout Game, _ kinds: [GameEventKind], clockMs: Int64 = 0) throws -> [GameChange] {
        var changes: [GameChange] = []
        for kind in kinds {
            for event in try game.prepare(kind, clockMs: clockMs, wallMs: 0) {
                changes.append(try game.apply(event))
            }
        }
        return changes
    }
}
