import CourtsideCore
import CourtsideStore
import Foundation
import Testing

/// Every event record() acknowledged survives the process being killed with SIGKILL.
@Suite struct DurabilityTests {
    @Test func everyAcknowledgedEventSurvivesSIGKILL() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let child = try ChildProcess(role: "writer", testName: "writer", folder: folder.path, game: "durable1")
        #expect(child.nextLine(startingWith: "READY") != nil, "the writer started")
        var acknowledged = 0
        while acknowledged < 150, let line = child.nextLine(startingWith: "ACK ") {
            acknowledged = Int(line) ?? acknowledged
        }
        child.kill()
        // Acknowledgements already in the pipe when the child died count too.
        while let line = child.nextLine(startingWith: "ACK ") { acknowledged = Int(line) ?? acknowledged }
        #expect(acknowledged >= 150)

        let library = FileGameLibrary(folder: folder.path)
        let id = Fixtures.id("durable1")
        let loaded = try library.load(id)
        #expect(loaded.game.events.count >= acknowledged)
        #expect(loaded.game.events.map(\.sequence) == Array(1...loaded.game.events.count))

        // Scoring can go on from whatever the kill left, torn tail or not.
        let session = try Fixtures.onceUnlocked { try library.openForScoring(id) }
        let played = try Fixtures.play([.clockStarted], on: session)
        session.recorder.close()
        let resumed = try library.load(id)
        #expect(resumed.warnings.isEmpty)
        #expect(resumed.game.events == played.events)
    }
}
