import CourtsideCore
import CourtsideReports
import CourtsideTesting
import Testing

@testable import CourtsideViewModels

/// The run board's view model over an in-memory run recorder and library, with a manual clock:
/// players arrive and leave, teams are made, the next game starts, and a finished game's result
/// moves the queue (winners stay, the cap, both off) before the next game starts.
@MainActor
@Suite("The run board")
struct RunViewModelTests {
    @MainActor
    final class Harness {
        let recorder = InMemoryRunRecorder()
        let library = InMemoryGameLibrary()
        let time = ManualTimeSource()
        let board: RunViewModel
        let players: MemoryRunPlayers
        static let rules = try! Rules(target: 7, winBy: 1)

        init(_ rotation: RunRotation = .standard, names: [String] = [], known: [String] = [], teamSize: Int = 3) {
            let settings = RunSettings(
                id: GameID(rawValue: "run00001")!, createdMs: 0, rules: Self.rules,
                rotation: rotation, making: .arrival, teamSize: teamSize)
            players = MemoryRunPlayers(library)
            board = RunViewModel(
                state: RunState(settings: settings), recorder: recorder, library: library, timeSource: time,
                players: players, knownNames: known)
            if !names.isEmpty { board.arrive(names) }
        }

        func type(_ text: String) {
            for character in text { board.handle(character == " " ? .space : .character(character)) }
        }

        /// Enter: the game due, opened for scoring.
        func play() -> ScoringSession? {
            board.handle(.enter)
            guard case .play(let session) = board.takeAction() else { return nil }
            return session
        }

        /// The game won by `side` 7-0 (its first player scores every point).
        func win(_ session: ScoringSession, by side: Side) throws -> Game {
            var game = session.takeGame()
            let shooter = PlayerID(side: side, number: 1)
            try GameFixtures.play(&game, Array(repeating: .move(shooter, .onePoint), count: 7))
            #expect(game.state.isFinished)
            return game
        }

        /// `kinds` scored on `session`'s game as a board scores them: recorded in the library, then
        /// applied; the game as it then stands (the session keeps its lock until closed).
        func score(_ session: ScoringSession, _ kinds: [GameEventKind]) throws -> Game {
            var game = session.takeGame()
            for kind in kinds {
                let events = try game.prepare(kind, clockMs: 0, wallMs: time.wallMs)
                try session.recorder.record(events)
                for event in events { _ = try game.apply(event) }
            }
            return game
        }
    }

    static let nine = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal", "Ivy"]

    @Test("arrivals make teams in order; Enter starts the game due, recorded before it opens")
    func firstGame() throws {
        let h = Harness(names: Self.nine)
        #expect(h.board.queue.value.lines == ["next  Team Gus: Gus, Hal, Ivy"])
        #expect(h.board.court.value.title == "Game 1 · next")
        let session = try #require(h.play())
        #expect(session.game.header.home.name == "Team Ann")
        #expect(session.game.header.away.players.map(\.name) == ["Dee", "Eve", "Flo"])
        #expect(session.game.header.rules == Harness.rules)
        guard case .start(let id, _, _) = h.recorder.entries.last?.kind else {
            Issue.record("no start recorded")
            return
        }
        #expect(id == session.game.header.id)
        #expect(h.board.court.value.title == "Game 1 · being played · \(id)")
    }

