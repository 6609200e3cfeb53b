import Foundation

/// Stats across a library (issue 30 item 6), side by side with the Unix tools in one run:
/// `courtside leaders` over 10,000 games with the index warm and deleted against `jq` adding up
/// the same totals from the files, and `courtside list` of 2,000 games against `head -qn1` over
/// their first lines. CPU time (user + system) of each command, medians of several runs.
enum StatsBench {
    /// The jq program: every game's players' totals from its moves, the finished games only,
    /// added up per name (case ignored), as `courtside leaders --json` gives them. One game's state
    /// at a time (a header starts the next; a null after the last input ends it): an object of
    /// every game updated in place is copied on each line, quadratic in jq.
    static let jqProgram = """
        def rows($g):
          ($g.home - $g.away) as $margin
          | if ([$g.home, $g.away] | max) >= $g.target and (if $margin < 0 then -$margin else $margin end) >= $g.winBy then
              $g.names | to_entries[] | (.key | startswith("home")) as $home | ($g.p[.key] // {}) as $c
              | {name: (.value | ascii_downcase), games: 1,
                 wins: (if ($home and $margin > 0) or (($home | not) and $margin < 0) then 1 else 0 end),
                 points: (2 * ($c["2pt"] // 0) + ($c["1pt"] // 0)), rebounds: ($c.reb // 0), assists: ($c.ast // 0),
                 fgm: (($c["2pt"] // 0) + ($c["1pt"] // 0)),
                 fga: (($c["2pt"] // 0) + ($c["1pt"] // 0) + ($c["2pt-miss"] // 0) + ($c["1pt-miss"] // 0)),
                 plus_minus: (if $home then $margin else -$margin end)}
            else empty end;
        [foreach (inputs, null) as $l ({game: null, out: null};
           if $l == null or $l.format != null then
             .out = .game
             | .game = (if $l == null then null else
                 {names: ([$l.home.players[], $l.away.players[]] | map({(.id): .name}) | add),
                  target: $l.rules.target, winBy: $l.rules.winBy, p: {}, home: 0, away: 0} end)
           elif $l.type == "move" then
             .out = null
             | .game.p[$l.player][$l.move] += 1
             | if $l.move == "2pt" or $l.move == "1pt" then
                 (if ($l.player | startswith("home")) then .game.home else .game.away end) += (if $l.move == "2pt" then 2 else 1 end)
               else . end
           else .out = null end;
           if .out != null then rows(.out) else empty end)]
        | group_by(.name)
        | map({name: .[0].name, games: (map(.games) | add), wins: (map(.wins) | add), points: (map(.points) | add),
               rebounds: (map(.rebounds) | add), assists: (map(.assists) | add), fgm: (map(.fgm) | add),
               fga: (map(.fga) | add), plus_minus: (map(.plus_minus) | add)})
        """

    /// The totals compared between courtside and jq.
    static let compared = ["games", "wins", "points", "rebounds", "assists", "fgm", "fga", "plus_minus"]

