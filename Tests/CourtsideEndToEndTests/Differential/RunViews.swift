import CourtsideApp
import CourtsideCore
import CourtsideReports
import CourtsideStore
import CourtsideTesting
import CourtsideViewModels
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An evening scored as the executable scores it: the run board's view model making each game, a
/// live scoreboard over the game's file, the board closed back to the run (``RunViewModel/gameClosed(_:)``),
/// and beside it `watch` following the court game after game. ``disagreements(after:)`` says where
/// the run, its export, the library's players and the watcher differ from the games as scored.
@MainActor
final class RunViews {
    let time = ManualTimeSource(monotonicMs: 1_000)
    private let folder: String
    private let library: FileGameLibrary
    private let run: RunViewModel
    private let follower: CourtFollower
    private let source: CourtWatchSource
    private let watch: WatchViewModel
    /// Each name a player had before a board renamed them, with the new one.
    private(set) var renamed: [(old: String, new: String)] = []
    /// The games finished so far, in order.
    private(set) var finished: [Game] = []

    /// A run of `players`, teams of three made as they arrive, under pickup rules.
    init(players: [String]) throws {
        folder = NSTemporaryDirectory() + "courtside-run-differential-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        library = FileGameLibrary(folder: folder)
        let recorder = try RunFile(folder: folder).create(
            RunSettings(
                id: GameID(rawValue: "run00001")!, createdMs: time.wallMs, rules: .standard, rotation: .standard,
                making: .arrival))
        run = RunViewModel(
            state: recorder.contents.state, recorder: recorder, library: library, timeSource: time,
            players: LibraryRunPlayers(library: library))
        run.arrive(players)
        follower = try CourtFollower(library: library, game: nil, showsLastResult: true)
        source = CourtWatchSource(follower)
        watch = WatchViewModel(source: source, timeSource: time)
    }

