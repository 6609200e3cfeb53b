import CourtsideCore
import CourtsideReports
import CourtsideStore
import Foundation

/// Section 7: exports. In process, each format of two 100,000-event games (without and with
/// corrections) against loading and folding the same game, in the same run; then the release
/// binary exporting a 1,000,000-event game in each format, for its peak memory.
@MainActor
enum ExportBench {
    /// Events in the game timed in process.
    static let bigGame = 100_000
    /// Events in the game whose export's memory is measured.
    static let hugeGame = 1_000_000
    /// Most an export may cost, in multiples of loading and folding the game.
    static let ratioLimit = 3.0
    /// Most memory `courtside export` may use on the huge game, in bytes.
    static let memoryLimit = 100_000_000
    /// Rounds of the in-process timing (one load and one export of each format per round).
    static let rounds = 5

    /// Runs both measurements; the memory one only with a `courtside` binary to run.
    static func run(courtside: String?, folder: TempFolder, log: (String) -> Void) throws -> [ResultRow] {
        var rows = try ratios(folder: folder, log: log)
        if let courtside { rows += try memory(courtside: courtside, folder: folder, log: log) }
        return rows
    }

    /// Each format against loading and folding the same game, on two 100,000-event games: the
    /// core section's mix of moves, undos, redos and the clock (the game the target was set on), and
    /// the same mix with corrections (which exercise every kind of play-by-play line).
    private static func ratios(folder: TempFolder, log: (String) -> Void) throws -> [ResultRow] {
        log("exports: making two synthetic \(bigGame)-event games, without and with corrections")
        let games = [
            try SyntheticGame.make(count: bigGame, seed: 2026, id: "exports1"),
            try SyntheticGame.make(count: bigGame, seed: 2028, id: "exports2", corrections: true),
        ]
        let timings = try games.map { try timeExports($0, folder: folder, log: log) }
        var rows = [
            ResultRow(
                section: 7,
                measure: "load + fold: FileGameLibrary.load, \(Format.count(Double(bigGame))) events, median of "
                    + "\(rounds): plain · with corrections",
                partial: timings.map { Format.duration(ns: $0.load) }.joined(separator: " · ")),
            ResultRow(
                section: 7,
                measure: "an export's first read: FileGameLibrary.openLog (the final state, no events kept), "
                    + "same games, median of \(rounds)",
                partial: timings.map { Format.duration(ns: $0.open) }.joined(separator: " · "),
                baseline: "load + fold",
                ratios: timings.map { Format.ratio($0.open, over: $0.load) }.joined(separator: " · ")),
        ]
        for format in ExportFormat.allCases {
            let times = timings.map { $0.exports[format] ?? 0 }
            let sizes = timings.map { Format.fixed(Double($0.sizes[format] ?? 0) / 1_048_576, 1) }
            let met = zip(times, timings).allSatisfy { $0 <= ratioLimit * $1.load }
            rows.append(
                ResultRow(
                    section: 7,
                    measure: "export \(format.rawValue) from the opened log (events read again from the file), "
                        + "same games (" + sizes.joined(separator: " · ") + " MiB), median of \(rounds)",
                    partial: times.map { Format.duration(ns: $0) }.joined(separator: " · "),
                    baseline: "load + fold",
                    ratios: zip(times, timings).map { Format.ratio($0, over: $1.load) }.joined(separator: " · "),
                    target: "≤ \(Format.fixed(ratioLimit, 0))× load + fold", result: Format.verdict(met)))
        }
        return rows
    }

