import CourtsideCore
import CourtsideTesting

/// A game to 15 with every kind of correction, scored against a clock that moves only when told:
/// a play corrected, a play deleted, a play inserted, a correction undone, a play undone.
///
/// Its plays as they end: #2 Shaq 2 points, corrected to A.I. 1 point (at 00:05.0); #3 Kobe 2
/// points, deleted; #4 Hakeem 1 point (00:15.0); #7 Air Carter 2 points inserted before #4 (so at
/// 00:15.0, though entered at 00:20.0); #8 T-Mac rebound (its correction to a foul undone); #11
/// Shaq 2 points, undone. Final score 1 - 3, clock 00:20.0.
enum CorrectedGame {
    static let shaq = PlayerID(side: .home, number: 1)
    static let ai = PlayerID(side: .home, number: 2)
    static let tmac = PlayerID(side: .home, number: 3)
    static let hakeem = PlayerID(side: .away, number: 1)
    static let airCarter = PlayerID(side: .away, number: 2)
    static let kobe = PlayerID(side: .away, number: 3)

    /// The game's events' kinds, in order (the sequence numbers above are their positions, from 1).
    static func make() throws -> Game {
        var script = ScriptedGame(header: try GameFixtures.header(id: "corr0001", createdMs: 1_763_712_000_000))
        try script.play(.clockStarted)  // 1
        script.advance(byMs: 5_000)
        try script.play(.move(shaq, .twoPoints))  // 2
        script.advance(byMs: 5_000)
        try script.play(.move(kobe, .twoPoints))  // 3
        script.advance(byMs: 5_000)
        try script.play(.move(hakeem, .onePoint))  // 4
        try script.play(.amend(play: 2, player: ai, move: .onePoint))  // 5
        try script.play(.void(play: 3))  // 6
        script.advance(byMs: 5_000)
        try script.play(.insert(before: 4, player: airCarter, move: .twoPoints))  // 7
        try script.play(.move(tmac, .rebound))  // 8
        try script.play(.amend(play: 8, player: tmac, move: .foul))  // 9
        try script.play(.undo)  // 10: takes back the correction 9
        try script.play(.move(shaq, .twoPoints))  // 11
        try script.play(.undo)  // 12: takes back play 11
        try script.play(.clockPaused)  // 13
        return script.game
    }
}