    @Test("at FINAL the result is in, the winners stay and the next team walks on")
    func winnersStayToTheNextGame() throws {
        let h = Harness(names: Self.nine)
        let first = try #require(h.play())
        h.board.gameClosed(try h.win(first, by: .home))
        #expect(h.board.state.results.count == 1)
        #expect(h.board.status.value == "game 1: Team Ann won 7-0")
        let second = try #require(h.board.startNextGame())
        #expect(second.game.header.home.name == "Team Ann" && second.game.header.away.name == "Team Gus")
        h.board.gameClosed(try h.win(second, by: .away))
        let third = try #require(h.board.startNextGame())
        #expect(third.game.header.home.name == "Team Gus" && third.game.header.away.name == "Team Dee")
        #expect(h.board.results.value.lines.first?.hasPrefix("2   Team Ann 0 - 7 Team Gus") == true)
        #expect(h.board.standings.value[0].name == "Gus", "most wins first, then fewest losses, then points")
        #expect(
            h.board.standings.value.contains { $0.name == "Gus" && $0.wins == 1 && $0.losses == 0 && $0.points == 7 })
    }

    @Test("teams of four: the game's teams have a bench player each, and a bench player's points count for the night")
    func teamsOfFour() throws {
        let h = Harness(names: Self.nine, teamSize: 4)
        let session = try #require(h.play())
        #expect(session.game.header.home.players.map(\.name) == ["Ann", "Bob", "Cy", "Dee"])
        #expect(session.game.header.away.players.map(\.name) == ["Eve", "Flo", "Gus", "Hal"])
        var game = session.takeGame()
        let ann = PlayerID(side: .home, number: 1)
        let dee = PlayerID(side: .home, number: 4)
        try GameFixtures.play(&game, [.move(ann, .onePoint), .substitution(off: ann, on: dee)])
        try GameFixtures.play(&game, Array(repeating: .move(dee, .onePoint), count: 6))
        #expect(game.state.isFinished)
        h.board.gameClosed(game)
        let result = try #require(h.board.state.results.first)
        #expect(result.homePoints == [1, 0, 0, 6] && result.homeScore == 7)
        #expect(h.board.state.standings.first { $0.name == "Dee" }?.points == 6)
    }

    @Test("with a cap of one, both sets of winners go off; both off plays the next two teams")
    func capAndBothOff() throws {
        let capped = Harness(.winnersStay(cap: 1), names: Self.nine)
        capped.board.gameClosed(try capped.win(try #require(capped.play()), by: .home))
        let next = try #require(capped.board.startNextGame())
        #expect(next.game.header.home.name == "Team Gus" && next.game.header.away.name == "Team Dee")
        let both = Harness(.bothOff, names: Self.nine)
        both.board.gameClosed(try both.win(try #require(both.play()), by: .away))
        let after = try #require(both.board.startNextGame())
        #expect(after.game.header.home.name == "Team Gus" && after.game.header.away.name == "Team Ann")
    }

    @Test("a game quit before FINAL stays the game being played; Enter goes back to it")
    func unfinishedGame() throws {
        let h = Harness(names: Self.nine)
        let session = try #require(h.play())
        let id = session.game.header.id
        session.recorder.close()
        h.board.gameClosed(session.takeGame())
        #expect(h.board.state.game?.id == id && h.board.state.results.isEmpty)
        let again = try #require(h.play())
        #expect(again.game.header.id == id)
    }

    @Test("latecomers are typed (a pasted list, Tab completes); a player leaves; a player on court cannot")
    func typing() throws {
        let h = Harness(names: Array(Self.nine.prefix(7)), known: ["Hal", "Harriet", "Ivy"])
        h.board.handle(.character("a"))
        h.type("Iv")
        h.board.handle(.tab)
        h.type(", Ha")
        h.board.handle(.tab)
        #expect(h.board.status.value.hasSuffix(": Ivy, Ha▏"), "two names start Ha: nothing completed")
        h.type("l")
        h.board.handle(.enter)
        #expect(h.board.status.value == "Ivy, Hal are here")
        #expect(h.board.state.teams.count == 3 && h.board.state.line.isEmpty)
        let session = try #require(h.play())
        h.board.handle(.character("x"))
        h.type("ann")
        h.board.handle(.enter)
        #expect(h.board.status.value == "Ann is playing game \(session.game.header.id): they can leave once it is over")
        h.board.handle(.character("x"))
        h.type("hal")
        h.board.handle(.enter)
        #expect(h.board.status.value == "Hal has gone")
        #expect(h.board.state.teams.first?.players == ["Gus", "Ivy"])
        #expect(h.board.queue.value.lines == ["next  Team Gus: Gus, Ivy (short)"])
        h.board.handle(.character("a"))
        h.type("Bob")
        h.board.handle(.escape)
        #expect(h.board.status.value == "nothing changed")
    }

    @Test("s: two players typed (Tab completes) change places, recorded; one name or a player on court changes nothing")
    func swapping() throws {
        let h = Harness(names: Self.nine)
        h.board.handle(.character("s"))
        h.type("ann, G")
        h.board.handle(.tab)
        #expect(h.board.status.value.hasSuffix(": ann, Gus▏"))
        h.board.handle(.enter)
        #expect(h.board.status.value == "Ann and Gus have changed places")
        #expect(h.recorder.entries.last?.kind == .swap(first: "Ann", second: "Gus"))
        #expect(h.board.queue.value.lines == ["next  Team Ann: Ann, Hal, Ivy"])
        let entries = h.recorder.entries.count
        h.board.handle(.character("s"))
        h.type("Bob")
        h.board.handle(.enter)
        #expect(h.board.status.value == "two names, a comma between: nothing changed")
        let session = try #require(h.play())
        #expect(session.game.header.home.players.map(\.name) == ["Gus", "Bob", "Cy"])
        h.board.handle(.character("s"))
        h.type("Bob, Hal")
        h.board.handle(.enter)
        #expect(h.board.status.value == "Bob is playing game \(session.game.header.id): teams change once it is over")
        #expect(h.recorder.entries.count == entries + 1, "only the start was recorded")
    }

    /// Issue 43: `s` then `jose, gus` said "nobody called jose is here" with José here.
    @Test("s, x and N find a player typed without accents or capitals; Jose and José both here is ambiguous")
    func accentsAndCapitals() throws {
        let h = Harness(names: ["José", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal", "Zoë"])
        h.board.handle(.character("s"))
        h.type("jose, gus")
        h.board.handle(.enter)
        #expect(h.board.status.value == "José and Gus have changed places")
        #expect(h.recorder.entries.last?.kind == .swap(first: "José", second: "Gus"), "recorded as spelled")
        h.board.handle(.character("N"))
        h.type("ZOE, Zoë Smith")
        h.board.handle(.enter)
        #expect(h.board.status.value == "Zoë is now Zoë Smith")
        h.board.handle(.character("x"))
        h.type("zoe smith")
        h.board.handle(.enter)
        #expect(h.board.status.value == "Zoë Smith has gone")
        h.board.handle(.character("s"))
        h.type("jo")
        h.board.handle(.tab)
        #expect(h.board.status.value.hasSuffix(": José▏"), "Tab completes without the accent")
        h.board.handle(.escape)
        // Jose arrives too: `jose` could be either, and nothing changes.
        h.board.arrive(["Jose"])
        let entries = h.recorder.entries.count
        for key: Character in ["x", "s", "N"] {
            h.board.handle(.character(key))
            h.type(key == "x" ? "jose" : key == "s" ? "jose, Bob" : "jose, Joe")
            h.board.handle(.enter)
            #expect(h.board.status.value.hasPrefix("jose could be José or Jose"), "\(key): \(h.board.status.value)")
        }
        #expect(h.recorder.entries.count == entries, "nothing recorded")
        h.board.handle(.character("x"))
        h.type("Jose")
        h.board.handle(.enter)
        #expect(h.board.status.value == "Jose has gone", "spelled exactly, one player")
    }

    @Test("bad input changes nothing: too few players, a name twice, a full disk")
    func refusals() throws {
        let h = Harness(names: ["Ann", "Bob", "Cy", "Dee", "Eve"])
        #expect(h.play() == nil)
        #expect(h.board.status.value == "too few players for two teams: 5 here, 6 needed")
        #expect(try h.library.list().summaries.isEmpty, "no game made")
        let before = h.board.state
        h.board.arrive(["Flo", "flo"])
        #expect(h.board.status.value == "flo is here already")
        #expect(h.board.state == before)
        h.recorder.failNext = .io(file: "run", action: "write", reason: "disk full")
        h.board.arrive(["Flo"])
        #expect(h.board.status.value == "not saved: disk full, run")
        #expect(h.board.state == before && h.recorder.entries.count == 6)
        // The reason whole on an 80-column status line ("» " from column 1), however long the path.
        h.recorder.failNext = .fileSystem(
            action: "append to",
            error: FileSystemError(
                call: "write", path: "/home/patricia-longname/basketball/leagues/courtside-library/run-ybnjsmjq.jsonl",
                code: 5, symbol: "EIO", kind: .ioError, detail: ""))
        h.board.arrive(["Flo"])
        #expect(h.board.status.value == "not saved: the disk reported an input/output error (EIO), run-ybnjsmjq.jsonl")
        #expect(h.board.status.value.count <= 77)
        #expect(h.board.state == before)
        h.board.handle(.character("E"))
        h.board.handle(.character("y"))
        #expect(h.board.state.isEnded && h.board.title.value.hasPrefix("courtside run ENDED · to 7 · 5 here"))
    }

    @Test("balanced teams are rated as the library rates them now: a game finished tonight counts")
    func balancedTeamsReadTheRatingsAgain() throws {
        let h = Harness(names: Array(Self.nine.prefix(6)))
        #expect(h.board.court.value.lines[0] == "Team Ann: Ann, Bob, Cy")
        let first = try #require(h.play())
        let shooter = PlayerID(side: .home, number: 1)
        let game = try h.score(first, Array(repeating: .move(shooter, .onePoint), count: 7))
        first.recorder.close()
        h.board.gameClosed(game)
        // t twice: random, then balanced; the court shows each team's strength.
        h.board.handle(.character("t"))
        h.board.handle(.character("t"))
        #expect(h.board.state.making == .balanced)
        let ann = try #require(h.players.directory().entries[.unregistered("ann")]).rating
        #expect(ann > EloRatings.initial)
        #expect(
            h.board.court.value.lines[0] == "Team Ann: Ann, Bob, Cy  (\(Int(ann.rounded())))",
            "the winners' rating after game 1, not the one read when the board opened")
        #expect(h.board.court.value.lines[2].hasSuffix("(\(Int((2 * EloRatings.initial - ann).rounded())))"))
    }

    @Test("N on the run board: the player's new name everywhere in the run, recorded, and told to the registry")
    func renameOnTheRunBoard() throws {
        let h = Harness(names: Self.nine)
        h.board.handle(.character("N"))
        #expect(h.board.status.value.hasPrefix("rename (the name, a comma, the new name; Tab completes): "))
        h.type("gu")
        h.board.handle(.tab)
        h.type(", Gustav")
        h.board.handle(.enter)
        #expect(h.board.status.value == "Gus is now Gustav")
        #expect(h.recorder.entries.last?.kind == .rename(from: "Gus", to: "Gustav"))
        #expect(h.board.queue.value.lines == ["next  Team Gustav: Gustav, Hal, Ivy"])
        #expect(h.board.standings.value.contains { $0.name == "Gustav" })
        #expect(h.players.renames.map(\.new) == ["Gustav"] && h.players.renames.first?.fromMs == h.time.wallMs)
        #expect(h.players.registry.players.map(\.name) == ["Gustav"])
        // Refused: another player's name, one name alone, a player in the game being played.
        h.board.handle(.character("N"))
        h.type("Gustav, ann")
        h.board.handle(.enter)
        #expect(h.board.status.value == "Ann is another player of the run")
        h.board.handle(.character("N"))
        h.type("Gustav")
        h.board.handle(.enter)
        #expect(h.board.status.value == "the name, a comma, the new name: nothing changed")
        let session = try #require(h.play())
        #expect(session.game.header.home.players.map(\.name) == ["Ann", "Bob", "Cy"])
        h.board.handle(.character("N"))
        h.type("Ann, Anne")
        h.board.handle(.enter)
        #expect(h.board.status.value.hasPrefix("Ann is playing game \(session.game.header.id): "))
        #expect(
            h.recorder.entries.last?.kind
                == .start(
                    game: session.game.header.id, home: ["Ann", "Bob", "Cy"], away: ["Dee", "Eve", "Flo"]))
    }

    @Test(
        "N on a run game's board: the run's board, the next game's roster, the standings and the registry say the new name"
    )
    func renameOnAGameBoard() throws {
        let h = Harness(names: Self.nine)
        let first = try #require(h.play())
        // Game 1: Gus waits.
        let one = try h.score(first, Array(repeating: .move(PlayerID(side: .home, number: 1), .onePoint), count: 7))
        first.recorder.close()
        h.board.gameClosed(one)
        // Game 2: Ann's team against Gus's; Gus is renamed on the game's board, and scores.
        let second = try #require(h.board.startNextGame())
        let created = second.game.header.createdMs
        let gus = PlayerID(side: .away, number: 1)
        h.time.advance(byMs: 60_000)
        let two = try h.score(
            second, [.rename(gus, name: PlayerName("Gustav"))] + Array(repeating: .move(gus, .onePoint), count: 7))
        second.recorder.close()
        h.board.gameClosed(two)
        #expect(h.board.status.value == "game 2: Team Gustav won 7-0; Gus is now Gustav")
        #expect(h.recorder.entries.suffix(3).map(\.kind).contains(.rename(from: "Gus", to: "Gustav")))
        #expect(h.board.court.value.lines[0] == "Team Gustav: Gustav, Hal, Ivy", "winners stay, under the new name")
        #expect(h.board.results.value.lines[0] == "2   Team Ann 0 - 7 Team Gustav  ▶")
        #expect(h.board.standings.value.contains { $0.name == "Gustav" })
        #expect(!h.board.standings.value.contains { $0.name == "Gus" })
        #expect(h.players.renames.last?.fromMs == created, "from the game it was given in")
        // The library's players: one Gustav, their game under the new name.
        let directory = h.players.directory()
        #expect(directory.sortedByName.filter { $0.name.hasPrefix("Gus") }.map(\.name) == ["Gustav"])
        let third = try #require(h.board.startNextGame())
        #expect(third.game.header.home.players.map(\.name) == ["Gustav", "Hal", "Ivy"])
    }

    @Test("a player on the bench all game of a run's game: no game played tonight, and the finish says so")
    func benchAllGame() throws {
        let h = Harness(names: Array(Self.nine.prefix(8)), teamSize: 4)
        let session = try #require(h.play())
        // Hal comes on for Eve; Dee sits on home's bench all game.
        let game = try h.score(
            session,
            [.substitution(off: PlayerID(side: .away, number: 1), on: PlayerID(side: .away, number: 4))]
                + Array(repeating: .move(PlayerID(side: .home, number: 1), .onePoint), count: 7))
        session.recorder.close()
        h.board.gameClosed(game)
        guard
            case .finish(_, _, _, _, _, let dnp) = h.recorder.entries.first(where: {
                if case .finish = $0.kind { true } else { false }
            })?.kind
        else {
            Issue.record("no finish recorded")
            return
        }
        #expect(dnp == ["Dee"])
        let standing = { (name: String) in h.board.state.standings.first { $0.name == name } }
        #expect(standing("Dee")?.games == 0 && standing("Dee")?.wins == 0)
        #expect(standing("Hal")?.games == 1 && standing("Eve")?.games == 1 && standing("Ann")?.wins == 1)
    }

    /// A run of `count`, its first game started, and that game's scoreboard, its `+` going to the run.
    static func runGame(of count: Int = 6) throws -> (Harness, ScoringSession, ScoreboardViewModel) {
        let h = Harness(names: Array(Self.nine.prefix(count)))
        let session = try #require(h.play())
        let scoreboard = ScoreboardViewModel(game: session.takeGame(), recorder: session.recorder, timeSource: h.time)
        scoreboard.run = h.board
        return (h, session, scoreboard)
    }

    /// `+`, the name and Enter on `scoreboard`.
    static func latecomer(_ name: String, on scoreboard: ScoreboardViewModel) {
        for key in [Key.character("+")] + name.map(Key.character) + [.enter] { scoreboard.handle(key) }
    }

    @Test(
        "+ on a run's game: the latecomer is in the run's line, then on this game's bench; the finish counts their points"
    )
    func latecomerFromTheGameBoard() throws {
        let (h, session, scoreboard) = try Self.runGame()
        Self.latecomer("Ivy", on: scoreboard)
        #expect(h.board.state.line == ["Ivy"], "recorded as a on the run board records an arrival")
        #expect(h.recorder.entries.last?.kind == .arrive(name: "Ivy"))
        #expect(
            scoreboard.board.status.value.hasSuffix(
                "Ivy is in the line. Join this game? h Team Ann · a Team Dee · n no"))
        scoreboard.handle(.character("x"))
        #expect(scoreboard.board.status.value.hasPrefix("✗ one key: h Team Ann · a Team Dee · n no"))
        scoreboard.handle(.character("a"))
        let id = session.game.header.id
        #expect(h.recorder.entries.last?.kind == .join(game: id, side: .away, name: "Ivy"))
        #expect(h.board.state.game?.away.players == ["Dee", "Eve", "Flo", "Ivy"] && h.board.state.line.isEmpty)
        #expect(scoreboard.game.state.players(.away).map(\.name) == ["Dee", "Eve", "Flo", "Ivy"])
        #expect(scoreboard.board.status.value.contains("Ivy"))

        // Ivy comes on for Dee and scores 2; Ann wins it 7-2.
        var game = scoreboard.game
        let ivy = PlayerID(side: .away, number: 4)
        let ann = PlayerID(side: .home, number: 1)
        try GameFixtures.play(
            &game,
            [
                .substitution(off: PlayerID(side: .away, number: 1), on: ivy), .move(ivy, .onePoint),
                .move(ivy, .onePoint),
            ]
                + Array(repeating: .move(ann, .onePoint), count: 7))
        h.board.gameClosed(game)
        let result = try #require(h.board.state.results.first)
        #expect(result.awayPoints == [0, 0, 0, 2] && result.awayScore == 2)
        #expect(h.board.state.standings.first { $0.name == "Ivy" }.map { ($0.points, $0.losses) } ?? (0, 0) == (2, 1))
        #expect(RunResultCheck(result, record: GameRecord(game: game, location: "")) == .agrees)
        #expect(h.board.state.line.last == "Ivy")
    }

    @Test(
        "+ on a run's game, n: the latecomer waits in the run's line, where a team is made of them; the game is as it was"
    )
    func latecomerWaits() throws {
        let (h, _, scoreboard) = try Self.runGame(of: 8)
        Self.latecomer("Ivy", on: scoreboard)
        #expect(
            h.board.state.line == ["Gus", "Hal", "Ivy"] && h.board.state.teams.isEmpty, "no team until they answer")
        scoreboard.handle(.character("n"))
        #expect(scoreboard.board.status.value == "Ivy waits in the run's line")
        #expect(h.board.state.teams.map(\.players) == [["Gus", "Hal", "Ivy"]] && h.board.state.line.isEmpty)
        #expect(scoreboard.game.state.players(.away).count == 3)
    }

    @Test("+ on a run's game with two waiting: the latecomer joins from the line, and no waiting team is left short")
    func latecomerLeavesNoTeamShort() throws {
        let (h, _, scoreboard) = try Self.runGame(of: 8)
        Self.latecomer("Ivy", on: scoreboard)
        scoreboard.handle(.character("h"))
        #expect(h.board.state.game?.home.players == ["Ann", "Bob", "Cy", "Ivy"])
        #expect(h.board.state.line == ["Gus", "Hal"] && h.board.state.teams.isEmpty)
    }

    @Test("+ on a run's game when the run's file cannot be written: nothing is added, to the run or the game")
    func latecomerNotSaved() throws {
        let (h, _, scoreboard) = try Self.runGame()
        h.recorder.failNext = .io(file: "run", action: "write", reason: "No space left on device")
        Self.latecomer("Ivy", on: scoreboard)
        #expect(!h.board.state.isHere("Ivy"))
        #expect(scoreboard.board.status.value.contains("No space left on device"), "the prompt stays, saying why")
        scoreboard.handle(.enter)
        #expect(h.board.state.isHere("Ivy"))
        h.recorder.failNext = .io(file: "run", action: "write", reason: "No space left on device")
        scoreboard.handle(.character("h"))
        #expect(scoreboard.board.status.value.contains("not in the game"))
        #expect(scoreboard.board.status.value.contains("No space left on device"))
        #expect(scoreboard.game.state.players(.home).count == 3 && h.board.state.game?.home.players.count == 3)
        #expect(h.board.state.line == ["Ivy"])
    }

    @Test(
        "a latecomer's join taken back on the game's board (z): the run counts them as benched all game, and the result still agrees"
    )
    func latecomerJoinUndone() throws {
        let (h, _, scoreboard) = try Self.runGame()
        Self.latecomer("Ivy", on: scoreboard)
        scoreboard.handle(.character("a"))
        scoreboard.handle(.character("z"))
        #expect(scoreboard.game.state.players(.away).count == 3)
        var game = scoreboard.game
        try GameFixtures.play(&game, Array(repeating: .move(PlayerID(side: .home, number: 1), .onePoint), count: 7))
        h.board.gameClosed(game)
        let result = try #require(h.board.state.results.first)
        #expect(result.awayPoints == [0, 0, 0, 0])
        #expect(h.board.state.standings.first { $0.name == "Ivy" }?.games == 0, "never on court: no game played")
        #expect(RunResultCheck(result, record: GameRecord(game: game, location: "")) == .agrees)
    }
}

/// The run file has a second writer (the organiser's phone through serve): the board shows its
/// lines when it reads the file again, and numbers its own after them.
@MainActor
@Suite("The run board beside the organiser's phone")
struct RunBoardSecondWriterTests {
    @Test func thePhonesArrivalShowsAndTheBoardsNextLineFollowsIt() {
        let harness = RunViewModelTests.Harness(names: ["Ann", "Bob"])
        harness.recorder.appendElsewhere([.arrive(name: "Cy")])
        #expect(harness.recorder.takeChange())
        harness.board.refresh()
        #expect(harness.board.state.present == ["Ann", "Bob", "Cy"])
        #expect(harness.board.status.value.contains("changed elsewhere"), "\(harness.board.status.value)")
        #expect(harness.board.queue.value.lines.contains { $0.contains("Cy") }, "\(harness.board.queue.value)")

        // Not yet read by the board: its arrival is prepared on the run with the phone's line.
        harness.recorder.appendElsewhere([.arrive(name: "Dee")])
        harness.board.arrive(["Eve"])
        #expect(harness.board.state.present == ["Ann", "Bob", "Cy", "Dee", "Eve"])
        let numbers = harness.recorder.entries.map(\.sequence)
        #expect(numbers == Array(1...numbers.count), "one numbered run: \(numbers)")
    }

    @Test func aRefusalOnTheFilesRunShowsThatRun() {
        let harness = RunViewModelTests.Harness(names: ["Ann", "Bob"])
        // The phone marked Bob gone; the board, not having read it, tries to swap him.
        harness.recorder.appendElsewhere([.leave(name: "Bob")])
        harness.board.perform(.swap)
        harness.type("Ann, Bob")
        harness.board.handle(.enter)
        #expect(harness.board.state.present == ["Ann"], "the board shows the run as the file has it")
        #expect(!harness.board.status.value.contains("changed places"), "\(harness.board.status.value)")
    }
}

/// Balanced teams explain themselves: each team's strength and the gap between the two, on the
/// court's box, and `?` says how they are made.
@MainActor
@Suite("Balanced teams, explained")
struct BalancedTeamsExplainedTests {
    @Test func theCourtShowsEachTeamsRatingAndTheGap() throws {
        let settings = RunSettings(
            id: GameID(rawValue: "run00002")!, createdMs: 0, rules: RunViewModelTests.Harness.rules,
            rotation: .standard, making: .balanced)
        var state = RunState(settings: settings)
        let ratings: [String: Double] = ["ann": 1600, "bob": 1400, "cy": 1500, "dee": 1550, "eve": 1450, "flo": 1500]
        let rating = { (name: String) in ratings[name.lowercased()] ?? 1500 }
        var draw = SystemRandomNumberGenerator()
        let made = try state.prepared(
            ratings.keys.sorted().map { .arrive(name: $0.prefix(1).uppercased() + $0.dropFirst()) }, wallMs: 0,
            teamsRatedBy: rating, using: &draw)
        state = made.state
        let panel = RunBoardText.court(state, rating: rating, playKey: "Enter")
        let (home, away) = try state.nextGame()
        let expected = RunTeamMaker.comparison(home, away, rating: rating)
        #expect(panel.lines[1] == "  " + expected, "\(panel.lines)")
        let first = RunTeamMaker.rounded(home, rating)
        let second = RunTeamMaker.rounded(away, rating)
        #expect(expected == "\(home.name) \(first) vs \(away.name) \(second), ±\(abs(first - second))")
        #expect(abs(first - second) <= 34, "the draft evens the two teams: \(expected)")
    }

    @Test func teamsAsTheyArriveSayOnlyVs() {
        let harness = RunViewModelTests.Harness(names: ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"])
        #expect(harness.board.court.value.lines[1] == "  vs")
    }

    @Test func helpSaysHowBalancedTeamsAreMade() {
        let help = RunKeymap.standard.helpEntries.map(\.action).joined(separator: "\n")
        #expect(help.contains("balanced deals the next two teams' worth in line, best rated first"), "\(help)")
    }
}
