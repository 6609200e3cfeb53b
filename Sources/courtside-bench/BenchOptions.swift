/// The command line: `courtside-bench --courtside PATH [--output DIR] [--swift-version TEXT]
/// [--revision TEXT] [--only terminal,cpu,latency,core,watch,exports,corrections,list,startup]
/// [--docs FILE]`, or `courtside-bench --make-game COUNT [--corrections yes] --library DIR` to write
/// the exports' synthetic game for measuring by hand, or `courtside-bench --score-live COUNT --library DIR`
/// to score a game of COUNT events live (``LiveScoringRun``) for measuring its memory by hand.
struct BenchOptions {
    /// The release `courtside` binary to measure.
    var courtside = ""
    /// Where results.md and results.json go.
    var output = ".build/bench"
    /// `swift --version`'s first line, for the record (the Makefile passes it).
    var swiftVersion = "unknown"
    /// The git revision measured, for the record.
    var revision = "unknown"
    /// The document whose results block (between ``DocsResults`` markers) the run rewrites; only
    /// a run of every part writes it, so the document never shows part of a run.
    var docs: String?
    /// Which parts to run (all by default).
    var parts: Set<String> = BenchOptions.allParts
    /// With `--make-game`: write a synthetic game of this many events and stop.
    var makeGame: Int?
    /// With `--score-live`: score a game of this many events live and stop.
    var scoreLive: Int?
    /// With `--make-game` or `--score-live`: the library folder to write it into.
    var library = ""
    /// With `--make-game`: whether a fifth of the moves are corrections instead.
    var corrections = false

    /// Every part, in the order they run.
    static let allParts: Set<String> = [
        "terminal", "cpu", "latency", "core", "watch", "exports", "corrections", "list", "startup",
    ]

    /// Parses `arguments` (without the program name).
    init(_ arguments: [String]) throws(BenchFailure) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { throw BenchFailure("\(flag) needs a value") }
            switch flag {
            case "--courtside": courtside = value
            case "--output": output = value
            case "--swift-version": swiftVersion = value
            case "--revision": revision = value
            case "--docs": docs = value
            case "--only":
                parts = Set(value.split(separator: ",").map(String.init))
                guard parts.isSubset(of: Self.allParts) else {
                    throw BenchFailure("--only takes a list of: " + Self.allParts.sorted().joined(separator: ", "))
                }
            case "--make-game":
                guard let count = Int(value), count > 0 else { throw BenchFailure("--make-game takes a count") }
                makeGame = count
            case "--score-live":
                guard let count = Int(value), count > 0 else { throw BenchFailure("--score-live takes a count") }
                scoreLive = count
            case "--library": library = value
            case "--corrections":
                guard value == "yes" || value == "no" else { throw BenchFailure("--corrections takes yes or no") }
                corrections = value == "yes"
            default:
                throw BenchFailure("unknown option \(flag)")
            }
        }
        if makeGame != nil || scoreLive != nil {
            guard !library.isEmpty else { throw BenchFailure("--make-game and --score-live need --library DIR") }
            return
        }
        if courtside.isEmpty && !parts.subtracting(["core", "exports"]).isEmpty {
            throw BenchFailure("usage: courtside-bench --courtside PATH [--output DIR] [--only PARTS]")
        }
    }
}
