import CourtsideCore
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
        static let rules = try! Rules(target: 7, winBy: 1)

        init(_ rotation: RunRotation = .standard, names: [String] = [], known: [String] = [], teamSize: Int = 3) {
            let settings = RunSettings(
                id: GameID(rawValue: "run00001")!, createdMs: 0, rules: Self.rules,
                rotation: rotation, making: .arrival, teamSize: teamSize)
            board = RunViewModel(
                state: RunState(settings: settings), recorder: recorder, library: library, timeSource: time,
                knownNames: known)
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
        #expect(h.board.standings.value.lines[1].hasPrefix("Gus "), "most wins first, then fewest losses, then points")
        #expect(h.board.standings.value.lines.contains { $0.hasPrefix("Gus") && $0.hasSuffix("1-0     7") })
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
        #expect(h.board.status.value.hasPrefix("not saved, nothing changed"))
        #expect(h.board.state == before && h.recorder.entries.count == 6)
        h.board.handle(.character("E"))
        h.board.handle(.character("y"))
        #expect(h.board.state.isEnded && h.board.title.value.hasPrefix("courtside run ENDED · 5 here"))
    }
}
