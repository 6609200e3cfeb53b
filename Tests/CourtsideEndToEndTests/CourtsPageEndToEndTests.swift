import CourtsideCore
import CourtsideLeague
import CourtsideLeagueTesting
import CourtsideStore
import CourtsideTesting
import Foundation
import Testing

/// `/courts` with a real PostgreSQL and the real binary, in headless Chromium: two courts' games
/// sent to the league appear on `/api/courts` and on the page, live; the database stopped shows
/// offline while serve keeps serving, restarted shows live again with what was sent meanwhile.
@Suite("/courts end to end", .serialized)
struct CourtsPageEndToEndTests {
    /// One court's laptop: a library with one game scored through the store's commit path, and
    /// its sender to the league.
    final class Court {
        let library: FileGameLibrary
        private(set) var game: Game
        private let session: ScoringSession
        let sender: LeagueSender

        init(court: String, id: String, home: String, away: String, url: String, target: Int = 21) throws {
            library = FileGameLibrary(folder: TmuxSession.makeTemporaryFolder())
            session = try library.create(try GameFixtures.header(id: id, home: home, away: away, target: target))
            game = session.game
            sender = LeagueSender(library: library, court: court, url: url)
        }

        deinit { session.recorder.close() }

        /// `count` made twos by `player`, saved as the board saves them, then sent (tried again
        /// until the league takes them: after a restart the first attempt may meet the old connection).
        func score(_ player: PlayerID, twos count: Int) throws {
            try record(Array(repeating: .move(player, .twoPoints), count: count))
        }

        /// `kinds`, saved as the board saves them, then sent as ``score(_:twos:)`` sends.
        func record(_ kinds: [GameEventKind]) throws {
            for kind in kinds {
                let events = try game.prepare(kind, clockMs: 0, wallMs: 1_000)
                try session.recorder.record(events)
                for event in events { _ = try game.apply(event) }
            }
            #expect(Eventually.holds(within: 20) { sender.pass().isCaughtUp })
        }
    }

    /// A synchronous GET from the page: the status and the body.
    static func get(_ path: String) -> String {
        "(function () { var x = new XMLHttpRequest(); x.open('GET', '\(path)', false); x.send(); return x.status + ' ' + x.responseText; })()"
    }

    /// The court rows' texts, joined by " | ".
    static let rows =
        "Array.from(document.querySelectorAll('#courts li')).map(function (li) { return li.textContent; }).join(' | ')"

    @Test(
        "two courts live on /api/courts and /courts (TV and phone); the database stopped says offline, restarted is live again"
    )
    func twoCourtsLive() throws {
        let cluster = try PostgresCluster()
        try cluster.start()
        _ = try LeagueSchema.upgrade(try LeagueConnection(url: cluster.url()))
        let (server, url) = try RunPageEndToEndTests.serve(
            library: TmuxSession.makeTemporaryFolder(), ["--league", cluster.url()])
        #expect(server.stdout.contains("\(url)courts"))
        let one = try Court(court: "Court 1", id: "courta01", home: "Ballerz", away: "Ringerz", url: cluster.url())
        let two = try Court(court: "Court 2", id: "courtb01", home: "Dunkers", away: "Swish", url: cluster.url())
        try one.score(GameFixtures.shaq, twos: 2)
        try two.score(GameFixtures.kobe, twos: 3)

        let tv = try ChromiumPage(url + "courts", width: 1920, height: 1080)
        let phone = try ChromiumPage(url + "courts", width: 390, height: 844)
        for page in [tv, phone] {
            #expect(
                try page.wait(
                    until: "\(Self.rows).indexOf('Court 1Ballerz4 – 0Ringerz') === 0"
                        + " && \(Self.rows).indexOf('Court 2Dunkers0 – 6Swish') > 0"))
            #expect(try page.evaluate("document.getElementById('league').textContent") as? String == "2 courts · live")
        }
        let api = try #require(try tv.evaluate(Self.get("/api/courts")) as? String)
        #expect(api.hasPrefix("200 {"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(api.dropFirst(4).utf8)) as? [String: Any])
        #expect(json["league"] as? String == "live")
        let courts = try #require(json["courts"] as? [[String: Any]])
        #expect(courts.map { $0["court"] as? String } == ["Court 1", "Court 2"])
        #expect(courts.map { $0["homeScore"] as? Int } == [4, 0])
        #expect(courts.map { $0["awayScore"] as? Int } == [0, 6])
        #expect(courts.map { $0["seq"] as? Int } == [2, 3])
        #expect(courts[1]["home"] as? String == "Dunkers")

        // Live: a basket sent shows without a reload.
        try one.score(GameFixtures.shaq, twos: 1)
        #expect(try tv.wait(until: "\(Self.rows).indexOf('Court 1Ballerz6 – 0Ringerz') === 0"))

        if let folder = ProcessInfo.processInfo.environment["COURTSIDE_SCREENSHOTS"] {
            try phone.screenshot().write(to: URL(fileURLWithPath: folder + "/courts-phone.png"))
            try tv.screenshot().write(to: URL(fileURLWithPath: folder + "/courts-tv.png"))
        }

        cluster.stop()
        #expect(
            try tv.wait(
                until: "document.getElementById('league').textContent.indexOf('■ league database offline since') === 0")
        )
        #expect(try (tv.evaluate(Self.get("/api/courts")) as? String)?.contains("\"league\":\"offline\"") == true)
        #expect(
            try (tv.evaluate(Self.get("/api/state")) as? String)?.hasPrefix("200 ") == true,
            "the other pages keep serving")
        #expect(
            try (tv.evaluate(Self.rows) as? String)?.contains("Court 1Ballerz6 – 0Ringerz") == true,
            "what was read stays")

        try cluster.start()
        try two.score(GameFixtures.kobe, twos: 1)
        // The watch tries again after its back-off (1 s, doubling): within half a minute.
        #expect(
            try tv.wait(
                seconds: 40,
                until: "document.getElementById('league').textContent === '2 courts · live'"
                    + " && \(Self.rows).indexOf('Court 2Dunkers0 – 8Swish') > 0"))

        // A won game is FINAL (unconfirmed) until both sides confirm its score, then FINAL ✓.
        let three = try Court(
            court: "Court 3", id: "courtc01", home: "Aces", away: "Kings", url: cluster.url(), target: 4)
        try three.score(GameFixtures.shaq, twos: 2)
        let status = "(document.querySelector('#courts li[data-court=\"Court 3\"] .court-status') || {}).textContent"
        #expect(try tv.wait(until: "\(status) === 'FINAL (unconfirmed)'"))
        try three.record([.confirm(home: 4, away: 0)])
        #expect(try tv.wait(until: "\(status) === 'FINAL ✓'"))
        server.signal(SIGINT)
        #expect(server.exitStatus() == 0)
    }

    @Test("without a league, /courts and its API answer 404 with the one line that says how to get one")
    func noLeague() throws {
        let (server, url) = try RunPageEndToEndTests.serve(library: TmuxSession.makeTemporaryFolder())
        #expect(!server.stdout.contains("\(url)courts"))
        let page = try ChromiumPage(url + "courts", width: 800, height: 600)
        #expect(
            try page.wait(
                until: "document.body !== null && document.body.textContent.indexOf("
                    + "'no league: /courts shows a league\\'s courts; start serve with --league URL') === 0"))
        #expect(
            try (page.evaluate(Self.get("/api/courts")) as? String)?.hasPrefix("404 {\"error\":\"no league") == true)
        server.signal(SIGINT)
        #expect(server.exitStatus() == 0)
    }
}
