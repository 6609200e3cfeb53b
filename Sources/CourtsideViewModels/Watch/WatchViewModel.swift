import CourtsideCore
import CourtsideText

/// A read-only live board of a game scored by another process: it folds the events its
/// ``WatchSource`` reads from the game's file and has its own ``BoardPresenter`` show each new
/// position, with the words the scorer's status line said.
///
/// The clock is the watcher's own: while the recorded clock runs (and a scorer has the game), it
/// counts from the last event's game time, as the scorer's board counts from its start, so the
/// watcher wakes ten times a second then and never otherwise. Started in the middle of a running
/// game, it adds the wall time since the last event. When the scorer goes away (or the file does)
/// the last state stays on screen, the clock stopped where it was, and the status bar says why;
/// the next event picks up again.
@MainActor
public final class WatchViewModel: BoardViewModelProtocol {
    /// The board of the game followed; nil while waiting for one.
    public let board: Dynamic<(BoardPresenter)?>
    /// How the watcher stands with the game.
    public let connection: Dynamic<WatchConnection>
    /// "GAME POINT: …" or "".
    public let gamePoint: Dynamic<String>
    /// The board, for the screen (``board``).
    public var shownBoard: Dynamic<(BoardPresenter)?> { board }
    /// The status bar: the connection, and the game point on the right.
    public let bar: Dynamic<BoardBar>?
    /// What shows before there is a game: that it waits for one, where, and how to start one.
    public let placeholder: BoardPlaceholder
    /// The key help, when it is up.
    public let overlay: Dynamic<BoardOverlay>
    /// True once the watcher quits.
    public let isDone: Dynamic<Bool>
    /// The keymap in use.
    public let keymap: WatchKeymap
    /// The watch keys, the one set.
    public let keyHelps: [KeyHelp]
    /// Always the one set.
    public let keysInForce = Dynamic(0)
    /// The quit binding as the too-small notice shows it (`q quit` by default, or as the key file sets it).
    public var noticeKeys: String { keymap.noticeLine(for: .quit) }
    /// Descriptors the source wakes on.
    public var wakeDescriptors: [Int32] { source.wakeDescriptors }
    /// A watcher is the audience's board (the TV, a second screen across the court).
    public var isForAudience: Bool { true }

    /// The game as folded so far; nil while waiting for one.
    public var game: Game? { followed.game }
    /// The watcher's clock.
    public var clock: GameClock { followed.clock }

    private let source: any WatchSource
    private let timeSource: any TimeSource
    private var followed: MirroredGame
    private var presenter: BoardPresenter?
    /// The monotonic time a second look at the game is due, if one is.
    private var recheckAt: Int64?
    /// The play log's lines, as the screen last laid it out (a new game's board gets as many).
    private var playLogLength = 3
    /// How to change the game instead, which a key that does nothing here says; nil while
    /// watching a scorer (the key says watching is read-only).
    private let correction: String?
    private var barTokens: [BindingToken] = []

    /// A live view of what `source` follows; reads it at once. A key that does nothing here says
    /// so; with a `correction` (how to change the game instead: a saved game opened from the list)
    /// it says that.
    public init(
        source: any WatchSource, timeSource: any TimeSource, keymap: WatchKeymap = .standard,
        correction: String? = nil
    ) {
        self.source = source
        self.timeSource = timeSource
        self.keymap = keymap
        self.correction = correction
        keyHelps = [KeyHelp(keymap)]
        followed = MirroredGame(location: source.location)
        board = Dynamic(nil)
        connection = Dynamic(.waiting(library: source.location))
        gamePoint = Dynamic("")
        bar = Dynamic(.watch(.waiting(library: source.location), gamePoint: ""))
        placeholder = BoardPlaceholder(
            title: "courtside watch",
            lines: [
                .init("waiting for a game to be scored", .bold), .init(""), .init("library: \(source.location)"),
                .init(""), .init("start one in another terminal (courtside new, or resume one):", .dim),
                .init("it shows here as soon as its scorer opens it", .dim),
            ])
        overlay = Dynamic(.none)
        isDone = Dynamic(false)
        refresh()
        barTokens = [
            connection.bindAndFire { [weak self] _ in self?.showBar() },
            gamePoint.bind { [weak self] _ in self?.showBar() },
        ]
    }

