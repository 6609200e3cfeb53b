import CourtsideCore
import CourtsideLeague
import CourtsideLeagueTesting
import CourtsideStore
import CourtsideTesting
import Foundation
import Synchronization

/// The league's figures (issue 45): 16 courts scoring at once into one throwaway PostgreSQL
/// cluster, each library with its own ``LeagueSenderLoop`` nudged after each event saved through
/// the store's commit path, and one listener on the desk's path (``LeagueCourtsWatch``: NOTIFY
/// received, the rows read and folded). An event's time starts when the store's write and fsync
/// returned and ends when the listener has folded it. Then the catch-up: one court scores
/// ``offlineEvents`` with the database stopped; the time from the database back (`pg_ctl start`
/// returned) to the listener holding the last of them, sent by one pass (`league push`'s path; the
/// board's loop adds its back-off wait, 1 s doubling to 30 s, before that pass).
enum LeagueBench {
    static let courts = 16
    /// Events each court scores, one every ``intervalMs`` or so (staggered across courts).
    static let eventsPerCourt = 20
    static let intervalMs = 500
    /// About 10 minutes of play on one court.
    static let offlineEvents = 300
    static let p99LimitMs = 1_000.0
    static let catchUpLimitMs = 2_000.0

    /// When each (court, seq) was saved and when the listener had it, in monotonic ns.
    private final class Times: Sendable {
        let saved = Mutex<[String: UInt64]>([:])
        let seen = Mutex<[String: UInt64]>([:])
    }

    /// One court's laptop.
    private final class Court {
        let name: String
        let library: FileGameLibrary
        var game: Game
        let session: ScoringSession
        var loop: LeagueSenderLoop?

        init(name: String, id: String, folder: String) throws {
            self.name = name
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            library = FileGameLibrary(folder: folder)
            session = try library.create(try GameFixtures.header(id: id, target: 99))
            game = session.game
        }

        /// One rebound saved as the board saves it; the seq saved.
        func score() throws -> Int {
            let events = try game.prepare(.move(GameFixtures.shaq, .rebound), clockMs: 0, wallMs: 0)
            try session.recorder.record(events)
            for event in events { _ = try game.apply(event) }
            return game.events.last?.sequence ?? 0
        }
    }

    static func run(folder: TempFolder, log: (String) -> Void) throws(BenchFailure) -> [BenchRow] {
        do {
            return try measure(folder: folder, log: log)
        } catch let failure as BenchFailure {
            throw failure
        } catch {
            throw BenchFailure("league: \(error)")
        }
    }

    private static func measure(folder: TempFolder, log: (String) -> Void) throws -> [BenchRow] {
        log("league: a throwaway cluster, \(courts) courts scoring at once, a listener")
        let cluster = try PostgresCluster()
        defer { cluster.destroy() }
        try cluster.start()
        let url = cluster.url()
        _ = try LeagueSchema.upgrade(try LeagueConnection(url: url))
        let times = Times()
        let watch = try LeagueCourtsWatch(url: url) { report in
            let now = Monotonic.ns()
            times.seen.withLock { seen in
                for court in report.courts where court.seq > 0 {
                    let key = "\(court.court) \(court.seq)"
                    if seen[key] == nil { seen[key] = now }
                }
            }
        }
        watch.start()
        let laptops = try (0..<courts).map { index in
            try Court(
                name: "Court \(index + 1)", id: "bench\(index)", folder: folder.file("league/court\(index)"))
        }
        for court in laptops {
            court.loop = LeagueSenderLoop(library: court.library, court: court.name, url: url) { _ in }
        }
        // Every court scores in turn, staggered: 16 events each interval.
        let step = intervalMs * 1_000 / courts
        for _ in 0..<eventsPerCourt {
            for court in laptops {
                let seq = try court.score()
                let saved = Monotonic.ns()
                times.saved.withLock { $0["\(court.name) \(seq)"] = saved }
                court.loop?.nudge(game: court.game.header.id)
                usleep(useconds_t(step))
            }
        }
        let expected = courts * eventsPerCourt
        let deadline = Monotonic.ns() + 20_000_000_000
        while times.seen.withLock({ seen in laptops.allSatisfy { seen["\($0.name) \(eventsPerCourt)"] != nil } })
            == false,
            Monotonic.ns() < deadline
        {
            Monotonic.sleep(ms: 20)
        }
        let saved = times.saved.withLock { $0 }
        let seen = times.seen.withLock { $0 }
        // The listener reports a court's newest seq: an event folded with later ones in one read
        // counts from when the read that held it ended, the later one's time.
        var latencies: [Double] = []
        for (key, start) in saved {
            let parts = key.split(separator: " ")
            let court = parts.dropLast().joined(separator: " ")
            let seq = Int(parts.last ?? "") ?? 0
            let end = (seq...eventsPerCourt).compactMap { seen["\(court) \($0)"] }.min()
            if let end { latencies.append(Double(end - start) / 1_000_000) }
        }
        for court in laptops { court.loop?.stop() }
        guard latencies.count == expected else {
            throw BenchFailure("league: the listener saw \(latencies.count) of \(expected) events")
        }
        let stats = Stats(latencies)

        log("league: \(offlineEvents) events on one court while the database is stopped, then the catch-up")
        let offline = laptops[0]
        cluster.stop()
        var last = 0
        for _ in 0..<offlineEvents { last = try offline.score() }
        try cluster.start()
        let back = Monotonic.ns()
        let sender = LeagueSender(library: offline.library, court: offline.name, url: url)
        let key = "\(offline.name) \(last)"
        let catchUpDeadline = back + 30_000_000_000
        while times.seen.withLock({ $0[key] }) == nil, Monotonic.ns() < catchUpDeadline {
            if !sender.pass().isCaughtUp { Monotonic.sleep(ms: 50) } else { Monotonic.sleep(ms: 5) }
        }
        guard let caught = times.seen.withLock({ $0[key] }) else {
            throw BenchFailure("league: the listener never had the \(offlineEvents) events sent after the outage")
        }
        let catchUpMs = Double(caught - back) / 1_000_000
        await_stop(watch)
        return [
            BenchRow(
                measure:
                    "league: event on a court's disk → listener has it (NOTIFY, row read, folded), p50 (\(courts) courts, \(expected) events)",
                value: Format.fixed(stats.median, 1) + " ms"),
            BenchRow(
                measure: "league: the same, p99", value: Format.fixed(stats.percentile(99), 1) + " ms",
                target: "≤ \(Int(p99LimitMs)) ms", met: stats.percentile(99) <= p99LimitMs),
            BenchRow(
                measure:
                    "league: catch-up of \(offlineEvents) events (10 min offline), database back → listener has the last",
                value: Format.fixed(catchUpMs, 0) + " ms", target: "≤ \(Int(catchUpLimitMs)) ms",
                met: catchUpMs <= catchUpLimitMs),
        ]
    }

    /// Stops the watch from this synchronous code (its stop is async: it waits off the pool).
    private static func await_stop(_ watch: LeagueCourtsWatch) {
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            await watch.stop()
            done.signal()
        }
        done.wait()
    }
}
