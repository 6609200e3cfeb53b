import CourtsideCore
import CourtsideTesting
import Foundation
import Testing

@testable import CourtsideStore

/// A run on disk: appended like a game file (made whole, private, fsynced, locked while its board
/// is up), resumed with the queue as it was, a torn last line dropped, a damaged line named with
/// its number, and the library's games untouched by it.
@Suite struct RunFileTests {
    static let settings = RunSettings(
        id: GameID(rawValue: "run12345")!, createdMs: 1_000, rules: RulesPreset.fiba3x3.rules,
        rotation: .winnersStay(cap: 3), making: .balanced)

    /// Records `kinds` in one write, numbered after `state`'s, and returns the state they make.
    static func record(_ kinds: [RunEntry.Kind], on recorder: RunFileRecorder, after state: RunState) throws -> RunState
    {
        var next = state
        var entries: [RunEntry] = []
        for kind in kinds {
            let entry = RunEntry(sequence: next.nextSequence, wallMs: 2_000, kind: kind)
            try next.apply(entry)
            entries.append(entry)
        }
        _ = try recorder.record(after: state) { _ in entries }
        return next
    }

    static let evening: [RunEntry.Kind] =
        ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal"].map { .arrive(name: $0) } + [
            .team(players: ["Ann", "Dee", "Eve"]), .team(players: ["Bob", "Cy", "Flo"]),
            .start(game: GameID(rawValue: "game0001")!, home: ["Ann", "Dee", "Eve"], away: ["Bob", "Cy", "Flo"]),
            .finish(
                game: GameID(rawValue: "game0001")!, homeScore: 21, awayScore: 17, homePoints: [10, 6, 5],
                awayPoints: [7, 7, 3]),
            .leave(name: "Hal"), .arrive(name: "Ivy \"Ice\" Ö"),
        ]

    @Test func aRunIsReadBackAsItWasAndItsFileIsPrivate() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runs = RunFile(folder: folder.path + "/lib")
        let recorder = try runs.create(Self.settings)
        let state = try Self.record(Self.evening, on: recorder, after: recorder.contents.state)
        recorder.close()
        let read = try runs.read(runs.path(of: Self.settings.id))
        #expect(read.problem == nil && !read.hasTornLine)
        #expect(read.state == state)
        #expect(read.state.settings == Self.settings)
        #expect(read.state.line == ["Gus", "Bob", "Cy", "Flo", "Ivy \"Ice\" Ö"])
        #expect(read.state.holders?.players == ["Ann", "Dee", "Eve"] && read.state.streak == 1)
        let text = try folder.text("lib/run-run12345.jsonl")
        #expect(
            text.hasPrefix("{\"cap\":3,\"created\":1000,\"format\":3,\"id\":\"run12345\",\"rotation\":\"winners-stay\"")
        )
        #expect(text.contains("{\"name\":\"Hal\",\"seq\":13,\"type\":\"leave\",\"wall\":2000}\n"))
        let mode = try FileManager.default.attributesOfItem(atPath: runs.path(of: Self.settings.id))[.posixPermissions]
        #expect(mode as? Int == 0o600)
        #expect(try runs.latestOpen() == runs.path(of: Self.settings.id))
    }

    @Test func anOpenRunIsPlayingTheGameItStartedUntilItsResultIsIn() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runs = RunFile(folder: folder.path + "/lib")
        let recorder = try runs.create(Self.settings)
        let game = GameID(rawValue: "game0001")!
        let started = try Self.record(Array(Self.evening.prefix(11)), on: recorder, after: recorder.contents.state)
        #expect(runs.isPlaying(game), "started, no result yet")
        #expect(!runs.isPlaying(GameID(rawValue: "game0002")!))
        _ = try Self.record([Self.evening[11]], on: recorder, after: started)
        recorder.close()
        #expect(!runs.isPlaying(game), "its result is in")
        #expect(!RunFile(folder: folder.path + "/none").isPlaying(game), "no library: no run")
    }

    @Test func aSwapIsALineOfTwoPlayersReadBackAsTheTeamsWere() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runs = RunFile(folder: folder.path + "/lib")
        let recorder = try runs.create(Self.settings)
        let arrivals: [RunEntry.Kind] = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"].map { .arrive(name: $0) }
        let teams: [RunEntry.Kind] = [.team(players: ["Ann", "Bob", "Cy"]), .team(players: ["Dee", "Eve", "Flo"])]
        let state = try Self.record(
            arrivals + teams + [.swap(first: "Cy", second: "Dee")], on: recorder, after: recorder.contents.state)
        recorder.close()
        let read = try runs.read(runs.path(of: Self.settings.id))
        #expect(read.problem == nil && read.state == state)
        #expect(read.state.teams.map(\.players) == [["Ann", "Bob", "Dee"], ["Cy", "Eve", "Flo"]])
        #expect(
            try folder.text("lib/run-run12345.jsonl").hasSuffix(
                "{\"players\":[\"Cy\",\"Dee\"],\"seq\":9,\"type\":\"swap\",\"wall\":2000}\n"))
    }

    @Test func aRenameAndABenchAllGameAreLinesOfFormatThreeReadBackAsTheyWere() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runs = RunFile(folder: folder.path + "/lib")
        let recorder = try runs.create(Self.settings)
        var evening = Self.evening
        evening[11] = .finish(
            game: GameID(rawValue: "game0001")!, homeScore: 21, awayScore: 17, homePoints: [10, 6, 5],
            awayPoints: [7, 7, 3], dnp: ["Flo"])
        let state = try Self.record(
            evening + [.rename(from: "Bob", to: "Bobby")], on: recorder, after: recorder.contents.state)
        recorder.close()
        let read = try runs.read(runs.path(of: Self.settings.id))
        #expect(read.problem == nil && read.state == state)
        #expect(read.state.standings.first { $0.name == "Flo" }?.games == 0)
        #expect(read.state.standings.contains { $0.name == "Bobby" } && read.state.line.contains("Bobby"))
        let text = try folder.text("lib/run-run12345.jsonl")
        #expect(text.hasPrefix("{\"cap\":3,\"created\":1000,\"format\":3,"), "older courtsides refuse it by name")
        #expect(text.contains("{\"dnp\":[\"Flo\"],\"game\":\"game0001\","))
        #expect(text.hasSuffix("{\"name\":\"Bob\",\"seq\":15,\"to\":\"Bobby\",\"type\":\"rename\",\"wall\":2000}\n"))
    }

    @Test func aLatecomerJoiningTheGameIsAJoinLineReadBackWithTheirPointsCounted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runs = RunFile(folder: folder.path + "/lib")
        let recorder = try runs.create(Self.settings)
        let game = GameID(rawValue: "game0001")!
        var evening = Array(Self.evening.prefix(11))
        evening += [
            .arrive(name: "Ivy"), .join(game: game, side: .away, name: "Ivy"),
            .finish(
                game: game, homeScore: 21, awayScore: 17, homePoints: [10, 6, 5], awayPoints: [7, 7, 0, 3]),
        ]
        let state = try Self.record(evening, on: recorder, after: recorder.contents.state)
        recorder.close()
        let read = try runs.read(runs.path(of: Self.settings.id))
        #expect(read.problem == nil && read.state == state)
        #expect(read.state.standings.first { $0.name == "Ivy" }?.points == 3)
        #expect(read.state.results.first?.game.away.players == ["Bob", "Cy", "Flo", "Ivy"])
        #expect(read.state.line.last == "Ivy", "after the game the latecomer is at the back of the line")
        let text = try folder.text("lib/run-run12345.jsonl")
        #expect(
            text.contains("{\"game\":\"game0001\",\"name\":\"Ivy\",\"seq\":13,\"side\":\"away\",\"type\":\"join\","))
    }

    @Test func aTeamSizeOtherThanThreeIsInTheHeaderAndReadBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runs = RunFile(folder: folder.path + "/lib")
        let settings = RunSettings(
            id: GameID(rawValue: "run4four")!, createdMs: 1_000, rules: RulesPreset.pickup.rules, rotation: .standard,
            making: .arrival, teamSize: 5)
        let recorder = try runs.create(settings)
        recorder.close()
        #expect(try runs.read(runs.path(of: settings.id)).state.settings == settings)
        let header = try folder.text("lib/run-run4four.jsonl")
        #expect(
            header.contains("\"format\":3") && header.contains("\"teamSize\":5"), "format 3: older courtsides refuse it"
        )
    }

    @Test func theBoardHoldsTheRunAndAResumeFindsTheQueueAsItWas() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runs = RunFile(folder: folder.path)
        let recorder = try runs.create(Self.settings)
        let state = try Self.record(Self.evening, on: recorder, after: recorder.contents.state)
        let path = runs.path(of: Self.settings.id)
        #expect(throws: LibraryError.io(file: path, action: "open", reason: "the run is open in another courtside")) {
            try runs.open(path)
        }
        // A crash: the process goes, the kernel drops the lock; the next board resumes.
        recorder.close()
        let resumed = try runs.open(path)
        #expect(resumed.contents.state == state)
        let ended = try Self.record([.end], on: resumed, after: state)
        #expect(ended.isEnded)
        #expect(try runs.latestOpen() == nil, "an ended run is not resumed")
    }

    @Test func aTornLastLineIsLeftOutAndCutOffByTheNextAppend() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runs = RunFile(folder: folder.path)
        let recorder = try runs.create(Self.settings)
        let state = try Self.record(Array(Self.evening.prefix(9)), on: recorder, after: recorder.contents.state)
        recorder.close()
        // Every cut of a line a crash could leave: a torn write is dropped, the rest stands.
        let whole = try folder.text("run-run12345.jsonl")
        let line = "{\"players\":[\"Bob\",\"Cy\",\"Flo\"],\"seq\":10,\"type\":\"team\",\"wall\":2000}"
        for cut in [1, 10, line.count - 1, line.count] {
            try folder.write(whole + line.prefix(cut), to: "run-run12345.jsonl")
            let read = try runs.read(runs.path(of: Self.settings.id))
            #expect(read.problem == nil && read.hasTornLine && read.state == state, "cut at \(cut)")
        }
        let resumed = try runs.open(runs.path(of: Self.settings.id))
        let next = try Self.record([.team(players: ["Bob", "Cy", "Flo"])], on: resumed, after: state)
        resumed.close()
        #expect(try folder.text("run-run12345.jsonl") == whole + line + "\n")
        #expect(try runs.read(runs.path(of: Self.settings.id)).state == next)
    }

    @Test func aDamagedLineIsNamedWithItsNumberAndTheGamesStillLoad() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(GameFixtures.header())
        session.recorder.close()
        let runs = RunFile(folder: folder.path)
        let recorder = try runs.create(Self.settings)
        let state = try Self.record(Array(Self.evening.prefix(3)), on: recorder, after: recorder.contents.state)
        recorder.close()
        let whole = try folder.text("run-run12345.jsonl")
        let path = runs.path(of: Self.settings.id)
        let damaged: [(String, String)] = [
            ("{\"seq\":4,\"type\":\"arrive\"", "not a run line (JSON)"),
            (
                "{\"seq\":4,\"type\":\"jump\",\"wall\":1}",
                "a \"jump\" line needs a type of arrive, leave, team, disband, swap, rename, teams, start, join, finish or end"
            ),
            ("{\"name\":\"ann\",\"seq\":4,\"type\":\"arrive\",\"wall\":1}", "ann is here already"),
            ("{\"name\":\"Dee\",\"seq\":9,\"type\":\"arrive\",\"wall\":1}", "line number 9 where 4 was due"),
        ]
        for (line, reason) in damaged {
            try folder.write(
                whole + line + "\n{\"name\":\"Eve\",\"seq\":5,\"type\":\"arrive\",\"wall\":1}\n",
                to: "run-run12345.jsonl")
            let read = try runs.read(path)
            #expect(read.problem == .corruptLine(file: path, line: 5, reason: reason))
            #expect(read.state == state, "the lines before it count")
            #expect(throws: LibraryError.corruptLine(file: path, line: 5, reason: reason)) { try runs.open(path) }
        }
        let listing = try library.list()
        #expect(listing.summaries.count == 1 && listing.problems.isEmpty, "a run is never a game, nor a problem")
        try folder.write("{\"format\":1,\"run\":\"something else\"}\n", to: "run-run12345.jsonl")
        #expect(throws: LibraryError.badHeader(file: path, reason: "not a courtside run (JSON with its settings)")) {
            try runs.read(path)
        }
    }

    /// A hostile `finish` (points past Int64 once summed, a score no game holds) is a damaged line
    /// named with its number, the lines before it kept: never a crash of whatever reads the
    /// library's runs (`runs()`, `latestOpen()`, `isPlaying`), which read every run file.
    @Test func aFinishWhoseNumbersNoGameHoldsIsADamagedLineNotACrash() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runs = RunFile(folder: folder.path)
        let recorder = try runs.create(Self.settings)
        let started = try Self.record(Array(Self.evening.prefix(11)), on: recorder, after: recorder.contents.state)
        recorder.close()
        let whole = try folder.text("run-run12345.jsonl")
        let path = runs.path(of: Self.settings.id)
        let finish = #"{"game":"game0001","seq":12,"type":"finish","wall":1,"#
        let hostile: [(String, String)] = [
            (
                finish + #""points":[[9223372036854775807,1,0],[0,0,0]],"score":[5,0]}"#,
                "points 9223372036854775807 is out of range (0 to \(RunResult.maximumScore))"
            ),
            (
                finish + #""points":[[4611686018427387904,4611686018427387904,0],[0,0,0]],"score":[0,1]}"#,
                "points 4611686018427387904 is out of range (0 to \(RunResult.maximumScore))"
            ),
            (
                finish + #""points":[[100000000,0,0],[0,0,0]],"score":[100000000,0]}"#,
                "score 100000000 is out of range (0 to \(RunResult.maximumScore))"
            ),
            (finish + #""points":[[1,0,0],[0,0,0]],"score":[1,-1]}"#, "score -1 is out of range (0 to 99999999)"),
            (
                finish + #""points":[[1,0,0,0,0,0,0,0,0],[0,0,0]],"score":[1,0]}"#,
                "points [home] has 9 numbers; a team has at most \(Team.maxSize) players"
            ),
        ]
        for (line, reason) in hostile {
            try folder.write(whole + line + "\n", to: "run-run12345.jsonl")
            let read = try runs.read(path)
            #expect(read.problem == .corruptLine(file: path, line: 13, reason: reason), "\(line)")
            #expect(read.state == started, "the lines before it count")
            #expect(try runs.runs() == [path])
            #expect(try runs.latestOpen() == path, "open, and named when the board opens it")
            #expect(runs.isPlaying(GameID(rawValue: "game0001")!))
            #expect(throws: LibraryError.corruptLine(file: path, line: 13, reason: reason)) { try runs.open(path) }
        }
    }

    /// A key twice in a run line (or its header) means one thing to courtside and another to jq
    /// or Python: refused as a game file refuses it, naming the key.
    @Test func aKeyTwiceInARunLineIsADamagedLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let runs = RunFile(folder: folder.path)
        let recorder = try runs.create(Self.settings)
        let state = try Self.record(Array(Self.evening.prefix(3)), on: recorder, after: recorder.contents.state)
        recorder.close()
        let whole = try folder.text("run-run12345.jsonl")
        let path = runs.path(of: Self.settings.id)
        try folder.write(
            whole + #"{"name":"Dee","seq":4,"type":"arrive","wall":1,"\u006eame":"Zed"}"# + "\n",
            to: "run-run12345.jsonl")
        let read = try runs.read(path)
        let reason = "the key \"name\" appears twice (other tools would read the last, courtside the first)"
        #expect(read.problem == .corruptLine(file: path, line: 5, reason: reason))
        #expect(read.state == state)
        let header = whole.prefix { $0 != "\n" }
        try folder.write(header.dropLast() + #","teams":"random"}"# + "\n", to: "run-run12345.jsonl")
        #expect(
            throws: LibraryError.badHeader(
                file: path,
                reason: "the key \"teams\" appears twice (other tools would read the last, courtside the first)")
        ) { try runs.read(path) }
    }
}
