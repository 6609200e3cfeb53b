import Foundation

// courtside-bench: the figures of `make bench` that need the real release binary — on a
// pseudo-terminal, a new game's first frame, a running clock's CPU and wake-ups, key → first
// byte; the league's 16 courts into one PostgreSQL (LeagueBench); the run's next game and a follower moving to it; `courtside serve` with 200 event-stream clients; the stats across a library side by side
// with jq and head; and the binary's size. The in-process benchmarks (fold, load, export, list,
// follow) are package-benchmark's, in Benchmarks/. Prints one Markdown table; exits 1 when a
// target is missed.
//
//   courtside-bench COURTSIDE [STRIPPED_COPY]
//   courtside-bench --league [COURTSIDE]   (the league's figures alone; with COURTSIDE, its key
//                                           → first byte with and without the league too)

func log(_ line: String) {
    FileHandle.standardError.write(Data(("bench: " + line + "\n").utf8))
}

// A closed stdout (`make bench | head`) must not kill the suite before it cleans up.
signal(SIGPIPE, SIG_IGN)
let arguments = Array(CommandLine.arguments.dropFirst())
guard let courtside = arguments.first, arguments.count <= 2 else {
    log("usage: courtside-bench COURTSIDE [STRIPPED_COPY]")
    exit(2)
}
var rows: [BenchRow] = []
var failed = false
if courtside == "--league" {
    do {
        let folder = try TempFolder()
        defer { folder.remove() }
        rows += try LeagueBench.run(folder: folder, log: log)
        if arguments.count == 2 {
            rows += try KeyLeagueBench.run(Scoreboard(executable: arguments[1], folder: folder), log: log)
        }
    } catch {
        log("error: \(error)")
        failed = true
    }
} else {
    do {
        let folder = try TempFolder()
        defer { folder.remove() }
        let scoreboard = Scoreboard(executable: courtside, folder: folder)
        rows += try FirstFrameBench.run(scoreboard, log: log)
        rows += try ClockBench.run(scoreboard, log: log)
        rows += try KeyBench.run(scoreboard, log: log)
        rows += try KeyLeagueBench.run(scoreboard, log: log)
        rows += try ServeBench.run(scoreboard, log: log)
        rows += try RunBench.run(scoreboard, log: log)
        rows += try RunBench.reading(scoreboard, log: log)
        rows += try StatsBench.run(courtside: courtside, folder: folder, log: log)
        rows += try LeagueBench.run(folder: folder, log: log)
        rows += zip(arguments, ["as built", "stripped, as make install installs it"]).map { BenchRow.size(of: $0, $1) }
    } catch {
        log("error: \(error)")
        failed = true
    }
}
let report = BenchRow.markdown(rows)
FileHandle.standardOutput.write(Data(report.utf8))
exit(failed || rows.contains { $0.met == false } ? 1 : 0)
