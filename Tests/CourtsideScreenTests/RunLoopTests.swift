import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Glibc
import Testing

@testable import CourtsideScreen

@MainActor
@Suite("The run loop")
struct RunLoopTests {
    @Test("run draws the first frame, handles keys, and returns when the scorer confirms quitting")
    func runUntilDone() throws {
        let harness = try ScreenHarness()
        let loop = ScreenRunLoop(terminal: harness.terminal, timeSource: harness.time)
        harness.terminal.script = [.key(.character("d")), .key(.character("q")), .key(.character("y"))]
        #expect(loop.run(harness.screen) == .done)
        #expect(harness.recorder.events.count == 1)
        #expect(harness.terminal.script.isEmpty)
    }

    @Test("run returns when input goes away, keeping what was recorded")
    func inputClosed() throws {
        let harness = try ScreenHarness()
        let loop = ScreenRunLoop(terminal: harness.terminal, timeSource: harness.time)
        harness.terminal.script = [.key(.character("s"))]
        #expect(loop.run(harness.screen) == .inputClosed)
        #expect(harness.recorder.events.count == 1)
    }

    @Test("paused: every read blocks; running: each read waits to the next tenth boundary, never less")
    func timeouts() throws {
        let harness = try ScreenHarness()
        harness.type("rr")
        #expect(harness.terminal.readTimeouts == [nil, nil])
        harness.type(" ")
        harness.time.advance(byMs: 37)
        harness.feed([.wait])
        #expect(harness.terminal.readTimeouts.last == 63, "37 ms into the tenth: 63 ms to the next")
        #expect(harness.text.contains("00:00.1"))
        harness.feed([.wait])
        #expect(harness.terminal.readTimeouts.last == 100)
        #expect(harness.text.contains("00:00.2"))
        harness.type(" ")
        harness.type("r")
        #expect(harness.terminal.readTimeouts.last == .some(nil), "paused again: blocks")
    }

    @Test("a key is on screen in the iteration that read it")
    func keyOnScreenAtOnce() throws {
        let harness = try ScreenHarness()
        let flushes = harness.terminal.flushCount
        harness.type("s")
        #expect(harness.terminal.flushCount == flushes + 1)
        #expect(harness.text.contains(" 1 - 0 "))
    }

    @Test("the draw trace file gets one line per view draw, starting with the view id")
    func traceFile() throws {
        let path = "/tmp/courtside-trace-\(UInt32.random(in: 0...UInt32.max)).log"
        defer { _ = path.withCString { unlink($0) } }
        do {
            #expect(DrawTrace.path(in: [DrawTrace.environmentVariable: path]) == path)
            let trace = DrawTrace(appendingTo: open(path, O_WRONLY | O_APPEND | O_CREAT, 0o600))
            let time = ManualTimeSource()
            let harness = try ScreenHarness()
            let loop = ScreenRunLoop(terminal: harness.terminal, timeSource: time, trace: trace)
            harness.terminal.script = [.key(.character("r")), .key(.character("q")), .key(.character("y"))]
            #expect(loop.run(harness.screen) == .done)
        }
        let contents = try #require(readFile(path))
        let ids = contents.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        #expect(
            Array(ids.prefix(12)) == [
                "home.team", "header", "away.team", "home.1", "home.2", "home.3", "away.1", "away.2", "away.3", "log",
                "status", "help",
            ])
        // The rebound: its panel, its team's totals, the log, the status line.
        #expect(Array(ids.dropFirst(12)) == ["home.team", "home.1", "log", "status", "overlay.quit"])
        #expect(DrawTrace.path(in: [:]) == nil)
        #expect(DrawTrace.path(in: [DrawTrace.environmentVariable: ""]) == nil)
    }

    private func readFile(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count == 0 { break }
            bytes += buffer.prefix(count)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

@MainActor
@Suite("The scoreboard screen and its view model")
struct BoardScreenTests {
    @Test("keys go to the view model; a resize never does, it lays the screen out again")
    func keysForwarded() {
        let stub = StubScoreboardViewModel(
            homeName: "Home", awayName: "Away", playerNames: ["A", "B", "C", "D", "E", "F"])
        let harness = ScreenHarness(viewModel: stub)
        harness.feed([.key(.character("s")), .resize(TerminalSize(width: 90, height: 30)), .key(.backTab)])
        #expect(stub.handled == [.character("s"), .backTab])
        #expect(harness.terminal.lines.count == 30)
    }

    @Test("the views free themselves and their bindings with the screen")
    func noRetainCycle() throws {
        let harness = try ScreenHarness()
        let viewModel = harness.viewModel
        weak var screen: BoardScreen?
        do {
            let other = BoardScreen(viewModel: viewModel)
            screen = other
            #expect(harness.board.time.observerCount == 2)
        }
        #expect(screen == nil)
        #expect(harness.board.time.observerCount == 1, "only the harness's own screen is still bound")
    }
}
