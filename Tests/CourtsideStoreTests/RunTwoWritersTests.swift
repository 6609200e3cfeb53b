import CourtsideCore
import CourtsideTesting
import Foundation
import Testing

@testable import CourtsideStore

/// A run file written from two places at once: the run board (holding its `flock`) and the
/// organiser's phone through serve (``RunFile/append(to:_:)``). Each prepares its entries on the
/// run as the file holds it under the append lock, so neither loses the other's lines and the
/// file stays one numbered run.
@Suite struct RunTwoWritersTests {
    private static func folder() -> String {
        let path = NSTemporaryDirectory() + "courtside-two-writers-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The entry for `kind`, numbered after `state`'s.
    private static func entries(_ kinds: [RunEntry.Kind], after state: RunState) -> [RunEntry] {
        var next = state
        var made: [RunEntry] = []
        for kind in kinds {
            let entry = RunEntry(sequence: next.nextSequence, wallMs: 1, kind: kind)
            guard (try? next.apply(entry)) != nil else { return [] }
            made.append(entry)
        }
        return made
    }

    @Test func thePhoneWritesWhileTheBoardHoldsTheRunAndTheBoardReadsIt() throws {
        let runs = RunFile(folder: Self.folder())
        let board = try runs.create(RunFileTests.settings)
        var known = try board.record(after: board.contents.state) { Self.entries([.arrive(name: "Ann")], after: $0) }
        known = try board.latest(after: known)
        #expect(known.present == ["Ann"])
        // The phone, while the board holds the run's flock.
        _ = try runs.append(to: board.path) { Self.entries([.arrive(name: "Bob")], after: $0) }
        #expect(board.takeChange(), "the board's watch saw the phone's write")
        known = try board.latest(after: known)
        #expect(known.present == ["Ann", "Bob"], "the board reads the phone's line")
        // The board appends after the phone's line without having read it: numbered after it.
        let stale = try runs.read(board.path).state
        _ = try runs.append(to: board.path) { Self.entries([.arrive(name: "Cy")], after: $0) }
        var seen: [String] = []
        let after = try board.record(after: known) { run in
            seen = run.present
            return Self.entries([.arrive(name: "Dee")], after: run)
        }
        #expect(seen == ["Ann", "Bob", "Cy"], "the board prepared on the file's run")
        #expect(after.present == ["Ann", "Bob", "Cy", "Dee"])
        let read = try runs.read(board.path)
        #expect(read.problem == nil)
        #expect(read.state.present == ["Ann", "Bob", "Cy", "Dee"])
        #expect(stale.present == ["Ann", "Bob"])
        board.close()
    }

    @Test func twoWritersAtOnceLoseNoLine() async throws {
        let runs = RunFile(folder: Self.folder())
        let board = try runs.create(RunFileTests.settings)
        let path = board.path
        let count = 40
        // The phone on another thread, the board on this one, each appending as fast as it can.
        let phone = Task.detached {
            for index in 0..<count {
                _ = try runs.append(to: path) { Self.entries([.arrive(name: "Phone\(index)")], after: $0) }
            }
        }
        var known = board.contents.state
        for index in 0..<count {
            let name = "Board\(index)"
            known = try board.record(after: known) { Self.entries([.arrive(name: name)], after: $0) }
        }
        try await phone.value
        known = try board.latest(after: known)
        let read = try runs.read(path)
        #expect(read.problem == nil)
        #expect(read.state.present.count == 2 * count, "every arrival of both writers")
        #expect(read.state.nextSequence == 2 * count + 1)
        #expect(known == read.state, "the board's run is the file's")
        board.close()
    }

    @Test func aDamagedLineFromElsewhereIsNamedNotFolded() throws {
        let runs = RunFile(folder: Self.folder())
        let board = try runs.create(RunFileTests.settings)
        let known = try board.record(after: board.contents.state) { Self.entries([.arrive(name: "Ann")], after: $0) }
        let handle = try #require(FileHandle(forWritingAtPath: board.path))
        handle.seekToEndOfFile()
        handle.write(Data("{\"seq\":2,\"type\":\"arrive\",\"wall\":1,\"name\":\"Ann\"}\n".utf8))
        handle.closeFile()
        #expect(throws: LibraryError.self) { try board.latest(after: known) }
        board.close()
    }
}
