import CourtsideCore
import CourtsideFileFormat
import CourtsideStore
import Foundation
import Testing

/// Torn tails, corrupt lines, unknown versions and bad headers: clear errors naming the file and
/// line, never a crash, and the rest of the library still lists.
@Suite struct BadFileTests {
    /// A library in `folder` holding game `id` with the mixed events, closed.
    private func savedGame(_ id: String, in folder: TemporaryFolder) throws -> FileGameLibrary {
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header(id))
        try Fixtures.play(Fixtures.mixed, on: session)
        session.recorder.close()
        return library
    }

    /// Replaces line `number` (1-based) of a file.
    private func replaceLine(_ number: Int, of name: String, in folder: TemporaryFolder, with text: String) throws {
        var lines = try folder.text(name).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[number - 1] = text
        try folder.write(lines.joined(separator: "\n"), to: name)
    }

    @Test func aTornLastLineIsSkippedWithAWarningAndRepairedOnTheNextAppend() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try savedGame("torn1", in: folder)
        let intact = try folder.contents("torn1.jsonl")
        let tail = "{\"clock\":1000,\"seq\":10,\"ty"
        try folder.append(tail, to: "torn1.jsonl")

        let loaded = try library.load(Fixtures.id("torn1"))
        #expect(loaded.game.events.count == 9, "every complete event loads")
        #expect(loaded.warnings == [.tornTail(file: loaded.location, line: 11, byteCount: tail.utf8.count)])
        #expect(loaded.warnings.first?.description.contains("torn1.jsonl:11") == true)
        #expect(try library.list().summaries.first?.warnings == loaded.warnings)

        let session = try Fixtures.onceUnlocked { try library.openForScoring(Fixtures.id("torn1")) }
        #expect(session.warnings == loaded.warnings)
        #expect(
            try folder.contents("torn1.jsonl") == intact + Data(tail.utf8),
            "opening alone changes nothing")
        let played = try Fixtures.play([.move(PlayerID(side: .home, number: 1), .onePoint)], on: session)
        session.recorder.close()

        let repaired = try library.load(Fixtures.id("torn1"))
        #expect(repaired.warnings.isEmpty)
        #expect(repaired.game.events == played.events)
        #expect(try folder.contents("torn1.jsonl").prefix(intact.count) == intact)
    }

    @Test func aCompleteLastLineWithoutItsNewlineIsStillTorn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try savedGame("torn2", in: folder)
        try folder.append("{\"clock\":1000,\"seq\":10,\"type\":\"start\",\"wall\":1}", to: "torn2.jsonl")
        let loaded = try library.load(Fixtures.id("torn2"))
        #expect(loaded.game.events.count == 9)
        #expect(loaded.warnings.count == 1)
    }

    @Test func anUnparsableLastLineIsTreatedAsTorn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try savedGame("torn3", in: folder)
        try folder.append("\0\0\0\0\n", to: "torn3.jsonl")
        let session = try Fixtures.onceUnlocked { try library.openForScoring(Fixtures.id("torn3")) }
        #expect(session.warnings == [.tornTail(file: session.location, line: 11, byteCount: 5)])
        try Fixtures.play([.clockStarted], on: session)
        session.recorder.close()
        let loaded = try library.load(Fixtures.id("torn3"))
        #expect(loaded.warnings.isEmpty && loaded.game.events.count == 10)
    }

    @Test func aCorruptMiddleLineNamesTheFileAndLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try savedGame("mid1", in: folder)
        try replaceLine(4, of: "mid1.jsonl", in: folder, with: "{\"seq\":3,\"type\":\"move\"")
        let file = folder.path + "/mid1.jsonl"
        let error = LibraryError.corruptLine(file: file, line: 4, reason: "not valid JSON")
        #expect(throws: error) { try library.load(Fixtures.id("mid1")) }
        #expect(throws: error) { try Fixtures.onceUnlocked { try library.openForScoring(Fixtures.id("mid1")) } }
        #expect(error.description.hasPrefix("\(file):4: corrupt line"))
    }

    /// Issue 28: `JSONDecoder` kept the first of two equal keys where jq and Python keep the
    /// last, so a line meant one thing here and another everywhere else.
    @Test(arguments: [
        (#"{"clock":200,"move":"2pt","player":"home.1","seq":2,"type":"move","wall":1,"clock":9000}"#, "clock"),
        (#"{"clock":200,"move":"2pt","player":"home.1","player":"away.3","seq":2,"type":"move","wall":1}"#, "player"),
        (#"{"clock":200,"move":"2pt","player":"home.1","seq":2,"type":"move","\u0077all":5,"wall":1}"#, "wall"),
    ])
    func aKeyTwiceIsADamagedLineNamedWithItsNumber(line: String, key: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try savedGame("dup1", in: folder)
        try replaceLine(3, of: "dup1.jsonl", in: folder, with: line)
        let error = LibraryError.corruptLine(
            file: folder.path + "/dup1.jsonl", line: 3,
            reason: "the key \"\(key)\" appears twice (other tools would read the last, courtside the first)")
        #expect(throws: error) { try library.load(Fixtures.id("dup1")) }
        #expect(throws: error) { try Fixtures.onceUnlocked { try library.openForScoring(Fixtures.id("dup1")) } }
        #expect(try library.list().problems.map(\.error) == [error])
    }

    @Test func aKeyTwiceInTheHeaderIsABadHeader() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try savedGame("dup2", in: folder)
        let header = try folder.text("dup2.jsonl").split(separator: "\n")[0]
        // The same key twice in a nested object (the rules), and nothing else changed.
        try replaceLine(
            1, of: "dup2.jsonl", in: folder,
            with: header.replacingOccurrences(of: #""winBy":2"#, with: #""winBy":2,"winBy":1"#))
        #expect(header.contains(#""winBy":2"#))
        let file = folder.path + "/dup2.jsonl"
        #expect(
            throws: LibraryError.badHeader(
                file: file,
                reason: "the key \"winBy\" appears twice (other tools would read the last, courtside the first)")
        ) {
            try FileGameLibrary(folder: folder.path).load(Fixtures.id("dup2"))
        }
    }

    @Test func equalKeysInDifferentObjectsAreNotDuplicates() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try savedGame("dup3", in: folder)
        #expect(try library.load(Fixtures.id("dup3")).game.events.count == 9, "name, id and side in both teams")
    }

    @Test func aMiddleLineMissingAFieldSaysWhichField() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try savedGame("mid2", in: folder)
        try replaceLine(3, of: "mid2.jsonl", in: folder, with: "{\"clock\":200,\"seq\":2,\"type\":\"move\",\"wall\":1}")
        #expect(
            throws: LibraryError.corruptLine(
                file: folder.path + "/mid2.jsonl", line: 3, reason: "missing field \"player\"")
        ) {
            try library.load(Fixtures.id("mid2"))
        }
    }

    @Test func aLogTheRulesRefuseNamesTheLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try savedGame("rule1", in: folder)
        try replaceLine(
            5, of: "rule1.jsonl", in: folder, with: "{\"clock\":400,\"seq\":7,\"type\":\"undo\",\"wall\":1}")
        #expect(
            throws: LibraryError.rejectedEvent(
                file: folder.path + "/rule1.jsonl", line: 5, error: .outOfSequence(expected: 4, got: 7))
        ) {
            try library.load(Fixtures.id("rule1"))
        }
    }

    @Test func anUnknownFormatVersionIsNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try savedGame("ver1", in: folder)
        let header = try folder.text("ver1.jsonl").split(separator: "\n")[0]
        #expect(header.hasPrefix("{\"format\":2,"), "new pickup games are written as version 2")
        try replaceLine(
            1, of: "ver1.jsonl", in: folder, with: header.replacingOccurrences(of: "\"format\":2", with: "\"format\":9")
        )
        let error = LibraryError.unknownFormat(
            file: folder.path + "/ver1.jsonl", version: 9, reads: GameFileFormat.readable)
        #expect(throws: error) { try library.load(Fixtures.id("ver1")) }
        #expect(error.description.contains("ver1.jsonl:1: unknown format version 9"))
        #expect(error.description.hasSuffix("a newer courtside wrote it"))
    }

    @Test func aVersionOneFileStillLoadsAndTakesCorrections() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try savedGame("old1", in: folder)
        let header = try folder.text("old1.jsonl").split(separator: "\n")[0]
        try replaceLine(
            1, of: "old1.jsonl", in: folder, with: header.replacingOccurrences(of: "\"format\":2", with: "\"format\":1")
        )
        let loaded = try library.load(Fixtures.id("old1"))
        let play = try #require(loaded.game.state.playsInOrder.last { $0.counts })
        let session = try library.openForScoring(Fixtures.id("old1"))
        defer { session.recorder.close() }
        let events = try session.game.prepare(.void(play: play.sequence), clockMs: 0, wallMs: 0)
        try session.recorder.record(events)
        let reloaded = try library.load(Fixtures.id("old1"))
        #expect(reloaded.game.state.plays[play.sequence]?.isDeleted == true)
        #expect(try folder.text("old1.jsonl").hasPrefix("{\"format\":1,"), "nothing already written changes")
    }

    @Test(arguments: [
        ("", "the file is empty"),
        ("{\"format\":1,\"id\":\"bad1\"", "the header line is incomplete (no newline)"),
        ("[1,2]\n", "not a JSON object"),
        ("{\"format\":1,\"id\":\"bad1\"\n", "not valid JSON"),
        ("{\"id\":\"bad1\"}\n", "no \"format\" field"),
        ("{\"format\":1,\"id\":\"bad1\"}\n", "missing field \"home\""),
    ])
    func aBadHeaderIsNamed(content: String, reason: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(content, to: "bad1.jsonl")
        let library = FileGameLibrary(folder: folder.path)
        #expect(throws: LibraryError.self) { try library.load(Fixtures.id("bad1")) }
        do {
            _ = try library.load(Fixtures.id("bad1"))
        } catch {
            guard case .badHeader(let file, _) = error else {
                Issue.record("expected a bad header, got \(error)")
                return
            }
            #expect(file == folder.path + "/bad1.jsonl")
            #expect(error.description.hasPrefix("\(file):1: bad header"))
            #expect(error == .badHeader(file: file, reason: reason))
        }
    }

    @Test("a bad team name points at the team's name field, a bad player name at its players")
    func aBadNameNamesItsField() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try savedGame("name1", in: folder)
        let header = try folder.text("name1.jsonl").split(separator: "\n")[0]
        let long = String(repeating: "x", count: 41)
        try replaceLine(
            1, of: "name1.jsonl", in: folder, with: header.replacingOccurrences(of: "\"Ballerz\"", with: "\"\(long)\""))
        let library = FileGameLibrary(folder: folder.path)
        do {
            _ = try library.load(Fixtures.id("name1"))
            Issue.record("a 41-character team name was accepted")
        } catch {
            #expect(error.description.contains("home.name"), "\(error)")
            #expect(error.description.contains("home team name is longer than 40 characters"), "\(error)")
        }
        try replaceLine(
            1, of: "name1.jsonl", in: folder, with: header.replacingOccurrences(of: "\"A.I.\"", with: "\"A.\\u202eI.\"")
        )
        do {
            _ = try library.load(Fixtures.id("name1"))
            Issue.record("a bidi override in a player's name was accepted")
        } catch {
            #expect(error.description.contains("home.players"), "\(error)")
            #expect(error.description.contains("U+202E"), "\(error)")
        }
    }

    @Test func aHeaderForAnotherGameIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try savedGame("orig1", in: folder)
        try FileManager.default.copyItem(atPath: folder.path + "/orig1.jsonl", toPath: folder.path + "/copy1.jsonl")
        #expect(
            throws: LibraryError.badHeader(
                file: folder.path + "/copy1.jsonl", reason: "id \"orig1\" does not match the file name")
        ) {
            try FileGameLibrary(folder: folder.path).load(Fixtures.id("copy1"))
        }
    }

    @Test func oneCorruptFileDoesNotHideTheOthers() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try savedGame("good1", in: folder)
        _ = try savedGame("good2", in: folder)
        _ = try savedGame("broken1", in: folder)
        try replaceLine(3, of: "broken1.jsonl", in: folder, with: "garbage")
        try folder.write("{\"format\":9}\n", to: "future1.jsonl")

        let listing = try library.list()
        #expect(Set(listing.summaries.map(\.id.rawValue)) == ["good1", "good2"])
        #expect(listing.problems.map(\.id.rawValue) == ["broken1", "future1"])
        #expect(
            listing.problems[0].error
                == .corruptLine(
                    file: folder.path + "/broken1.jsonl", line: 3, reason: "not valid JSON"))
        #expect(
            listing.problems[1].error
                == .unknownFormat(file: folder.path + "/future1.jsonl", version: 9, reads: GameFileFormat.readable))
        #expect(listing.problems[0].location == folder.path + "/broken1.jsonl")
        try Fixtures.onceUnlocked { try library.delete(Fixtures.id("broken1")) }
        #expect(try library.list().problems.count == 1, "a broken game can be deleted")
    }
}
