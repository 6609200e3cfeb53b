import CourtsideCore
import CourtsideStore
import CourtsideTesting
import Foundation

/// Section 9: `courtside list` of 2,000 games, against reading the first line of each file
/// (`head -qn1`), and 300-event games against 3-event ones.
enum ListBench {
    /// Games in each library.
    static let games = 2_000
    /// Events per game in the short and the long library.
    static let shortEvents = 3
    static let longEvents = 300
    /// Most a listing may cost, as a multiple of `head -qn1` over the same files.
    static let headRatioLimit = 5.0
    /// Most listing long games may cost, as a multiple of listing short ones.
    static let lengthRatioLimit = 1.5
    /// Timed runs of each command (interleaved, so they share the machine's moods).
    static let runs = 7

    /// Makes both libraries, warms the summary index, and times the commands; returns the rows
    /// and the short library (its index built) for the startup bench.
    static func run(courtside: String, folder: TempFolder, log: (String) -> Void) throws -> (
        rows: [ResultRow], shortLibrary: String
    ) {
        log("list: writing \(games) games of \(shortEvents) and of \(longEvents) events")
        let short = try makeLibrary(folder.file("list-\(shortEvents)"), events: shortEvents)
        let long = try makeLibrary(folder.file("list-\(longEvents)"), events: longEvents)
        let shortFiles = try gameFiles(in: short)
        func list(_ library: String) throws -> Double {
            Double(try timed([courtside, "list", "--library", library], expectLines: games + 1))
        }
        // Cold: no index, every game read and folded (what the first listing after an upgrade costs).
        log("list: cold listings (no summary index), 3 each")
        var cold: [String: [Double]] = [:]
        for _ in 0..<3 {
            for library in [short, long] {
                try? FileManager.default.removeItem(atPath: library + "/.courtside-index")
                cold[library, default: []].append(try list(library))
            }
        }
        // Two listings make the index whole (games written in the last moment are left to the second).
        Monotonic.sleep(ms: 100)
        for library in [short, long] { _ = try list(library) }
        log("list: \(runs) runs each of head -qn1, list (\(shortEvents) events), list (\(longEvents) events)")
        var head: [Double] = []
        var shortList: [Double] = []
        var longList: [Double] = []
        for _ in 0..<runs {
            head.append(Double(try timed(["head", "-qn1"] + shortFiles, expectLines: games)))
            shortList.append(try list(short))
            longList.append(try list(long))
        }
        let h = Stats(head)
        let s = Stats(shortList)
        let l = Stats(longList)
        let headRatio = s.median / h.median
        let lengthRatio = l.median / s.median
        let count = Format.count(Double(games))
        let rows = [
            ResultRow(
                section: 9, measure: "head -qn1 over \(count) game files, median of \(runs)",
                partial: h.durationSummary),
            ResultRow(
                section: 9, measure: "courtside list, \(count) games of \(shortEvents) events, median of \(runs)",
                partial: s.durationSummary, baseline: "head -qn1: " + Format.duration(ns: h.median),
                ratios: Format.fixed(headRatio, 2) + "×",
                target: "≤ " + Format.fixed(headRatioLimit, 1) + "× head -qn1",
                result: Format.verdict(headRatio <= headRatioLimit)),
            ResultRow(
                section: 9, measure: "courtside list, \(count) games of \(longEvents) events, median of \(runs)",
                partial: l.durationSummary,
                baseline: "list of \(shortEvents)-event games: " + Format.duration(ns: s.median),
                ratios: Format.fixed(lengthRatio, 2) + "×",
                target: "≤ " + Format.fixed(lengthRatioLimit, 1) + "× the \(shortEvents)-event list",
                result: Format.verdict(lengthRatio <= lengthRatioLimit)),
            ResultRow(
                section: 9,
                measure:
                    "courtside list without its summary index (cold), \(shortEvents) · \(longEvents) events, median of 3",
                partial: Format.duration(ns: Stats(cold[short] ?? [0]).median) + " · "
                    + Format.duration(ns: Stats(cold[long] ?? [0]).median)),
        ]
        return (rows, short)
    }

    /// The short library alone, its summary index built, for a run without the list bench.
    static func shortLibrary(courtside: String, folder: TempFolder, log: (String) -> Void) throws -> String {
        log("list: writing \(games) games of \(shortEvents) events")
        let short = try makeLibrary(folder.file("list-\(shortEvents)"), events: shortEvents)
        Monotonic.sleep(ms: 100)
        for _ in 0..<2 { _ = try timed([courtside, "list", "--library", short], expectLines: games + 1) }
        return short
    }

    /// A library of `games` games of `events` events each, written with the store's own encoder
    /// (the events are encoded once: every game has the same ones under its own header).
    private static func makeLibrary(_ path: String, events: Int) throws -> String {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let game = try SyntheticGame.make(count: events, seed: UInt64(events))
        let lines = try FileGameLibrary.eventLines(game.events)
        for n in 0..<games {
            let header = try GameFixtures.header(
                id: "list\(n)", target: 21, winBy: 2, createdMs: 1_763_712_000_000 + Int64(n) * 60_000)
            var bytes = try FileGameLibrary.headerLine(header)
            bytes.append(lines)
            guard FileManager.default.createFile(atPath: "\(path)/list\(n).jsonl", contents: bytes) else {
                throw BenchFailure("cannot write a game into \(path)")
            }
        }
        return path
    }

    private static func gameFiles(in library: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: library).filter { $0.hasSuffix(".jsonl") }.sorted()
            .map { library + "/" + $0 }
    }

    /// Runs a command to its end and returns its wall time; checks it printed `expectLines` lines.
    private static func timed(_ arguments: [String], expectLines: Int) throws(BenchFailure) -> UInt64 {
        let start = Monotonic.ns()
        let result = try Command.run(arguments)
        let ns = Monotonic.ns() - start
        let lines = result.output.utf8.count { $0 == UInt8(ascii: "\n") }
        guard result.status == 0, lines == expectLines else {
            throw BenchFailure("\(arguments[0]) \(arguments[1]) exited \(result.status) after \(lines) lines")
        }
        return ns
    }
}
