/// Sections 1 and 2: terminal bytes and views drawn per intent, partial vs full redraw, with the
/// cursor-address baseline for the cells that changed (``CursorAddressBaseline``).
enum TerminalBench {
    /// The views the architecture doc says each intent draws (partial redraw).
    static let documentedViews: [String: Set<String>] = [
        "selection change": ["home.1", "home.2"],
        "rebound": ["home.2", "home.team", "log", "status"],
        "2-pointer": ["home.2", "header", "log", "status"],
        "clock tenth": ["header"],
    ]

    /// Most bytes a clock tenth may cost.
    static let tenthByteLimit = 12
    /// Most bytes per intent as a multiple of the baseline.
    static let ratioLimit = 1.5

    /// The target of an intent, spelled from the limits.
    static var ratioTarget: String { "≤ " + Format.fixed(ratioLimit, 1) + "× baseline" }
    /// The target of a tenth, spelled from the limits.
    static var tenthTarget: String { "≤ \(tenthByteLimit) B and " + ratioTarget }

    /// Records both modes at the launch's size, replays them through tmux, and returns the rows,
    /// each measure ending in the size.
    static func run(_ launch: ScoreboardLaunch, log: (String) -> Void) throws(BenchFailure) -> [ResultRow] {
        let size = launch.sizeLabel
        log("terminal: \(size), scripted session, partial redraw")
        let partialRun = try RecordedRun.record(launch, mode: "partial")
        log("terminal: \(size), scripted session, full redraw")
        let fullRun = try RecordedRun.record(launch, mode: "full")
        log("terminal: \(size), replaying both sessions' bytes into tmux to find the changed cells")
        let partial = try ReplayedRun(partialRun, name: "partial-\(size)", folder: launch.folder)
        let full = try ReplayedRun(fullRun, name: "full-\(size)", folder: launch.folder)
        var rows: [ResultRow] = []
        for name in ["first frame", "selection change", "rebound", "2-pointer"] {
            guard let p = partialRun.intents.first(where: { $0.name == name }),
                let f = fullRun.intents.first(where: { $0.name == name }),
                let pMin = partial.baseline(of: name), let fMin = full.baseline(of: name)
            else { throw BenchFailure("no capture for \(name)") }
            // The two runs are two games, so only their ids (8 cells) may differ.
            if let a = partial.screen(after: name), let b = full.screen(after: name), a.differingCells(from: b) > 8 {
                log("warning: after \(name) the partial and full screens differ in \(a.differingCells(from: b)) cells")
            }
            let met = Double(p.bytes.count) <= ratioLimit * Double(pMin.bytes)
            rows.append(
                ResultRow(
                    section: 1, measure: "bytes: \(name)", partial: "\(p.bytes.count) B", full: "\(f.bytes.count) B",
                    baseline: "\(pMin.bytes) B (\(pMin.changedCells) cells, \(pMin.runs) runs)",
                    ratios: Format.ratio(Double(p.bytes.count), over: Double(pMin.bytes)) + " · "
                        + Format.ratio(Double(f.bytes.count), over: Double(fMin.bytes)),
                    target: ratioTarget, result: Format.verdict(met)))
        }
        rows += tenthRows(partial: partial, full: full)
        rows += viewRows(partial: partialRun, full: fullRun)
        return rows.map { $0.at(size) }
    }

    /// The clock tenth: the median tenth, and the largest (a second or minute rolling over).
    private static func tenthRows(partial: ReplayedRun, full: ReplayedRun) -> [ResultRow] {
        let pBytes = partial.run.tenths.map { Double($0.bytes.count) }
        let fBytes = full.run.tenths.map { Double($0.bytes.count) }
        let pMins = partial.tenthBaselines
        let fMins = full.tenthBaselines
        // Pair each tenth with its own baseline, so the ratio compares like with like.
        let pRatios = zip(pBytes, pMins).map { $0 / Double(max($1.bytes, 1)) }
        let fRatios = zip(fBytes, fMins).map { $0 / Double(max($1.bytes, 1)) }
        let pStats = Stats(pBytes)
        let fStats = Stats(fBytes)
        let minStats = Stats(pMins.map { Double($0.bytes) })
        let median = ResultRow(
            section: 1, measure: "bytes: clock tenth, median of \(pBytes.count) (full: \(fBytes.count))",
            partial: "\(Int(pStats.median)) B", full: "\(Int(fStats.median)) B",
            baseline: "\(Int(minStats.median)) B (\(Int(Stats(pMins.map { Double($0.changedCells) }).median)) cell)",
            ratios: Format.fixed(Stats(pRatios).median, 2) + "× · " + Format.fixed(Stats(fRatios).median, 2) + "×",
            target: tenthTarget,
            result: Format.verdict(pStats.median <= Double(tenthByteLimit) && Stats(pRatios).median <= ratioLimit))
        let worst = ResultRow(
            section: 1, measure: "bytes: clock tenth, largest (a second rolls over)",
            partial: "\(Int(pStats.max)) B", full: "\(Int(fStats.max)) B",
            baseline: "\(Int(minStats.max)) B",
            ratios: Format.fixed(Stats(pRatios).max, 2) + "× · " + Format.fixed(Stats(fRatios).max, 2) + "× (worst)",
            target: tenthTarget,
            result: Format.verdict(pStats.max <= Double(tenthByteLimit) && Stats(pRatios).max <= ratioLimit))
        return [median, worst]
    }

    /// Views drawn per intent, from the draw trace.
    private static func viewRows(partial: RecordedRun, full: RecordedRun) -> [ResultRow] {
        var rows: [ResultRow] = []
        for name in ["first frame", "selection change", "rebound", "2-pointer"] {
            guard let p = partial.intents.first(where: { $0.name == name }),
                let f = full.intents.first(where: { $0.name == name })
            else { continue }
            let drawn = Set(p.draws.map(\.view))
            var row = ResultRow(
                section: 2, measure: "views drawn: \(name)",
                partial: "\(p.draws.count): " + describe(p.draws), full: "\(f.draws.count)")
            if let expected = documentedViews[name] {
                row.target = "docs: " + expected.sorted().joined(separator: " ")
                row.result = drawn == expected && p.frames == 1 ? "as documented" : "differs from docs"
            }
            rows.append(row)
        }
        let tenthViews = Set((partial.tenths.flatMap(\.draws) + partial.unmatchedTenthDraws).map(\.view))
        var tenth = ResultRow(
            section: 2, measure: "views drawn: clock tenth (mean)",
            partial: Format.fixed(partial.viewsPerTenth, 1) + ": " + tenthViews.sorted().joined(separator: " "),
            full: Format.fixed(full.viewsPerTenth, 1))
        tenth.target = "docs: header"
        tenth.result =
            tenthViews == ["header"] && abs(partial.viewsPerTenth - 1) < 0.05 ? "as documented" : "differs from docs"
        rows.append(tenth)
        return rows
    }

    private static func describe(_ draws: [DrawTraceTail.Draw]) -> String {
        draws.map(\.view).sorted().joined(separator: " ")
    }
}
