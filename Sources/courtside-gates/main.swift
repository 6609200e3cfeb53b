import CourtsideCore
import CourtsideReports
import CourtsideScreen
import CourtsideStore
import CourtsideStoreTesting
import CourtsideTesting
import CourtsideText
import CourtsideViewModels
import Foundation

// courtside-gates: the work `make gates` counts under callgrind (Benchmarks/gates.sh). Each figure
// is one run of this program; callgrind collects only inside `gateMeasure` (--toggle-collect), so
// start-up and set-up are not counted, and divides by the repetitions. Nothing here reads a clock:
// the board's time is a manual one, so every run does exactly the same work.
//
//   courtside-gates prepare DIR    writes the 100,000-event game into DIR (run natively, once)
//   courtside-gates load DIR       FileGameLibrary.load of that game (the file read and folded)
//   courtside-gates export DIR     courtside export's work on it: openLog, then the text export
//   courtside-gates tenth N        N tenths of a running clock: one run-loop step each (the read
//                                  timing out, the tick, the render) into ncurses on a pty
//   courtside-gates tenth N 3x3    the same in a 3x3 game: the time left and a shot clock
//   courtside-gates key N DIR      N keys scoring a basket (+2) on a board over the file store
//                                  in DIR: each key written to the pty and read by a run-loop step
//   courtside-gates follow N DIR L N events recorded into a game of L events in a folder of its
//                                  own under DIR, each read by a follower and made a feed line

/// The game the load and export gates measure: the benchmarks' 100,000-event game.
let bigGameID = "gate0001"

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("courtside-gates: " + message + "\n").utf8))
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { fail("usage: courtside-gates prepare|load|export|tenth|key|follow ...") }
do {
    switch (command, arguments.count) {
    case ("prepare", 2):
        let game = try GameFileWriter.synthetic(count: 100_000, seed: 2026, id: bigGameID)
        _ = try GameFileWriter.write(game, into: FileGameLibrary(folder: arguments[1]))
    case ("load", 2):
        let library = FileGameLibrary(folder: arguments[1])
        var events = 0
        try gateMeasure { events = try library.load(GameFixtures.id(bigGameID)).game.events.count }
        guard events == 100_000 else { fail("loaded \(events) events, not 100,000") }
    case ("export", 2):
        let library = FileGameLibrary(folder: arguments[1])
        let sink = GateSink()
        try gateMeasure {
            try Exporter.write(library.openLog(GameFixtures.id(bigGameID)), format: .text, to: sink)
        }
        guard sink.count > 0 else { fail("the export wrote nothing") }
    case ("tenth", 2):
        guard let count = Int(arguments[1]), count > 0 else { fail("tenth needs a count") }
        try GateBoard(library: nil).runTenths(count)
    case ("tenth", 3):
        guard let count = Int(arguments[1]), count > 0, arguments[2] == "3x3" else {
            fail("tenth needs a count, then 3x3")
        }
        try GateBoard(library: nil, threeByThree: true).runTenths(count, warmUp: 13)
    case ("key", 3):
        guard let count = Int(arguments[1]), count > 0, count <= 45 else { fail("key needs a count of 1 to 45") }
        try GateBoard(library: arguments[2]).scoreBaskets(count)
    case ("follow", 4):
        guard let count = Int(arguments[1]), count > 0, let length = Int(arguments[3]), length > 0 else {
            fail("follow needs a count, a folder and a game length")
        }
        var scoring = try FollowedScoring(length: length, folder: "\(arguments[2])/\(length)-\(count)")
        defer { scoring.close() }
        var lines = FeedLineMaker(header: scoring.header)
        var bytes = 0
        // What `feed --follow` and serve make of each event: its feed line.
        try gateMeasure {
            try scoring.follow(count) { change, state in bytes += lines.line(change, state).json().utf8.count }
        }
        guard bytes > 0 else { fail("the follower made no feed line") }
    default:
        fail("unknown command or arguments: \(arguments.joined(separator: " "))")
    }
} catch {
    fail("\(error)")
}
