import Foundation

// courtside-bench: the suite behind `make bench`. It measures the real release binary
// under a pseudo-terminal and the core in process, prints one table, and writes the same figures
// to results.md and results.json. Never part of `make test`.

func log(_ line: String) {
    FileHandle.standardError.write(Data(("bench: " + line + "\n").utf8))
}

// The helper that measures a child's peak memory (ChildUsage) runs before anything else.
if CommandLine.arguments.dropFirst().first == "--measure" {
    exit(ChildUsage.measureMain(Array(CommandLine.arguments.dropFirst())))
}

// The floor of section 3 (BareTenth): the suite runs itself as it on a pseudo-terminal.
if CommandLine.arguments.dropFirst().first == "--bare-tenth" {
    exit(BareTenth.main())
}

// A closed stdout (`make bench | head`) must not kill the suite before it cleans up.
signal(SIGPIPE, SIG_IGN)
let started = Monotonic.ns()
var table = ResultTable()
var failed = false
do {
    let options = try BenchOptions(Array(CommandLine.arguments.dropFirst()))
    if let count = options.makeGame {
        let size = try ExportBench.writeGame(count: count, corrections: options.corrections, into: options.library)
        log("wrote huge0001 (\(count) events, \(size) bytes) into \(options.library)")
        exit(0)
    }
    if let count = options.scoreLive {
        let size = try LiveScoringRun.score(count: count, into: options.library)
        log("scored huge0002 live (\(count) events, \(size) bytes) into \(options.library)")
        exit(0)
    }
    let date = ISO8601DateFormatter().string(from: Date())
    table.context = [
        "date: \(date)",
        "machine: \(Machine.processors) cores (nproc), \(Machine.cpuModel), Linux \(Machine.kernel), load \(Machine.load) at start",
        "swift: \(options.swiftVersion), release build",
        "revision: \(options.revision)",
        "terminal: 80×24 pseudo-terminal (sections 1–3 also 200×50), TERM=xterm-256color, LANG=C.UTF-8; tmux \(try Command.run(["tmux", "-V"]).output.trimmingCharacters(in: .whitespacesAndNewlines)) for changed cells",
    ]
    let folder = try TempFolder()
    defer { folder.remove() }
    let launch = ScoreboardLaunch(executable: options.courtside, folder: folder)
    do {
        if options.parts.contains("terminal") {
            let rows = try launch.atEverySize { (sized) throws(BenchFailure) in try TerminalBench.run(sized, log: log) }
            for row in rows { table.add(row) }
        }
        if options.parts.contains("cpu") {
            let rows = try launch.atEverySize { (sized) throws(BenchFailure) in try IdleBench.run(sized, log: log) }
            for row in rows {
                table.add(row)
            }
        }
        if options.parts.contains("latency") { for row in try LatencyBench.run(launch, log: log) { table.add(row) } }
        if options.parts.contains("core") { for row in try CoreBench.run(folder: folder, log: log) { table.add(row) } }
        if options.parts.contains("watch") { for row in try WatchBench.run(launch, log: log) { table.add(row) } }
        if options.parts.contains("exports") {
            let courtside = options.courtside.isEmpty ? nil : options.courtside
            for row in try ExportBench.run(courtside: courtside, folder: folder, log: log) { table.add(row) }
        }
        if options.parts.contains("corrections") {
            for row in try CorrectionBench.run(launch, log: log) { table.add(row) }
        }
        var listLibrary: String?
        if options.parts.contains("list") {
            let (rows, library) = try ListBench.run(courtside: options.courtside, folder: folder, log: log)
            for row in rows { table.add(row) }
            listLibrary = library
        }
        if options.parts.contains("startup") {
            let library =
                try listLibrary ?? ListBench.shortLibrary(courtside: options.courtside, folder: folder, log: log)
            for row in try StartupBench.run(launch, listLibrary: library, log: log) { table.add(row) }
        }
    } catch {
        log("error: \(error)")
        failed = true
    }
    table.context.append("suite time: " + Format.fixed(Double(Monotonic.ns() - started) / 1e9, 0) + " s")
    let report = table.context.map { "- " + $0 }.joined(separator: "\n") + "\n\n" + table.markdown + "\n"
    FileHandle.standardOutput.write(Data(report.utf8))
    try table.write(to: options.output)
    log("wrote \(options.output)/results.md and results.json")
    if let docs = options.docs {
        let block = DocsResults.block(for: options.parts, of: BenchOptions.allParts)
        if failed {
            log("not writing \(docs): only a run that ended well writes its block")
        } else if try DocsResults.write(report, date: date, to: docs, block: block) {
            log("rewrote the \(block) block of \(docs)")
        } else {
            log("not writing \(docs): it has no \(DocsResults.marker(block, "start")) block for this set of parts")
        }
    }
} catch {
    log("error: \(error)")
    failed = true
}
exit(failed ? 1 : 0)
