import CourtsideCore
import CourtsideTesting
import CourtsideViewModels

/// A scoreboard over an in-memory recorder and a manual clock, plus a log of which `Dynamic`s fired.
@MainActor
final class Harness {
    let time = ManualTimeSource(monotonicMs: 1_000)
    let recorder = InMemoryRecorder()
    let board: ScoreboardViewModel
    private(set) var fired: [String] = []
    private var tokens: [BindingToken] = []

    init(
        target: Int = 15, winBy: Int = 2, events: [GameEvent] = [], isReadOnly: Bool = false,
        keymap: ScoreboardKeymap = .standard
    ) throws {
        let header = try GameHeader(
            id: GameID(rawValue: "vm000001")!,
            home: Team(side: .home, name: "Ballerz", playerNames: ["Shaq", "A.I.", "T-Mac"]),
            away: Team(side: .away, name: "Ringerz", playerNames: ["Hakeem", "Air Carter", "Kobe"]),
            rules: Rules(target: target, winBy: winBy), createdMs: 0)
        let game = try Game(header: header, events: events)
        board = ScoreboardViewModel(
            game: game, recorder: recorder, timeSource: time, isReadOnly: isReadOnly, keymap: keymap)
        watch(board)
    }

    /// Records the name of every `Dynamic` that fires, through the public protocols only.
    private func watch(_ board: any ScoreboardViewModelProtocol) {
        func log<T>(_ name: String, _ dynamic: Dynamic<T>) {
            tokens.append(dynamic.bind { [weak self] _ in self?.fired.append(name) })
        }
        log("score", board.score)
        log("homeScore", board.homeScore)
        log("awayScore", board.awayScore)
        log("time", board.time)
        log("clockState", board.clockState)
        log("isFinished", board.isFinished)
        log("winner", board.winner)
        log("status", board.status)
        log("selectedPlayer", board.selectedPlayer)
        log("overlay", board.overlay)
        log("isDone", board.isDone)
        for player in board.players {
            let id = player.id.rawValue
            log("\(id).points", player.points)
            for move in Move.allCases { log("\(id).\(move.label)", player.counter(move)) }
            log("\(id).isSelected", player.isSelected)
            log("\(id).isLocked", player.isLocked)
        }
    }

    /// Runs `body` and returns the names fired during it, in order.
    func firing(_ body: () -> Void) -> [String] {
        fired.removeAll()
        body()
        return fired
    }

    func keys(_ text: String) {
        for character in text {
            board.handle(character == " " ? .space : .character(character))
        }
    }

    func player(_ id: String) -> any PlayerViewModelProtocol {
        board.players.first { $0.id.rawValue == id }!
    }
}
