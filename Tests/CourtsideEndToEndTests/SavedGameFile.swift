import Foundation

/// Writes a game file the way the store does (format 1), for commands that read saved games.
enum SavedGameFile {
    /// A game `id` in `library`: Ballerz vs Ringerz to `target`; the clock starts, Kobe scores
    /// `awayOnes` 1-pointers, then Shaq `homeTwos` 2-pointers, and the clock pauses.
    static func write(id: String, in library: String, target: Int = 15, homeTwos: Int, awayOnes: Int) throws {
        var lines = [
            header(id: id, target: target),
            #"{"seq":1,"type":"start","clock":0,"wall":1763712001000}"#,
        ]
        var seq = 1
        for (count, player, move) in [(awayOnes, "away.3", "1pt"), (homeTwos, "home.1", "2pt")] {
            for _ in 0..<count {
                seq += 1
                lines.append(
                    #"{"seq":\#(seq),"type":"move","player":"\#(player)","move":"\#(move)","#
                        + #""clock":\#(seq * 1000),"wall":\#(1_763_712_001_000 + seq * 1000)}"#)
            }
        }
        seq += 1
        lines.append(
            #"{"seq":\#(seq),"type":"pause","clock":\#(seq * 1000),"wall":\#(1_763_712_001_000 + seq * 1000)}"#)
        try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
        try (lines.joined(separator: "\n") + "\n").write(
            toFile: "\(library)/\(id).jsonl", atomically: true, encoding: .utf8)
    }

    /// The header line of game `id`: Ballerz (Shaq, A.I., T-Mac) vs Ringerz (Hakeem, Air Carter,
    /// Kobe) to `target`, win by 2.
    static func header(id: String, target: Int = 15) -> String {
        #"{"format":1,"id":"\#(id)","created":1763712000000,"rules":{"target":\#(target),"winBy":2},"#
            + #""home":{"side":"home","name":"Ballerz","players":[{"id":"home.1","name":"Shaq"},"#
            + #"{"id":"home.2","name":"A.I."},{"id":"home.3","name":"T-Mac"}]},"#
            + #""away":{"side":"away","name":"Ringerz","players":[{"id":"away.1","name":"Hakeem"},"#
            + #"{"id":"away.2","name":"Air Carter"},{"id":"away.3","name":"Kobe"}]}}"#
    }
}
