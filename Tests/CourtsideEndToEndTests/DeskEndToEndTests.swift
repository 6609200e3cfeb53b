import CourtsideLeagueTesting
import Foundation
import Testing

/// `courtside desk` with the real binary in tmux and a real PostgreSQL: two courts scoring at
/// once show on it live, the database stopped is "offline", restarted is live again.
@Suite("Desk end to end", .serialized)
struct DeskEndToEndTests {
    @Test("two courts scoring show live on the desk; the database stopped: offline; restarted: live")
    func twoCourtsThenOfflineThenLive() throws {
        let cluster = try PostgresCluster()
        try cluster.start()
        let made = try Binary.run(["league", "init", "--league", cluster.url()])
        #expect(made.status == 0, "\(made.stderr)")
        let league = ["COURTSIDE_LEAGUE": cluster.url()]
        let desk = try TmuxSession(["desk"], environment: league, givesLibrary: false)
        try desk.waitFor("no court has sent a game")
        let one = try TmuxSession(["new"], environment: league.merging(["COURTSIDE_COURT": "Court 1"]) { $1 })
        let two = try TmuxSession(["new"], environment: league.merging(["COURTSIDE_COURT": "Court 2"]) { $1 })
        try one.waitFor("league: caught up")
        try two.waitFor("league: caught up")
        try one.type("s")
        try two.type("d")
        try desk.waitUntil("both courts with their scores") { screen in
            screen.contains("league: live · 2 courts") && Self.row("Court 1", in: screen)?.contains("1-0") == true
                && Self.row("Court 2", in: screen)?.contains("2-0") == true
        }
        let live = try desk.screen()
        #expect(Self.row("Court 1", in: live)?.contains("live") == true, "\(live)")

        cluster.stop()
        try desk.waitUntil("the league offline, the courts too") { screen in
            screen.contains("league: OFFLINE since") && Self.row("Court 1", in: screen)?.contains("offline") == true
        }
        try cluster.start()
        // The watch tries again after its back-off (1 s, doubling): within half a minute.
        try desk.waitUntil("live again", seconds: 40) { screen in
            screen.contains("league: live · 2 courts") && Self.row("Court 2", in: screen)?.contains("live") == true
        }
        try two.type("s")
        try desk.waitUntil("the next event after the reconnection") { screen in
            Self.row("Court 2", in: screen)?.contains("3-0") == true
        }
        try desk.type("q")
        try desk.waitForTerminalGivenBack(exit: 0)
    }

    @Test("without a league the desk is one line and exit 1")
    func withoutALeague() throws {
        let none = try Binary.run(["desk"], environment: ["COURTSIDE_LEAGUE": ""])
        #expect(none.status == 1)
        #expect(none.stderr.hasPrefix("courtside: no league configured"))
        #expect(none.stderr.split(separator: "\n").count == 1, "\(none.stderr)")
    }

    /// The line of the desk's table that shows `court`.
    private static func row(_ court: String, in screen: String) -> String? {
        screen.split(separator: "\n").first { $0.contains(court) }.map(String.init)
    }
}
