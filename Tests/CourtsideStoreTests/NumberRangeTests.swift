import CourtsideCore
import CourtsideFileFormat
import CourtsideStore
import Foundation
import Testing

/// Numbers in game files that do not fit, or fit but make no sense: a corrupt line naming the file,
/// the line and the field, never a crash, and every other game still lists.
@Suite struct NumberRangeTests {
    /// A library with one good game, `good1`, and game `id` whose only event line is `line`.
    private func library(with line: String, as id: String, in folder: TemporaryFolder) throws -> FileGameLibrary {
        let library = FileGameLibrary(folder: folder.path)
        try library.create(try Fixtures.header("good1")).recorder.close()
        try library.create(try Fixtures.header(id)).recorder.close()
        try folder.append(line + "\n", to: "\(id).jsonl")
        return library
    }

    @Test(arguments: [
        // Too many digits for any integer: once an overflow trap in the fast reader.
        (#"{"clock":9999999999999999999,"seq":1,"type":"start","wall":1}"#, "clock"),
        (#"{"clock":0,"seq":9999999999999999999,"type":"start","wall":1}"#, "seq"),
        (#"{"clock":0,"seq":1,"type":"start","wall":9999999999999999999}"#, "wall"),
        (#"{"clock":0,"seq":1,"type":"start","wall":-9999999999999999999}"#, "wall"),
        // They fit, but no game is 100 hours long, or played after the year 9999.
        (#"{"clock":100000000000000000,"seq":1,"type":"start","wall":1}"#, "clock"),
        (#"{"clock":9223372036854775807,"seq":1,"type":"start","wall":1}"#, "clock"),
        (#"{"clock":360000001,"seq":1,"type":"start","wall":1}"#, "clock"),
        (#"{"clock":-1,"seq":1,"type":"start","wall":1}"#, "clock"),
        (#"{"clock":0,"seq":0,"type":"start","wall":1}"#, "seq"),
        (#"{"clock":0,"seq":-3,"type":"start","wall":1}"#, "seq"),
        (#"{"clock":0,"seq":1,"type":"start","wall":253402300800000}"#, "wall"),
        (#"{"clock":0,"seq":1,"type":"start","wall":-1}"#, "wall"),
        (#"{"clock":1.5,"seq":1,"type":"start","wall":1}"#, "clock"),
    ])
    func aNumberOutOfRangeIsACorruptLineNamingItsField(line: String, field: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try library(with: line, as: "num1", in: folder)
        let file = library.path(of: Fixtures.id("num1"))
        let listing = try library.list()
        #expect(listing.summaries.map(\.id.rawValue) == ["good1"], "every other game still lists")
        let problem = try #require(listing.problems.first)
        guard case .corruptLine(let at, let number, let reason) = problem.error else {
            Issue.record("expected a corrupt line, got \(problem.error)")
            return
        }
        #expect(at == file && number == 2)
        #expect(reason.hasPrefix("field \"\(field)\""), "\(reason)")
        #expect(throws: LibraryError.self) { try library.load(Fixtures.id("num1")) }
        #expect(throws: LibraryError.self) { try library.openForScoring(Fixtures.id("num1")) }
        #expect(try library.mostRecentUnfinished().id == Fixtures.id("good1"))
    }

    @Test func theMessageSaysTheRange() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try library(
            with: #"{"clock":100000000000000000,"seq":1,"type":"start","wall":1}"#, as: "num2", in: folder)
        #expect(
            throws: LibraryError.corruptLine(
                file: library.path(of: Fixtures.id("num2")), line: 2,
                reason: "field \"clock\": must be 0 to 360000000 ms (100 hours), not 100000000000000000")
        ) {
            try library.load(Fixtures.id("num2"))
        }
    }

    @Test func aNegativeClockNamesTheClock() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try library(with: #"{"clock":-5,"seq":1,"type":"start","wall":1}"#, as: "num3", in: folder)
        #expect(
            throws: LibraryError.corruptLine(
                file: library.path(of: Fixtures.id("num3")), line: 2,
                reason: "field \"clock\": must be 0 to 360000000 ms (100 hours), not -5")
        ) {
            try library.load(Fixtures.id("num3"))
        }
    }

    @Test func aCreatedTimeOutOfRangeIsABadHeader() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        try library.create(try Fixtures.header("hdr1")).recorder.close()
        let text = try folder.text("hdr1.jsonl").replacingOccurrences(
            of: "\"created\":1000", with: "\"created\":99999999999999999999")
        try folder.write(text, to: "hdr1.jsonl")
        #expect(throws: LibraryError.self) { try library.load(Fixtures.id("hdr1")) }
        guard case .badHeader(_, let reason)? = try library.list().problems.first?.error else {
            Issue.record("expected a bad header")
            return
        }
        #expect(reason.hasPrefix("field \"created\""))
    }

    @Test(arguments: [
        ("\"format\":2", "\"format\":99999999999999999999", "format"),
        ("\"target\":15", "\"target\":99999999999999999999", "rules.target"),
        ("\"winBy\":2", "\"winBy\":1.5", "rules.winBy"),
        // Issue 28: refusals by the rules themselves all named rules.target.
        ("\"winBy\":2", "\"winBy\":0", "rules.winBy"),
        ("\"winBy\":2", "\"winBy\":2,\"cap\":3", "rules.cap"),
    ])
    func aHeaderNumberNoIntegerHoldsNamesItsField(good: String, bad: String, field: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        try library.create(try Fixtures.header("big1")).recorder.close()
        let text = try folder.text("big1.jsonl")
        #expect(text.contains(good))
        try folder.write(text.replacingOccurrences(of: good, with: bad), to: "big1.jsonl")
        guard case .badHeader(_, let reason)? = try library.list().problems.first?.error else {
            Issue.record("expected a bad header")
            return
        }
        #expect(reason.hasPrefix("field \"\(field)\""), "\(reason)")
    }

    @Test(arguments: [0, -1])
    func aVersionBelowOneIsUnknownNotNewer(version: Int) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("{\"format\":\(version),\"id\":\"ver0\"}\n", to: "ver0.jsonl")
        let library = FileGameLibrary(folder: folder.path)
        let error = LibraryError.unknownFormat(
            file: library.path(of: Fixtures.id("ver0")), version: version, reads: GameFileFormat.readable)
        #expect(throws: error) { try library.load(Fixtures.id("ver0")) }
        #expect(
            error.description.hasSuffix(
                ":1: unknown format version \(version) (this courtside reads versions 1 to \(GameFileFormat.version))")
        )
        #expect(!error.description.contains("newer"))
        #expect(
            LibraryError.unknownFormat(file: "f", version: GameFileFormat.version + 1, reads: GameFileFormat.readable)
                .description.hasSuffix(
                    "a newer courtside wrote it"))
    }

    @Test func recordRefusesAnEventOutsideTheRangesAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("rec1"))
        let before = try folder.contents("rec1.jsonl")
        #expect(throws: LibraryError.self) {
            try session.recorder.record(GameEvent(sequence: 1, kind: .clockStarted, clockMs: 360_000_001, wallMs: 1))
        }
        #expect(try folder.contents("rec1.jsonl") == before)
        try session.recorder.record(GameEvent(sequence: 1, kind: .clockStarted, clockMs: 360_000_000, wallMs: 1))
        session.recorder.close()
        #expect(try library.load(Fixtures.id("rec1")).game.state.clockMs == 360_000_000)
    }
}
