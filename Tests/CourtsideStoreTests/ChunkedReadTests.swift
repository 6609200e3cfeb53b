import CourtsideCore
import CourtsideStore
import CourtsideStoreTesting
import CourtsideTesting
import Foundation
import Testing

/// A game file is read in bounded chunks: however the reads cut it (a line split across reads, a
/// newline at a read's last byte, reads of one byte), it loads and streams exactly as read whole,
/// with the same warnings and errors at the same lines.
@Suite("Reading game files in chunks")
struct ChunkedReadTests {
    /// A library on a file system whose reads return at most `bytes` bytes.
    private func library(_ folder: TemporaryFolder, shortReads bytes: Int?) -> FileGameLibrary {
        let system = FaultyFileSystem()
        system.shortReads(atMost: bytes)
        return FileGameLibrary(folder: folder.path, fileSystem: system)
    }

    /// Writes `game` as the store writes it, plus `tail`, to `<id>.jsonl`.
    private func write(_ game: Game, tail: String = "", in folder: TemporaryFolder) throws {
        var bytes = try FileGameLibrary.headerLine(game.header)
        bytes.append(try FileGameLibrary.eventLines(game.events))
        bytes.append(Data(tail.utf8))
        try bytes.write(to: URL(fileURLWithPath: "\(folder.path)/\(game.header.id).jsonl"))
    }

    /// The events a stored log hands out.
    private func streamed(_ log: StoredGameLog) throws -> [GameEvent] {
        var events: [GameEvent] = []
        try log.forEachEvent { events.append($0) }
        return events
    }

    @Test("every read size from 1 to 80 bytes, and chunks as small: the same game as one read whole")
    func everyCut() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let game = try RandomGame.make(
            count: 40, seed: 7, header: try Fixtures.header("chunk1"), corrections: true)
        try write(game, in: folder)
        for size in 1...80 {
            let loaded = try library(folder, shortReads: size).load(game.header.id)
            #expect(loaded.game.events == game.events && loaded.game.state == game.state, "reads of \(size)")
            #expect(loaded.warnings.isEmpty)
            let log = try library(folder, shortReads: nil).openLog(game.header.id, chunkBytes: size)
            #expect(log.state == game.state && log.warnings.isEmpty, "chunks of \(size)")
            #expect(try streamed(log) == game.events, "chunks of \(size)")
            #expect(log.highestScores == game.highestScores && log.lastEventWallMs == game.lastEventWallMs)
        }
    }

    @Test("a line of exactly the cap is read across chunks; one byte more is refused at its line")
    func lineAtTheCap() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let game = try RandomGame.make(count: 3, seed: 1, header: try Fixtures.header("chunk2"))
        let file = "\(folder.path)/chunk2.jsonl"
        var lines = try FileGameLibrary.headerLine(game.header)
        lines.append(try FileGameLibrary.eventLines(Array(game.events.prefix(1))))
        // Event 2 padded with JSON white space before its closing brace to exactly the cap.
        var padded = try FileGameLibrary.eventLines([game.events[1]])
        padded.removeLast(2)
        padded.append(Data(repeating: UInt8(ascii: " "), count: 65_536 - padded.count - 1))
        padded.append(Data("}".utf8))
        #expect(padded.count == 65_536)
        var bytes = lines + padded + Data("\n".utf8)
        bytes.append(try FileGameLibrary.eventLines([game.events[2]]))
        try bytes.write(to: URL(fileURLWithPath: file))
        for size in [1_000, 4_096, 65_536, nil] {
            let loaded = try library(folder, shortReads: size).load(game.header.id)
            #expect(loaded.game.events == game.events, "reads of \(size ?? 0)")
            let log = try library(folder, shortReads: nil).openLog(game.header.id, chunkBytes: size)
            #expect(try streamed(log) == game.events)
        }

        let over = lines + Data(" ".utf8) + padded + Data("\n".utf8)
        try over.write(to: URL(fileURLWithPath: file))
        let reason = "the line is longer than 65536 bytes, more than any line courtside writes"
        for size in [1_000, nil] {
            #expect(throws: LibraryError.corruptLine(file: file, line: 3, reason: reason)) {
                try library(folder, shortReads: size).load(game.header.id)
            }
        }
    }

    @Test("a last line without its newline is a torn tail, wherever the reads end")
    func noFinalNewline() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let game = try RandomGame.make(count: 12, seed: 3, header: try Fixtures.header("chunk3"))
        let tail = "{\"clock\":99999,\"seq\":13,\"type\":\"start\",\"wall\":1}"
        try write(game, tail: tail, in: folder)
        let file = "\(folder.path)/chunk3.jsonl"
        for size in [1, 2, 5, 17, 64, nil] {
            let loaded = try library(folder, shortReads: size).load(game.header.id)
            #expect(loaded.game.events == game.events)
            #expect(loaded.warnings == [.tornTail(file: file, line: 14, byteCount: tail.utf8.count)])
            let log = try library(folder, shortReads: nil).openLog(game.header.id, chunkBytes: size)
            #expect(log.warnings == loaded.warnings)
            #expect(try streamed(log) == game.events)
        }
        // A broken last line with its newline is torn too; followed by anything, it is corrupt.
        try write(game, tail: "{\"clock\":1,\"se\n", in: folder)
        for size in [1, 3, nil] {
            #expect(try library(folder, shortReads: size).load(game.header.id).warnings.count == 1)
        }
        try write(game, tail: "{\"clock\":1,\"se\n\n", in: folder)
        for size in [1, 3, nil] {
            #expect(throws: LibraryError.corruptLine(file: file, line: 14, reason: "not valid JSON")) {
                try library(folder, shortReads: size).load(game.header.id)
            }
        }
    }

    @Test("lines ending in CR LF are read as before, across chunks")
    func crlf() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let game = try RandomGame.make(count: 10, seed: 5, header: try Fixtures.header("chunk4"))
        var bytes = try FileGameLibrary.headerLine(game.header)
        bytes.append(try FileGameLibrary.eventLines(game.events))
        let crlf = Data(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
        try crlf.write(to: URL(fileURLWithPath: "\(folder.path)/chunk4.jsonl"))
        for size in [1, 2, 7, nil] {
            let loaded = try library(folder, shortReads: size).load(game.header.id)
            #expect(loaded.game.events == game.events && loaded.warnings.isEmpty)
            let log = try library(folder, shortReads: nil).openLog(game.header.id, chunkBytes: size)
            #expect(try streamed(log) == game.events)
        }
    }

    @Test("a stored log whose good lines changed after it was read refuses to stream other events")
    func changedUnderneath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let game = try RandomGame.make(count: 10, seed: 9, header: try Fixtures.header("chunk5"))
        try write(game, in: folder)
        let file = "\(folder.path)/chunk5.jsonl"
        let log = try FileGameLibrary(folder: folder.path).openLog(game.header.id)
        // Rewritten in place, same length: event 4 becomes a line that does not parse.
        var lines = try folder.text("chunk5.jsonl").split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        lines[4] = String(repeating: "x", count: lines[4].utf8.count)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        try handle.write(contentsOf: Data(lines.joined(separator: "\n").utf8))
        try handle.close()
        var handed = 0
        #expect(
            throws: LibraryError.corruptLine(file: file, line: 5, reason: "the file changed while it was read")
        ) {
            try log.forEachEvent { _ in handed += 1 }
        }
        #expect(handed == 3)
    }
}
