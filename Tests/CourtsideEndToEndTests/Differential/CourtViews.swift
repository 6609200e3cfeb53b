import CourtsideCore
import CourtsideStore
import CourtsideTesting
import CourtsideText
import CourtsideViewModels
import Foundation

@testable import CourtsideServer

/// One game scored on a live scoreboard into a real game file, and everything that shows it beside
/// the scorer, each through its own code: a follower of the file feeding what `watch` shows (its
/// board), serve's court (`/api/state` and the feed lines it sends, which are `courtside feed`'s),
/// and the exports of the file as saved. ``disagreements()`` says where any two of them differ.
///
/// Time is a manual clock shared by all, so the scorer's clock and a follower's agree to the tenth
/// when they agree at all.
@MainActor
final class CourtViews {
    let time = ManualTimeSource(monotonicMs: 1_000)
    let scorer: ScoreboardViewModel
    private let folder: String
    private let library: FileGameLibrary
    private let session: ScoringSession
    private let source: TeeSource
    private let watch: WatchViewModel
    private var court = CourtModel()
    /// Each player's object in the newest feed line that named them, by player id.
    private var feedPlayers: [String: [String: Any]] = [:]
    /// The newest feed line.
    private var lastFeed: [String: Any]?

    /// A new game under `rules`, its file in a folder of its own.
    init(rules: Rules, homePlayers: [String], awayPlayers: [String]) throws {
        folder = NSTemporaryDirectory() + "courtside-differential-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        library = FileGameLibrary(folder: folder)
        let header = try GameHeader(
            id: GameID(rawValue: "diff0001")!,
            home: Team(side: .home, name: "Ballerz", playerNames: homePlayers),
            away: Team(side: .away, name: "Ringerz", playerNames: awayPlayers),
            rules: rules, createdMs: time.wallMs)
        session = try library.create(header)
        scorer = ScoreboardViewModel(game: session.takeGame(), recorder: session.recorder, timeSource: time)
        let follower = try GameFollower(library: library, game: header.id)
        source = TeeSource(follower, location: folder)
        watch = WatchViewModel(source: source, timeSource: time)
        court.follow(header.id, location: library.path(of: header.id))
        catchUp()
    }

    /// Closes the file and removes the folder.
    func close() {
        session.recorder.close()
        source.close()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Types the step's keys, then lets its time pass a tenth at a time as the run loop does, every
    /// follower looking after each key and each tenth. A key that would change a confirmed game
    /// asks first: the scorer says yes, so the game goes on (unconfirmed) as the step meant.
    func perform(_ step: ScorerStep) {
        for key in step.keys {
            scorer.handle(key)
            if case .confirmReopen = scorer.mode.value { scorer.handle(.character("y")) }
            catchUp()
        }
        for _ in 0..<(step.waitMs / 100) {
            time.advance(byMs: 100)
            scorer.tick(now: time.monotonicMs)
            catchUp()
        }
        scorer.tick(now: time.monotonicMs)
        catchUp()
    }

    /// The followers read what the file has now: the watcher's board, then serve's court.
    private func catchUp() {
        watch.refresh()
        watch.tick(now: time.monotonicMs)
        for update in source.takeUpdates() {
            for frame in court.apply(update, now: time.monotonicMs, wallMs: time.wallMs) {
                readFeed(frame)
            }
        }
    }

    /// A `feed` event's line, kept as `courtside feed` readers keep it: the newest object of each
    /// player it names.
    private func readFeed(_ frame: String) {
        guard frame.hasPrefix("event: feed"),
            let data = frame.split(separator: "\n").first(where: { $0.hasPrefix("data: ") }),
            let line = Self.object(String(data.dropFirst(6)))
        else { return }
        lastFeed = line
        for player in line["players"] as? [[String: Any]] ?? [] {
            if let id = player["id"] as? String { feedPlayers[id] = player }
        }
    }

    private static func object(_ json: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any]
    }

    /// The game as its file has it now, read as `courtside export` reads it.
    func savedGame() throws -> Game {
        try library.load(GameID(rawValue: "diff0001")!).game
    }

    // MARK: Agreement