    static func run(courtside: String, folder: TempFolder, log: (String) -> Void) throws(BenchFailure) -> [BenchRow] {
        guard let jq = which("jq") else { throw BenchFailure("jq is missing (make bench installs it)") }
        guard let head = which("head") else { throw BenchFailure("head is missing") }
        let big = folder.file("stats-10000")
        log("writing 10,000 games for the stats rows")
        let files = try StatsLibrary.write(count: 10_000, into: big, seed: 30)
        let index = big + "/.courtside-index.sqlite"
        let leaders = [courtside, "leaders", "--json", "--library", big]
        let jqRun = [jq, "-n", "-c", jqProgram] + files

        log("checking that courtside and jq add up the same totals")
        try checkSameTotals(leaders: leaders, jq: jqRun, folder: folder)
        log("leaders, index deleted (3 runs)")
        let cold = try TimedChild.cpuTimes(leaders, times: 3) { try? FileManager.default.removeItem(atPath: index) }
        _ = try TimedChild.run(leaders)
        log("leaders, index warm (9 runs)")
        let warm = try TimedChild.cpuTimes(leaders, times: 9)
        log("jq over the same files (3 runs)")
        let jqTimes = try TimedChild.cpuTimes(jqRun, times: 3)

        let small = folder.file("list-2000")
        let smallFiles = try StatsLibrary.write(count: 2_000, into: small, seed: 31)
        let list = [courtside, "list", "--library", small]
        _ = try TimedChild.run(list)
        log("list of 2,000 games, index warm, and head -qn1 (9 runs each)")
        let listTimes = try TimedChild.cpuTimes(list, times: 9)
        let headTimes = try TimedChild.cpuTimes([head, "-qn1"] + smallFiles, times: 9)

        let warmStats = Stats(warm)
        let coldStats = Stats(cold)
        let jqStats = Stats(jqTimes)
        let listStats = Stats(listTimes)
        let headStats = Stats(headTimes)
        return [
            BenchRow(
                measure: "`leaders` over 10,000 games, index warm (CPU, 9 runs)", value: warmStats.durationSummary,
                target: "≤ 50 ms", met: warmStats.median <= 50_000_000),
            BenchRow(
                measure: "`jq` adding up the same totals from the 10,000 files (CPU, 3 runs)",
                value: jqStats.durationSummary),
            BenchRow(
                measure: "`leaders` warm / `jq`", value: ratio(warmStats.median, jqStats.median),
                target: "≤ 1/20 (0.05)",
                met: warmStats.median * 20 <= jqStats.median),
            BenchRow(
                measure: "`leaders` over 10,000 games, index deleted (CPU, 3 runs)", value: coldStats.durationSummary),
            BenchRow(
                measure: "`leaders` cold / `jq`", value: ratio(coldStats.median, jqStats.median), target: "≤ 1.5",
                met: coldStats.median <= 1.5 * jqStats.median),
            BenchRow(measure: "`list` of 2,000 games, index warm (CPU, 9 runs)", value: listStats.durationSummary),
            BenchRow(measure: "`head -qn1` over the 2,000 files (CPU, 9 runs)", value: headStats.durationSummary),
            BenchRow(
                measure: "`list` / `head -qn1`", value: ratio(listStats.median, headStats.median), target: "≤ 4",
                met: listStats.median <= 4 * headStats.median),
        ]
    }

    private static func ratio(_ a: Double, _ b: Double) -> String { Format.fixed(a / b, 3) }

    /// The full path of `program` on PATH.
    private static func which(_ program: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(folder)/\(program)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Fails unless every player's totals from courtside equal jq's.
    private static func checkSameTotals(leaders: [String], jq: [String], folder: TempFolder) throws(BenchFailure) {
        let ours = folder.file("leaders.json")
        let theirs = folder.file("jq.json")
        guard try TimedChild.run(leaders, output: ours).status == 0, try TimedChild.run(jq, output: theirs).status == 0
        else { throw BenchFailure("leaders or jq failed") }
        func totals(_ path: String, name: String) throws(BenchFailure) -> [String: [Int]] {
            guard let data = FileManager.default.contents(atPath: path),
                let rows = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]]
            else { throw BenchFailure("cannot read \(path)") }
            var result: [String: [Int]] = [:]
            for row in rows {
                guard let who = (row[name] as? String)?.lowercased() else { continue }
                result[who] = compared.map { (row[$0] as? Int) ?? Int.min }
            }
            return result
        }
        let a = try totals(ours, name: "player")
        let b = try totals(theirs, name: "name")
        guard !a.isEmpty, a == b else {
            throw BenchFailure(
                "courtside and jq disagree on the totals: \(a.sorted { $0.key < $1.key }.prefix(2)) vs \(b.sorted { $0.key < $1.key }.prefix(2))"
            )
        }
    }
}
