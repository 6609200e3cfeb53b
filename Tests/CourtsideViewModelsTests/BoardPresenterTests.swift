import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

/// The board presenter on its own: what a position fires, and the words for every kind of change.
@MainActor
@Suite("Board presenter")
struct BoardPresenterTests {
    /// A presenter over a new game to `target`, win by 2, and the names of the `Dynamic`s it fires.
    @MainActor
    final class Watched {
        var game: Game
        let board: BoardPresenter
        private(set) var fired: [String] = []
        private var tokens: [BindingToken] = []

        init(target: Int = 15, isReadOnly: Bool = false, selected: PlayerID? = GameFixtures.shaq) throws {
            game = Game(header: try GameFixtures.header(target: target, winBy: 2))
            board = BoardPresenter(
                header: game.header, state: game.state, isReadOnly: isReadOnly, selected: selected, status: "opened")
            tokens = FiringLog.watch(board) { [weak self] in self?.fired.append($0) }
        }

        /// Plays `kinds` and returns the changes.
        @discardableResult
        func play(_ kinds: GameEventKind...) throws -> [GameChange] {
            try GameFixtures.play(&game, kinds)
        }

        /// Runs `body` and returns the names fired during it, in order.
        func firing(_ body: () -> Void) -> [String] {
            fired.removeAll()
            body()
            return fired
        }

        /// Shows the game as folded so far, with the clock stopped at `clockMs`; returns what fired.
        func show(clockMs: Int64 = 0, running: Bool = false) -> [String] {
            firing { board.show(game.state, clockMs: clockMs, isClockRunning: running) }
        }
    }

    static let shaq = PlayerID(side: .home, number: 1)
    static let hakeem = PlayerID(side: .away, number: 1)
    static let kobe = PlayerID(side: .away, number: 3)