    private func showBar() {
        bar?.value = .watch(connection.value, gamePoint: gamePoint.value)
    }

    /// Lays the play log out `length` lines long, the room the screen has for it, and shows it.
    public func showPlayLog(length: Int) {
        playLogLength = length
        if let presenter, let game { presenter.showPlayLog(game.state, length: length, selectedOffset: nil) }
    }

    /// The score after every event so far.
    public func scoreProgression() -> [ScorePoint] {
        game.map(WormChart.points(of:)) ?? []
    }

    // MARK: Following

    /// Reads what the source found and shows it: a game read whole on its board (a new board for
    /// a new game), new events one by one (only what they change fires), and the connection.
    public func refresh() {
        let updates = source.poll()
        let now = timeSource.monotonicMs
        recheckAt = source.recheckAfterMs.map { now + Int64($0) }
        guard !updates.isEmpty else { return }
        let step = followed.apply(updates, now: now, wallMs: timeSource.wallMs)
        if game == nil, presenter != nil {
            // Nothing to show any more (the game's file was deleted, and no other was played):
            // the board goes, not just its connection.
            presenter = nil
            board.value = nil
        }
        if let game, step.isNewGame || presenter == nil {
            let made = BoardPresenter(
                header: game.header, state: game.state, isReadOnly: true, selected: nil, status: "")
            made.showPlayLog(game.state, length: playLogLength, selectedOffset: nil)
            presenter = made
            board.value = made
        }
        show(step, now: now)
        connection.value = currentConnection
    }

    private func show(_ step: MirrorStep, now: Int64) {
        guard let presenter, let game else { return }
        let state = game.state
        presenter.show(state, clockMs: followed.clock.elapsedMs(at: now), isClockRunning: followed.clock.isRunning)
        gamePoint.value = presenter.words.gamePointText(state)
        if let change = step.shownChange {
            presenter.status.value = presenter.statusText(for: change, state: state)
        } else if step.loaded {
            presenter.status.value = "no events yet"
        }
    }

    private var currentConnection: WatchConnection {
        if let failure = followed.failure { return .failed(reason: failure.description) }
        if game == nil { return .waiting(library: source.location) }
        if followed.isFileMissing { return .fileDeleted }
        if followed.scorerPresent == false {
            if followed.sawScorer { return .scorerGone }
            guard let state = game?.state, state.isFinished else { return .notBeingScored }
            return .final(confirmed: state.isConfirmed)
        }
        return .live
    }

    // MARK: Keys

    /// Closes the help if it is up; otherwise maps the key and performs it.
    public func handle(_ key: Key) {
        if overlay.value != .none {
            overlay.value = .none
            return
        }
        guard let intent = keymap.intent(for: key) else {
            presenter?.status.value =
                correction.map { "read-only: \($0)" } ?? keymap.refusal(for: key) + " (watching is read-only)"
            return
        }
        perform(intent)
    }

    /// Performs an intent.
    public func perform(_ intent: WatchIntent) {
        switch intent {
        case .showHelp: overlay.value = .help(0)
        case .quit: isDone.value = true
        }
    }

    /// The quit key quits.
    public func handleBehindNotice(_ key: Key) -> Bool {
        guard keymap.intent(for: key) == .quit else { return false }
        perform(.quit)
        return true
    }

    // MARK: Time

    /// Moves the clock; looks at the game again when a second look is due.
    public func tick(now: Int64) {
        if let recheckAt, now >= recheckAt { refresh() }
        presenter?.showTime(ms: clock.elapsedMs(at: now))
    }

    /// Until the next tenth while the clock runs, or until a second look is due.
    public func msUntilNextTick(now: Int64) -> Int64? {
        let tenth = clock.msUntilNextTenth(at: now)
        let recheck = recheckAt.map { max(0, $0 - now) }
        switch (tenth, recheck) {
        case (let tenth?, let recheck?): return min(tenth, recheck)
        case (let tenth?, nil): return tenth
        case (nil, let recheck?): return recheck
        case (nil, nil): return nil
        }
    }
}