    /// Lets the run go and removes the folder.
    func close() {
        run.close()
        follower.close()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Plays the run's next game: `steps`, the player in `renamedPanel` given a new name first, then
    /// home scoring until the game is won; the board closes back to the run. Nil when the run could
    /// not make the game (the reason is the run board's status).
    func play(_ steps: [UInt32], renamedPanel: Int?, newName: String) -> String? {
        // A scorer takes a moment between games: no two games of the library are made in one
        // millisecond (the registry tells games apart by when they were made).
        time.advance(byMs: 1_000)
        guard let session = run.startNextGame() else { return "no game: \(run.status.value)" }
        let board = ScoreboardViewModel(game: session.takeGame(), recorder: session.recorder, timeSource: time)
        board.lateArrivalRefusal = RunBoard.lateArrivalRefusal
        if let panel = renamedPanel {
            for key in [Key.character(Array("uiojkl")[panel]), .character("N")] + newName.map(Key.character) + [.enter]
            {
                board.handle(key)
            }
        }
        for seed in steps {
            let step = ScorerStep(seed: seed)
            for key in step.keys {
                board.handle(key)
                watch.refresh()
            }
            for _ in 0..<(step.waitMs / 100) {
                time.advance(byMs: 100)
                board.tick(now: time.monotonicMs)
                watch.refresh()
            }
        }
        board.handle(.escape)
        board.handle(.escape)
        for _ in 0..<60 where !board.game.state.isFinished {
            board.handle(.character("u"))
            board.handle(.character("d"))
            board.handle(.escape)
            watch.refresh()
        }
        session.recorder.close()
        // The names the game ends with (a rename may have been undone since).
        let header = board.game.header
        for side in Side.allCases {
            for (before, after) in zip(
                header.team(side).players.map(\.name), board.game.state.players(side).map(\.name))
            where before != after {
                renamed.append((before, after))
            }
        }
        run.gameClosed(board.game)
        guard board.game.state.isFinished else { return "the game was not won: \(board.board.status.value)" }
        finished.append(board.game)
        return nil
    }

    /// The next game made, then left before it starts (its board closed with nothing scored), and
    /// the run ended.
    func leaveNextGameAndEnd() {
        time.advance(byMs: 1_000)
        if let next = run.startNextGame() {
            watch.refresh()
            next.recorder.close()
            run.gameClosed(next.takeGame())
        }
        run.handle(.character("E"))
        run.handle(.character("y"))
    }

    /// Looks again until the watcher shows `id` (nil: whatever it settles on), or two seconds pass:
    /// a follower learns of a scorer leaving from the kernel, with second looks of its own.
    private func watcherSettles(on id: GameID?) {
        let deadline = Date().addingTimeInterval(2)
        repeat {
            watch.refresh()
            if let id, watch.game?.header.id == id, watch.game?.state.isFinished == true { return }
            var descriptors = watch.wakeDescriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = Glibc.poll(&descriptors, nfds_t(descriptors.count), Int32(source.recheckAfterMs ?? 100))
            if id == nil, ready == 0, source.recheckAfterMs == nil { return }
        } while Date() < deadline
    }

    /// What the player called `name` when a game ended is called now: later games' renames followed.
    private func nameNow(_ name: String) -> String {
        var name = name
        for change in renamed where change.old == name { name = change.new }
        return name
    }

    // MARK: Agreement

    /// Every way the run, its export, the library's players and the watcher differ from the games
    /// as scored, after `moment` (words for the report).
    func disagreements(after moment: String, runEnded: Bool) -> [String] {
        var found: [String] = []
        let state = run.state
        let export = RunExport.export(state, format: .text)
        let directory: PlayerDirectory
        do {
            let registry = try PlayerRegistryFile(folder: folder).read().registry
            directory = PlayerDirectory(records: try library.records().records, registry: registry)
        } catch {
            return ["\(moment): the library cannot be read: \(error)"]
        }
        let listed = Set(directory.entries.values.map(\.name))
        for (old, renamedTo) in renamed {
            // Renamed again in a later game: the name they have now.
            let new = nameNow(renamedTo)
            if state.isHere(old) { found.append("\(moment): the run still has \(old) (renamed \(new))") }
            if !state.isHere(new) { found.append("\(moment): the run has no \(new) (renamed from \(old))") }
            if export.contains(old) { found.append("\(moment): run export still says \(old) (renamed \(new))") }
            if listed.contains(old) { found.append("\(moment): players lists \(old) apart from \(new)") }
        }
        // Each finished game: its result in the run, under the names its players have now.
        for (number, game) in finished.enumerated() {
            guard number < state.results.count else {
                found.append("\(moment): the run has \(state.results.count) results, \(finished.count) games were won")
                break
            }
            let result = state.results[number]
            for side in Side.allCases {
                let score = side == .home ? result.homeScore : result.awayScore
                if score != game.state.score(side) {
                    found.append("\(moment): game \(number + 1) \(side): run \(score), board \(game.state.score(side))")
                }
                let names = game.state.players(side).map(\.name)
                let current = names.map(nameNow)
                if result.game.team(side).players != current {
                    found.append(
                        "\(moment): game \(number + 1) \(side) players: run \(result.game.team(side).players), "
                            + "now \(current)")
                }
            }
        }
        // Each player's games tonight: the library's players and the run's standings.
        for standing in state.standings {
            let entry = directory.entries.values.first { $0.name == standing.name }
            let played =
                entry?.games.filter { game in finished.contains { $0.header.id == game.summary.id } }.count ?? 0
            if played != standing.games {
                found.append(
                    "\(moment): \(standing.name) played \(played) games in players, \(standing.games) in the run")
            }
        }
        // The watcher: the last game won, never a game that never started or is gone.
        watcherSettles(on: finished.last?.header.id)
        if let shown = watch.game {
            if !FileManager.default.fileExists(atPath: library.path(of: shown.header.id)) {
                found.append("\(moment): watch shows \(shown.header.id), whose file is gone")
            }
            if shown.events.isEmpty { found.append("\(moment): watch shows \(shown.header.id), never started") }
            if runEnded, let last = finished.last, shown.header.id != last.header.id {
                found.append("\(moment): watch shows \(shown.header.id), not the last result \(last.header.id)")
            }
        } else if !finished.isEmpty {
            found.append("\(moment): watch shows nothing after \(finished.count) games")
        }
        return found
    }
}