    /// Every way the views differ now, in words; empty when they all agree.
    func disagreements() -> [String] {
        var found: [String] = []
        func expect(_ agree: Bool, _ what: @autoclosure () -> String) {
            if !agree { found.append(what()) }
        }
        let board = scorer.board
        let state = scorer.game.state
        guard let watched = watch.board.value else { return ["watch shows no board"] }

        // The scorer's board and the watcher's.
        func compare<T: Equatable>(_ what: String, _ mine: T, _ theirs: T) {
            expect(mine == theirs, "\(what): board \(mine), watch \(theirs)")
        }
        compare("home score", board.homeScore.value, watched.homeScore.value)
        compare("away score", board.awayScore.value, watched.awayScore.value)
        compare("clock", board.time.value, watched.time.value)
        compare("shot clock", board.shotClock.value, watched.shotClock.value)
        compare("clock state", board.clockState.value, watched.clockState.value)
        for (mine, theirs) in zip(board.players, watched.players) {
            compare("panel \(mine.id)", mine.playerName.value, theirs.playerName.value)
            for move in Move.allCases {
                compare("\(mine.playerName.value) \(move)", mine.counter(move).value, theirs.counter(move).value)
            }
        }
        for side in Side.allCases {
            compare("\(side) totals", board.totals(for: side).value, watched.totals(for: side).value)
        }
        compare("bench", board.bench.value, watched.bench.value)

        // serve's /api/state.
        if let api = Self.object(court.stateJSON(now: time.monotonicMs)) {
            let apiClock = api["clockMs"] as? Int64 ?? Int64(api["clockMs"] as? Int ?? -1)
            let watchClock = watch.clock.elapsedMs(at: time.monotonicMs)
            expect(abs(apiClock - watchClock) < 100, "clock: /api/state \(apiClock) ms, watch \(watchClock) ms")
            expect(
                api["confirmed"] as? Bool == state.isConfirmed,
                "confirmed: /api/state \(api["confirmed"] ?? "none"), board \(state.isConfirmed)")
            for side in Side.allCases {
                let team = api[side.rawValue] as? [String: Any]
                expect(
                    team?["score"] as? Int == state.score(side),
                    "\(side) score: /api/state \(team?["score"] ?? "none"), board \(state.score(side))")
                expect(
                    team?["name"] as? String == board.teamName(for: side),
                    "\(side) name: /api/state \(team?["name"] ?? "none")")
            }
        } else {
            found.append("/api/state is not JSON")
        }

        // The feed: the newest line's teams, and each player as the newest line that named them.
        if let feed = lastFeed {
            expect(
                feed["confirmed"] as? Bool == state.isConfirmed,
                "confirmed: feed \(feed["confirmed"] ?? "none"), board \(state.isConfirmed)")
            for side in Side.allCases {
                let team = feed[side.rawValue] as? [String: Any]
                expect(
                    team?["score"] as? Int == state.score(side),
                    "\(side) score: feed \(team?["score"] ?? "none"), board \(state.score(side))")
                expect(
                    team?["teamFouls"] as? Int == state.teamFouls(side),
                    "\(side) fouls: feed \(team?["teamFouls"] ?? "none"), board \(state.teamFouls(side))")
            }
        }
        let names = PlayWords(header: scorer.game.header, state: state)
        for (id, line) in feedPlayers.sorted(by: { $0.key < $1.key }) {
            guard let player = PlayerID(rawValue: id) else { continue }
            let stats = state.stats(for: player)
            expect(
                line["name"] as? String == names.name(of: player),
                "\(id) name: feed \(line["name"] ?? "none"), board \(names.name(of: player))")
            for (key, value) in Self.feedCounters(stats) where line[key] as? Int != value {
                found.append("\(names.name(of: player)) \(key): feed \(line[key] ?? "none"), board \(value)")
            }
        }
        return found
    }

    /// The feed's counters of a player's line, by key.
    static func feedCounters(_ stats: PlayerStats) -> [(String, Int)] {
        [
            ("points", stats.points), ("assists", stats.assists), ("rebounds", stats.rebounds), ("fouls", stats.fouls),
            ("turnovers", stats.turnovers), ("steals", stats.steals), ("blocks", stats.blocks),
            ("freeThrows", stats.freeThrows), ("onePointAttempts", stats.attempted(1)),
            ("twoPointAttempts", stats.attempted(2)),
        ]
    }
}