    /// Loads the game from a file, opens it as an export does, and exports the opened log in every
    /// format (each export reading the events again from the file), in turns, so a busy moment on
    /// the machine hits all alike: the medians, and each format's size.
    private static func timeExports(_ game: Game, folder: TempFolder, log: (String) -> Void) throws -> (
        load: Double, open: Double, exports: [ExportFormat: Double], sizes: [ExportFormat: Int]
    ) {
        let library = FileGameLibrary(folder: folder.file("export-library"))
        _ = try GameFileWriter.write(game, into: library)
        var loads: [Double] = []
        var opens: [Double] = []
        var exports: [ExportFormat: [Double]] = [:]
        var sizes: [ExportFormat: Int] = [:]
        log("exports: \(game.header.id): \(rounds) rounds of load + fold, openLog and every format")
        for _ in 0..<rounds {
            var loaded: Game?
            loads.append(Double(try Monotonic.time { loaded = try library.load(game.header.id).game }))
            guard let loaded, loaded.state == game.state else {
                throw BenchFailure("the loaded game differs from the one written")
            }
            var opened: StoredGameLog?
            opens.append(Double(try Monotonic.time { opened = try library.openLog(game.header.id) }))
            guard let opened, opened.state == game.state else {
                throw BenchFailure("the opened log's state differs from the game written")
            }
            for format in ExportFormat.allCases {
                let sink = CountingSink()
                exports[format, default: []].append(
                    Double(try Monotonic.time { try Exporter.write(opened, format: format, to: sink) }))
                sizes[format] = sink.count
            }
        }
        return (Stats(loads).median, Stats(opens).median, exports.mapValues { Stats($0).median }, sizes)
    }

    /// `courtside export` of the huge game in every format, to a file, each run for its peak
    /// resident memory; the output is checked for size and removed.
    private static func memory(courtside: String, folder: TempFolder, log: (String) -> Void) throws -> [ResultRow] {
        log("exports: making and writing a synthetic \(Format.count(Double(hugeGame)))-event game")
        let library = folder.file("export-huge")
        let size = try writeGame(count: hugeGame, corrections: false, into: library)
        var rows: [ResultRow] = []
        var loadAlone: Int?
        for format in [ExportFormat.csv] + ExportFormat.allCases.filter({ $0 != .csv }) {
            log("exports: courtside export --format \(format.rawValue), \(Format.count(Double(hugeGame))) events")
            let output = folder.file("huge-export.\(format.fileExtension)")
            let usage = try ChildUsage.run(
                [
                    courtside, "export", "huge0001", "--library", library, "--format", format.rawValue, "--output",
                    output,
                ], log: folder.file("export.log"))
            let written = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
            try? FileManager.default.removeItem(atPath: output)
            guard usage.status == 0, written > 0 else {
                let message = (try? String(contentsOfFile: folder.file("export.log"), encoding: .utf8)) ?? ""
                throw BenchFailure("courtside export failed (\(usage.status)): \(message)")
            }
            // The box score's CSV is a few hundred bytes: its peak is what the first pass (the state) takes.
            if format == .csv { loadAlone = usage.peakBytes }
            let base = loadAlone ?? usage.peakBytes
            rows.append(
                ResultRow(
                    section: 7,
                    measure: "peak memory: courtside export --format \(format.rawValue), "
                        + "\(Format.count(Double(hugeGame))) events (" + Format.fixed(Double(size) / 1_048_576, 0)
                        + " MiB file → " + Format.fixed(Double(written) / 1_048_576, 0) + " MiB)",
                    partial: Format.fixed(Double(usage.peakBytes) / 1e6, 1) + " MB ("
                        + Format.duration(
                            ns: Double(usage.wallNs)) + ")",
                    baseline: "first pass alone (csv): " + Format.fixed(Double(base) / 1e6, 1) + " MB",
                    ratios: "+" + Format.fixed(Double(max(0, usage.peakBytes - base)) / 1e6, 1) + " MB",
                    target: "< \(memoryLimit / 1_000_000) MB", result: Format.verdict(usage.peakBytes < memoryLimit)))
        }
        return rows
    }

    /// Writes a synthetic game, `huge0001`, into a library folder as the store would; returns the
    /// file's size. For `make bench` and for measuring by hand (`courtside-bench --make-game COUNT
    /// [--corrections yes] --library DIR`).
    static func writeGame(count: Int, corrections: Bool, into folder: String) throws -> Int {
        let game = try SyntheticGame.make(count: count, seed: 2029, id: "huge0001", corrections: corrections)
        let path = try GameFileWriter.write(game, into: FileGameLibrary(folder: folder))
        return (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }
}
