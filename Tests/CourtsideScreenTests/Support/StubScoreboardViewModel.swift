import CourtsideCore
import CourtsideText
import CourtsideViewModels

/// A scoreboard view model with whatever names a test needs, even ones the core refuses (a file
/// edited by hand, a future importer): the screen must still show them safely.
@MainActor
final class StubScoreboardViewModel: BoardViewModelProtocol {
    /// The board the screen binds; a test sets its `Dynamic`s to show what it needs.
    let presenter: BoardPresenter
    var board: BoardPresenter { presenter }
    let shownBoard: Dynamic<(BoardPresenter)?>
    let overlay = Dynamic(BoardOverlay.none)
    let isDone = Dynamic(false)
    let keymap: ScoreboardKeymap
    let keyHelps: [KeyHelp]
    let keysInForce = Dynamic(0)
    var noticeKeys: String { keymap.noticeLine(for: .requestQuit) }
    private(set) var handled: [Key] = []

    init(
        homeName: String, awayName: String, playerNames: [String], status: String = "",
        keymap: ScoreboardKeymap = .standard
    ) {
        self.keymap = keymap
        presenter = BoardPresenter(
            gameID: GameID(rawValue: "stub")!, homeName: homeName, awayName: awayName,
            players: PlayerID.all.map { Player(id: $0, name: playerNames[$0.index]) },
            state: GameState(rules: .standard), isReadOnly: false, selected: PlayerID(side: .home, number: 1),
            status: status, keymap: keymap)
        shownBoard = Dynamic(presenter)
        keyHelps = [KeyHelp(keymap)]
    }

    /// What the chart at FINAL shows; empty unless a test sets it.
    var progression: [ScorePoint] = []
    func scoreProgression() -> [ScorePoint] { progression }
    func handle(_ key: Key) { handled.append(key) }
    func handleBehindNotice(_ key: Key) -> Bool { false }
    /// The log lengths the screen asked for, last last.
    private(set) var playLogLengths: [Int] = []
    func showPlayLog(length: Int) { playLogLengths.append(length) }
    func tick(now: Int64) {}
    func msUntilNextTick(now: Int64) -> Int64? { nil }
    /// How many times the screen asked to stop for an exit.
    private(set) var exitPauses = 0
    func pauseForExit() { exitPauses += 1 }
}
