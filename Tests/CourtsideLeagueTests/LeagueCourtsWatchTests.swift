import CourtsideCore
import CourtsideLeague
import CourtsideLeagueTesting
import Foundation
import Synchronization
import Testing

/// The courts watch against a real PostgreSQL: a notification that arrives while the watch is
/// reading the rows of another is taken too, not left in libpq until the next one wakes it.
@Suite("League courts watch", .timeLimit(.minutes(2)))
struct LeagueCourtsWatchTests {
    /// The courts in the watch's reports, newest last.
    final class Reports: Sendable {
        let courts = Mutex<[String: Int]>([:])
    }

    @Test("a notification that came while the watch read another game's rows is read at once")
    func notificationDuringARead() async throws {
        let cluster = try PostgresCluster()
        try cluster.start()
        let admin = try LeagueConnection(url: cluster.url())
        _ = try LeagueSchema.upgrade(admin)
        let reports = Reports()
        let watch = try LeagueCourtsWatch(url: cluster.url()) { report in
            reports.courts.withLock { courts in
                for court in report.courts { courts[court.court] = court.seq }
            }
        }
        watch.start()
        defer { Task { await watch.stop() } }
        // The watch has caught up (an empty league) and listens: a court's event reaches it.
        let first = try ScoredLibrary(gameID: "gamefirst", court: "A")
        try first.rebounds(1)
        #expect(first.sender(url: cluster.url(), court: "A").pass().isCaughtUp)
        while reports.courts.withLock({ $0["A"] }) != 1 { try await Task.sleep(for: .milliseconds(20)) }

        // Two courts' events in the league, announced by hand (the trigger off meanwhile).
        try admin.query("ALTER TABLE events DISABLE TRIGGER events_notify")
        let one = try ScoredLibrary(gameID: "gameone1", court: "B")
        try one.rebounds(2)
        #expect(one.sender(url: cluster.url(), court: "B").pass().isCaughtUp)
        let two = try ScoredLibrary(gameID: "gametwo2", court: "C")
        try two.rebounds(3)
        #expect(two.sender(url: cluster.url(), court: "C").pass().isCaughtUp)
        try admin.query("ALTER TABLE events ENABLE TRIGGER events_notify")

        // B's notification: the watch's read of B's events waits on a lock the test holds...
        let locker = try LeagueConnection(url: cluster.url())
        try locker.query("BEGIN")
        try locker.query("LOCK TABLE events IN ACCESS EXCLUSIVE MODE")
        try admin.query("NOTIFY courtside_events, 'B gameone1 2'")
        while try admin.query("SELECT count(*) FROM pg_locks WHERE NOT granted").first?.first ?? nil == "0" {
            try await Task.sleep(for: .milliseconds(20))
        }
        // ...while C's arrives; libpq takes it off the socket with B's rows.
        try admin.query("NOTIFY courtside_events, 'C gametwo2 3'")
        try locker.query("COMMIT")
        var seen: [String: Int] = [:]
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            seen = reports.courts.withLock { $0 }
            if seen["C"] == 3 { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(seen["B"] == 2)
        #expect(seen["C"] == 3, "C's notification was read without another to wake the watch")
    }
}
