import Foundation

/// Libraries of real-looking finished pickup games for the stats benchmarks, written as courtside
/// writes a game file (format 2 JSON Lines: the header, the clock's start, then the moves): six
/// of fourteen regulars, to 15 win by 2, about 100 events a game, a seeded mix of made and missed
/// shots, rebounds, assists and fouls. Written without an fsync: the benchmark measures reading.
enum StatsLibrary {
    /// The names the generated games draw their players from.
    static let regulars = [
        "Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal", "Ida", "Jon", "Kit", "Lou", "Max", "Ned",
    ]
    /// The names the generated games draw their teams from.
    static let teams = ["Hawks", "Bulls", "Ballerz", "Ringerz", "Shooters", "Runners"]

    /// Writes `count` games into `folder` (made if missing) and returns their paths, oldest first.
    static func write(count: Int, into folder: String, seed: UInt64) throws(BenchFailure) -> [String] {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw BenchFailure("cannot create \(folder): \(error)")
        }
        var random = SeededRandom(seed: seed)
        var paths: [String] = []
        paths.reserveCapacity(count)
        // 2025-01-01 00:00 UTC, a game every 40 minutes.
        let start: Int64 = 1_735_689_600_000
        for index in 0..<count {
            let number = String(index)
            let id = "g" + String(repeating: "0", count: max(0, 7 - number.count)) + number
            let path = "\(folder)/\(id).jsonl"
            let text = game(id: id, createdMs: start + Int64(index) * 2_400_000, random: &random)
            guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
                throw BenchFailure("cannot write \(path)")
            }
            paths.append(path)
        }
        return paths
    }

    /// One game's file.
    private static func game(id: String, createdMs: Int64, random: inout SeededRandom) -> String {
        var pool = regulars
        var players: [String] = []
        for _ in 0..<6 { players.append(pool.remove(at: Int(random.next() % UInt64(pool.count)))) }
        let home = teams[Int(random.next() % UInt64(teams.count))]
        var away = teams[Int(random.next() % UInt64(teams.count))]
        if away == home { away = teams[(teams.firstIndex(of: home)! + 1) % teams.count] }
        func team(_ side: String, _ name: String, _ names: ArraySlice<String>) -> String {
            let list = names.enumerated().map { #"{"id":"\#(side).\#($0 + 1)","name":"\#($1)"}"# }
            return #""\#(side)":{"side":"\#(side)","name":"\#(name)","players":[\#(list.joined(separator: ","))]}"#
        }
        var lines = [
            #"{"format":2,"id":"\#(id)","created":\#(createdMs),"rules":{"target":15,"winBy":2},"#
                + team("home", home, players[0..<3]) + "," + team("away", away, players[3..<6]) + "}",
            #"{"seq":1,"type":"start","clock":0,"wall":\#(createdMs + 1000)}"#,
        ]
        var score = (home: 0, away: 0)
        var seq = 1
        var clock: Int64 = 0
        let moves = ["2pt", "2pt", "2pt-miss", "2pt-miss", "1pt", "1pt-miss", "reb", "reb", "ast", "foul"]
        while !(max(score.home, score.away) >= 15 && abs(score.home - score.away) >= 2) {
            seq += 1
            clock += Int64(random.next() % 9_000) + 1_000
            let slot = Int(random.next() % 6)
            let move = moves[Int(random.next() % UInt64(moves.count))]
            let points = move == "2pt" ? 2 : move == "1pt" ? 1 : 0
            if slot < 3 { score.home += points } else { score.away += points }
            let player = slot < 3 ? "home.\(slot + 1)" : "away.\(slot - 2)"
            lines.append(
                #"{"seq":\#(seq),"type":"move","player":"\#(player)","move":"\#(move)","clock":\#(clock),"#
                    + #""wall":\#(createdMs + 1000 + clock)}"#)
        }
        seq += 1
        lines.append(#"{"seq":\#(seq),"type":"pause","clock":\#(clock),"wall":\#(createdMs + 1000 + clock)}"#)
        return lines.joined(separator: "\n") + "\n"
    }
}
