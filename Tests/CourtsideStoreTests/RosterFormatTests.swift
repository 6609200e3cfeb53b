import CourtsideCore
import CourtsideStore
import Foundation
import Testing

/// Format version 5, the benches: a game with a bench is written as version 5 from its header on,
/// its substitutions round-trip, and a game of three-player teams is written as before.
@Suite("Benches in the game file")
struct RosterFormatTests {
    private static func header(_ id: String) throws -> GameHeader {
        try GameHeader(
            id: Fixtures.id(id), home: Team(side: .home, name: "Ballerz", playerNames: ["Ann", "Bob", "Cy", "Dan"]),
            away: Team(side: .away, name: "Ringerz", playerNames: ["Eve", "Flo", "Gus"]),
            rules: Rules(target: 15, winBy: 2),
            createdMs: 1_000)
    }

    @Test("a bench game is version 5; its substitutions and bench players' plays load back the same game")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Self.header("ros1"))
        let ann = PlayerID(side: .home, number: 1)
        let dan = PlayerID(side: .home, number: 4)
        let game = try Fixtures.play(
            [.move(ann, .twoPoints), .substitution(off: ann, on: dan), .move(dan, .onePoint), .undo, .redo],
            on: session)
        session.recorder.close()
        let text = try folder.text("ros1.jsonl")
        #expect(text.hasPrefix("{\"format\":5,"))
        #expect(text.contains("\"in\":\"home.4\",\"out\":\"home.1\",\"seq\":2,\"type\":\"sub\""))
        #expect(text.contains("{\"id\":\"home.4\",\"name\":\"Dan\"}"))
        let loaded = try library.load(Fixtures.id("ros1"))
        #expect(loaded.game.events == game.events)
        #expect(loaded.game.state == game.state)
        #expect(
            loaded.game.state.onCourt(.home) == [
                PlayerID(side: .home, number: 2), PlayerID(side: .home, number: 3), dan,
            ])
        #expect(loaded.game.header.home.players.map(\.name) == ["Ann", "Bob", "Cy", "Dan"])
    }

    @Test("a game of three-player teams is still written as version 2")
    func noBench() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("ros2"))
        session.recorder.close()
        #expect(try folder.text("ros2.jsonl").hasPrefix("{\"format\":2,"))
    }
}
