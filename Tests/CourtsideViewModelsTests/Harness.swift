import CourtsideCore
import CourtsideTesting
import CourtsideViewModels

/// A scoreboard over an in-memory recorder and a manual clock, plus a log of which `Dynamic`s fired.
@MainActor
final class Harness {
    let time = ManualTimeSource(monotonicMs: 1_000)
    let recorder = InMemoryRecorder()
    let board: ScoreboardViewModel
    /// What the scoreboard's board shows.
    var shown: BoardPresenter { board.board }
    private(set) var fired: [String] = []
    private var tokens: [BindingToken] = []

    init(
        target: Int = 15, winBy: Int = 2, rules: Rules? = nil, events: [GameEvent] = [],
        keymap: ScoreboardKeymap = .standard, clockDirection: ClockDirection? = nil,
        homePlayers: [String] = ["Shaq", "A.I.", "T-Mac"]
    ) throws {
        let header = try GameHeader(
            id: GameID(rawValue: "vm000001")!,
            home: Team(side: .home, name: "Ballerz", playerNames: homePlayers),
            away: Team(side: .away, name: "Ringerz", playerNames: ["Hakeem", "Air Carter", "Kobe"]),
            rules: rules ?? Rules(target: target, winBy: winBy), createdMs: 0)
        let game = try Game(header: header, events: events)
        board = ScoreboardViewModel(
            game: game, recorder: recorder, timeSource: time, keymap: keymap, clockDirection: clockDirection)
        tokens = FiringLog.watch(board.board) { [weak self] in self?.fired.append($0) }
        watch(board)
    }

    /// Records the name of every live-scoring `Dynamic` that fires.
    private func watch(_ board: ScoreboardViewModel) {
        func log<T>(_ name: String, _ dynamic: Dynamic<T>) {
            tokens.append(dynamic.bind { [weak self] _ in self?.fired.append(name) })
        }
        log("selectedPlayer", board.selectedPlayer)
        log("overlay", board.overlay)
        log("isDone", board.isDone)
    }

    /// Runs `body` and returns the names fired during it, in order.
    func firing(_ body: () -> Void) -> [String] {
        fired.removeAll()
        body()
        return fired
    }

    /// Types `text`: a space is Space, "⎋" is Esc, anything else its character.
    func keys(_ text: String) {
        for character in text {
            board.handle(character == " " ? .space : character == "⎋" ? .escape : .character(character))
        }
    }

    /// Lets `ms` of the running clock pass a tenth at a time, ticking each, as the run loop does.
    func run(forMs ms: Int64) {
        for _ in 0..<(ms / 100) {
            time.advance(byMs: 100)
            board.tick(now: time.monotonicMs)
        }
    }

    func player(_ id: String) -> PlayerViewModel {
        board.board.players.first { $0.id.rawValue == id }!
    }
}
