import CourtsideCore
import CourtsideTesting
import Testing

/// The in-memory library's own test knobs: failing appends, unreadable games, a game locked by
/// another process, a library that cannot be read. What it shares with the files on disk is checked
/// by the store's GameLibrary contract suite, run against both.
@Suite struct InMemoryGameLibraryTests {
    private func header(_ id: String, createdMs: Int64 = 0, target: Int = 15) throws -> GameHeader {
        try GameHeader(
            id: GameID(rawValue: id)!,
            home: Team(side: .home, name: "Ballerz", playerNames: ["Shaq", "A.I.", "T-Mac"]),
            away: Team(side: .away, name: "Ringerz", playerNames: ["Hakeem", "Air Carter", "Kobe"]),
            rules: Rules(target: target, winBy: 1), createdMs: createdMs)
    }

    private func id(_ text: String) -> GameID { GameID(rawValue: text)! }

    /// Prepares, records and applies kinds as a view model would.
    @discardableResult
    private func play(_ kinds: [GameEventKind], on session: ScoringSession, wallMs: Int64 = 100) throws -> Game {
        var game = session.game
        for kind in kinds {
            for event in try game.prepare(kind, clockMs: 0, wallMs: wallMs) {
                try session.recorder.record(event)
                try game.apply(event)
            }
        }
        return game
    }

    @Test func aGameOpenForScoringIsLockedUntilClosedOrFreed() throws {
        let library = InMemoryGameLibrary()
        let session = try library.create(try header("mem2"))
        #expect(throws: LibraryError.locked(id("mem2"), file: "memory/mem2.jsonl")) {
            try library.openForScoring(id("mem2"))
        }
        #expect(throws: LibraryError.locked(id("mem2"), file: "memory/mem2.jsonl")) { try library.delete(id("mem2")) }
        session.recorder.close()
        #expect(throws: LibraryError.closed(id("mem2"))) {
            try session.recorder.record(GameEvent(sequence: 1, kind: .clockStarted, clockMs: 0, wallMs: 0))
        }
        do {
            let reopened = try library.openForScoring(id("mem2"))
            #expect(library.isLocked(id("mem2")) && !reopened.recorder.isClosed)
        }
        #expect(!library.isLocked(id("mem2")), "freeing the recorder releases the lock")
        session.recorder.close()
        try library.delete(id("mem2"))
        #expect(try library.gameIDs().isEmpty)
    }

    @Test func aGameLockedElsewhereIsRefused() throws {
        let library = InMemoryGameLibrary()
        library.insert(Game(header: try header("mem3")))
        library.setLockedElsewhere(id("mem3"))
        #expect(throws: LibraryError.locked(id("mem3"), file: "memory/mem3.jsonl")) {
            try library.openForScoring(id("mem3"))
        }
        #expect(try library.load(id("mem3")).game.events.isEmpty, "reads go on")
        library.setLockedElsewhere(id("mem3"), false)
        try library.openForScoring(id("mem3")).recorder.close()
    }

    @Test func aFailingAppendKeepsNothingAndFailsOnce() throws {
        let library = InMemoryGameLibrary()
        let session = try library.create(try header("mem4"))
        let full = LibraryError.io(file: "memory/mem4.jsonl", action: "write", reason: "No space left on device")
        library.failNextAppend = full
        let event = GameEvent(sequence: 1, kind: .clockStarted, clockMs: 0, wallMs: 0)
        #expect(throws: full) { try session.recorder.record(event) }
        #expect(library.events(of: id("mem4")) == [])
        try session.recorder.record(event)
        #expect(library.events(of: id("mem4")) == [event])
    }

    @Test func unreadableGamesAreListedAsProblemsBesideTheOthers() throws {
        let library = InMemoryGameLibrary()
        library.insert(Game(header: try header("good1")))
        let corrupt = LibraryError.corruptLine(file: "memory/bad1.jsonl", line: 3, reason: "not valid JSON")
        library.insertUnreadable(id("bad1"), error: corrupt)
        let listing = try library.list()
        #expect(listing.summaries.map(\.id) == [id("good1")])
        #expect(listing.problems == [LibraryProblem(id: id("bad1"), location: "memory/bad1.jsonl", error: corrupt)])
        #expect(throws: corrupt) { try library.load(id("bad1")) }
        #expect(throws: corrupt) { try library.openForScoring(id("bad1")) }
        #expect(corrupt.description == "memory/bad1.jsonl:3: corrupt line: not valid JSON")
        try library.delete(id("bad1"))
        #expect(try library.list().problems.isEmpty)
    }

    @Test func aLibraryThatCannotBeReadFailsTheListing() {
        let library = InMemoryGameLibrary()
        library.listError = .folderUnavailable(path: "/nope", reason: "Permission denied")
        #expect(throws: LibraryError.folderUnavailable(path: "/nope", reason: "Permission denied")) {
            try library.list()
        }
    }

    @Test func referencesResolveByIDOrUniquePrefix() throws {
        let library = InMemoryGameLibrary()
        for name in ["abc123", "abd456"] { library.insert(Game(header: try header(name))) }
        library.insertUnreadable(id("zzz1"), error: .badHeader(file: "memory/zzz1.jsonl", reason: "the file is empty"))
        #expect(try library.resolve("abc") == id("abc123"))
        #expect(try library.resolve("z") == id("zzz1"))
        #expect(throws: LibraryError.ambiguous(prefix: "ab", candidates: [id("abc123"), id("abd456")])) {
            try library.resolve("ab")
        }
        #expect(throws: LibraryError.notFound("q")) { try library.resolve("q") }
        #expect(throws: LibraryError.invalidReference("a/b")) { try library.resolve("a/b") }
    }

}
