import CourtsideCore
import CourtsideStore
import Foundation
import Testing

/// Format version 4, the team calls and the shot clock: `timeout`, `possession`, `shotclock` and
/// `violation` lines round-trip with their `team`; a game keeps the header it was created with (an
/// older courtside refuses the new lines by name); a write-back of a game with one is version 4;
/// a game with a shot clock is version 4 from its header.
@Suite("Team calls and the shot clock in the game file")
struct TeamCallFormatTests {
    private static let calls: [GameEventKind] = [
        .clockStarted, .possession(.away), .shotClockReset, .timeout(.home), .violation(.away), .undo, .redo,
    ]

    @Test("every team call is written by its name and team, and loads back the same game")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("call1", rules: RulesPreset.fiba3x3.rules))
        let game = try Fixtures.play(Self.calls, on: session)
        session.recorder.close()
        let text = try folder.text("call1.jsonl")
        #expect(text.hasPrefix("{\"format\":4,"), "a game with a shot clock is version 4 from its header")
        #expect(text.contains(#""shotClock":12000"#))
        for line in [
            #""team":"away","type":"possession""#, #""seq":3,"type":"shotclock""#, #""team":"home","type":"timeout""#,
            #""team":"away","type":"violation""#,
        ] {
            #expect(text.contains(line), "\(line)")
        }
        #expect(
            text.contains(#""seq":4,"type":"pause""#), "the timeout called while the clock ran comes after its pause")
        let loaded = try library.load(Fixtures.id("call1"))
        #expect(loaded.game.events == game.events)
        #expect(loaded.game.state == game.state)
        #expect(loaded.game.state.timeoutsLeft(.home) == 0)
        #expect(loaded.game.state.possession == .home)
    }

    @Test("a timeout in a version 2 game keeps its header; a write-back is version 4")
    func olderHeaderKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("call2"))
        let game = try Fixtures.play([.timeout(.away), .possession(.home)], on: session)
        #expect(try folder.text("call2.jsonl").hasPrefix("{\"format\":2,"))
        _ = try session.recorder.writeBack(game)
        session.recorder.close()
        #expect(try folder.text("call2.jsonl").hasPrefix("{\"format\":4,"))
        #expect(try library.load(Fixtures.id("call2")).game.events == game.events)
    }

    @Test("a team call with a team that is no team is refused, naming the field")
    func badTeam() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        try library.create(try Fixtures.header("call3")).recorder.close()
        try folder.append(
            "{\"clock\":0,\"seq\":1,\"team\":\"bench\",\"type\":\"timeout\",\"wall\":1}\n", to: "call3.jsonl")
        #expect {
            try library.load(Fixtures.id("call3"))
        } throws: { error in
            "\(error)".contains("not a team: bench")
        }
    }
}
