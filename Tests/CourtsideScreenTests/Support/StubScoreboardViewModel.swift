import CourtsideCore
import CourtsideReports
import CourtsideViewModels

/// A scoreboard view model with whatever names a test needs, even ones the core refuses (a file
/// edited by hand, a future importer): the screen must still show them safely.
@MainActor
final class StubScoreboardViewModel: ScoreboardViewModelProtocol {
    let gameID = GameID(rawValue: "stub")!
    let homeName: String
    let awayName: String
    let score = Dynamic("0 - 0")
    let homeScore = Dynamic(0)
    let awayScore = Dynamic(0)
    let time = Dynamic("00:00.0")
    let clockState = Dynamic(ClockState.paused)
    let isFinished = Dynamic(false)
    let winner = Dynamic<Side?>(nil)
    let status = Dynamic("")
    let selectedPlayer = Dynamic(PlayerID(side: .home, number: 1))
    let overlay = Dynamic(ScoreboardOverlay.none)
    let isDone = Dynamic(false)
    let isReadOnly = true
    let players: [any PlayerViewModelProtocol]
    let keymap: ScoreboardKeymap
    private(set) var handled: [Key] = []

    init(
        homeName: String, awayName: String, playerNames: [String], status: String = "",
        keymap: ScoreboardKeymap = .standard
    ) {
        self.keymap = keymap
        self.homeName = homeName
        self.awayName = awayName
        self.status.value = status
        players = PlayerID.all.map { id in
            PlayerViewModel(
                player: Player(id: id, name: playerNames[id.index]), teamName: id.side == .home ? homeName : awayName,
                selectKey: keymap.selectKey(for: id).label, stats: PlayerStats(),
                isSelected: id.index == 0, isLocked: false)
        }
    }

    /// What the chart at FINAL shows; empty unless a test sets it.
    var progression: [ScorePoint] = []
    func scoreProgression() -> [ScorePoint] { progression }
    func handle(_ key: Key) { handled.append(key) }
    func perform(_ intent: ScoreboardIntent) {}
    func tick(now: Int64) {}
    func msUntilNextTick(now: Int64) -> Int64? { nil }
}