    @Test("it opens on the state it is given: names, scores, counters, clock, status and selection")
    func opens() throws {
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.move(Self.kobe, .twoPoints), .move(Self.shaq, .foul)], clockMs: 61_250)
        let board = BoardPresenter(
            header: game.header, state: game.state, isReadOnly: false, selected: Self.kobe, status: "hello")
        #expect(board.gameID == game.header.id)
        #expect(board.homeName == "Ballerz" && board.awayName == "Ringerz")
        #expect(board.homeScore.value == 0 && board.awayScore.value == 2)
        #expect(board.time.value == "01:01.2")
        #expect(board.clockState.value == .paused)
        #expect(!board.isFinished.value)
        #expect(board.status.value == "hello")
        #expect(board.players.map(\.id) == PlayerID.all)
        #expect(board.players.map(\.name) == GameFixtures.homePlayers + GameFixtures.awayPlayers)
        #expect(board.players.map(\.teamName) == ["Ballerz", "Ballerz", "Ballerz", "Ringerz", "Ringerz", "Ringerz"])
        #expect(
            board.players.map(\.selectKey) == PlayerID.all.map { ScoreboardKeymap.standard.selectKey(for: $0).label })
        #expect(board.players[5].counter(.twoPoints).value == 1 && board.players[5].points.value == 2)
        #expect(board.players[0].counter(.foul).value == 1)
        #expect(board.players.filter(\.isSelected.value).map(\.id) == [Self.kobe])
        #expect(board.players.allSatisfy { !$0.isLocked.value })
    }

    @Test("show(state) fires only what the state changed")
    func showFiresChanges() throws {
        let w = try Watched()
        #expect(w.show() == [], "the same position again fires nothing")
        try w.play(.move(Self.hakeem, .rebound))
        #expect(w.show() == ["away.1.REB", "awayTotals"], "the counter, and the team's rebounds")
        try w.play(.move(Self.shaq, .twoPoints))
        #expect(Set(w.show()) == ["home.1.2PT", "home.1.points", "homeScore"])
        try w.play(.undo)
        #expect(Set(w.show()) == ["home.1.2PT", "home.1.points", "homeScore"])
        #expect(w.board.homeScore.value == 0)
        #expect(w.show() == [])
    }

    @Test("a jump of several events fires each changed value once")
    func jumpFiresOnce() throws {
        let w = try Watched()
        try w.play(
            .move(Self.shaq, .twoPoints), .move(Self.shaq, .onePoint), .move(Self.kobe, .assist),
            .move(Self.kobe, .assist))
        let fired = w.show()
        #expect(fired.count == Set(fired).count)
        #expect(Set(fired) == ["home.1.2PT", "home.1.1PT", "home.1.points", "homeScore", "away.3.AST", "awayTotals"])
        #expect(w.board.players[5].counter(.assist).value == 2)
    }

    @Test("the clock: time fires on a new tenth, clockState when it starts or stops")
    func clock() throws {
        let w = try Watched()
        #expect(Set(w.show(clockMs: 0, running: true)) == ["clockState"])
        #expect(w.board.clockState.value == .running)
        #expect(w.firing { w.board.showTime(ms: 99) } == [])
        #expect(w.firing { w.board.showTime(ms: 100) } == ["time"])
        #expect(w.board.time.value == "00:00.1")
        #expect(Set(w.show(clockMs: 150, running: false)) == ["clockState"])
        #expect(w.board.clockState.value == .paused)
        #expect(w.show(clockMs: 65_400) == ["time"])
        #expect(w.board.time.value == "01:05.4")
    }

    @Test("a win fires the header and leaves the panels open (assists still count); reopening fires it again")
    func winLeavesPanelsOpen() throws {
        let w = try Watched(target: 2)
        try w.play(.move(Self.shaq, .twoPoints))
        let won = w.show(clockMs: 0, running: true)
        // Both teams were at game point in a game to 2; the win takes it from both.
        #expect(
            Set(won) == [
                "home.1.2PT", "home.1.points", "homeScore", "isFinished", "clockState", "homeTotals", "awayTotals",
            ])
        #expect(w.board.clockState.value == .final(winner: .home, confirmed: false), "FINAL, even while the clock runs")
        #expect(w.board.isFinished.value)
        #expect(w.board.players.allSatisfy { !$0.isLocked.value })
        try w.play(.undo)
        let reopened = w.show()
        #expect(reopened.contains("isFinished") && !reopened.contains("away.3.isLocked"))
        #expect(w.board.clockState.value == .paused)
        #expect(w.board.players.allSatisfy { !$0.isLocked.value })
    }

    @Test("a read-only board locks its panels only while the game shown is FINAL: a live one is not locked")
    func readOnlyLockedAtFinal() throws {
        let w = try Watched(target: 2, isReadOnly: true, selected: nil)
        #expect(w.board.isReadOnly)
        #expect(w.board.players.allSatisfy { !$0.isLocked.value }, "a game still being played")
        try w.play(.move(Self.shaq, .twoPoints))
        #expect(w.show().filter { $0.hasSuffix(".isLocked") }.count == 6)
        #expect(w.board.players.allSatisfy { $0.isLocked.value }, "won")
        try w.play(.undo)
        #expect(w.show().filter { $0.hasSuffix(".isLocked") }.count == 6)
        #expect(w.board.players.allSatisfy { !$0.isLocked.value })
    }

    @Test("the highlight moves between two panels, and can go")
    func selection() throws {
        let w = try Watched()
        #expect(Set(w.firing { w.board.showSelection(Self.kobe) }) == ["home.1.isSelected", "away.3.isSelected"])
        #expect(w.firing { w.board.showSelection(Self.kobe) } == [])
        #expect(w.firing { w.board.showSelection(nil) } == ["away.3.isSelected"])
        #expect(w.board.players.allSatisfy { !$0.isSelected.value })
        let none = try Watched(selected: nil)
        #expect(none.board.players.allSatisfy { !$0.isSelected.value })
    }

    @Test("the status words for every kind of change")
    func words() throws {
        let w = try Watched(target: 4)
        func say(_ kind: GameEventKind) throws -> String {
            let changes = try w.play(kind)
            #expect(changes.count == 1)
            return w.board.statusText(for: changes[0], state: w.game.state)
        }
        let script: [(GameEventKind, String)] = [
            (.clockStarted, "clock running"),
            (.move(Self.hakeem, .rebound), "Hakeem: rebound"),
            (.move(Self.hakeem, .assist), "Hakeem: assist"),
            (.move(Self.shaq, .foul), "Shaq: foul"),
            (.move(Self.shaq, .twoPoints), "Shaq: 2 points  (Ballerz 2 - 0 Ringerz)"),
            (.move(Self.kobe, .onePoint), "Kobe: 1 point  (Ballerz 2 - 1 Ringerz)"),
            (.undo, "undid Kobe: 1 point  (Ballerz 2 - 0 Ringerz)"),
            (.redo, "redid Kobe: 1 point  (Ballerz 2 - 1 Ringerz)"),
            (.clockPaused, "clock paused"),
            // The win, the reopening undo and the winning redo: FINAL replaces the play's words.
            (.move(Self.shaq, .twoPoints), "FINAL: Ballerz win 4 - 1"),
            (.undo, "game reopened: undid Shaq: 2 points  (Ballerz 2 - 1 Ringerz)"),
            (.redo, "FINAL: Ballerz win 4 - 1"),
        ]
        for (kind, words) in script {
            let said = try say(kind)
            #expect(said == words, "\(kind)")
        }
    }

    @Test("FINAL names the winner and puts the winner's score first")
    func awayWins() throws {
        let w = try Watched(target: 2)
        try w.play(.move(Self.shaq, .onePoint), .move(Self.kobe, .twoPoints))
        let changes = try w.play(.move(Self.kobe, .onePoint))
        #expect(w.board.statusText(for: changes[0], state: w.game.state) == "FINAL: Ringerz win 3 - 1")
        #expect(w.show().contains("clockState"))
        #expect(w.board.clockState.value == .final(winner: .away, confirmed: false))
    }

    @Test("the words use the names as given, not the header's")
    func namesAsGiven() throws {
        var game = Game(header: try GameFixtures.header())
        let board = BoardPresenter(
            gameID: game.header.id, homeName: "Home", awayName: "Away",
            players: PlayerID.all.map { Player(id: $0, name: "P\($0.index)") }, state: game.state, isReadOnly: false,
            selected: nil, status: "")
        let changes = try GameFixtures.play(&game, [.move(Self.kobe, .twoPoints)])
        #expect(board.statusText(for: changes[0], state: game.state) == "P5: 2 points  (Home 0 - 2 Away)")
    }
}
