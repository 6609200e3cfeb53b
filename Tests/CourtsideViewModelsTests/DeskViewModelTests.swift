import CourtsideCore
import CourtsideTesting
import CourtsideText
import CourtsideViewModels
import Testing

/// The desk: every court's line from the league watch's reports, the times that follow the wall
/// clock (a manual one here), the league's line while it is offline, and the keys.
@MainActor
@Suite struct DeskViewModelTests {
    /// A watch stand-in: what it reports next.
    final class FakeWatch {
        var next: DeskReport?
        var feed: DeskFeed {
            DeskFeed(
                descriptor: 42,
                take: { [self] in
                    defer { next = nil }
                    return next
                })
        }
    }

    static func court(
        _ name: String, home: String = "Ballerz", points: [PlayerID] = [], heardMs: Int64, refused: Int = 0,
        target: Int = 15, confirmed: Bool = false
    ) throws -> DeskCourt {
        var game = Game(header: try GameFixtures.header(id: "g\(name.count)xyz01", home: home, target: target))
        try GameFixtures.play(&game, points.map { .move($0, .twoPoints) })
        if confirmed {
            try GameFixtures.play(&game, [.confirm(home: game.state.score(.home), away: game.state.score(.away))])
        }
        return DeskCourt(
            court: name, header: game.header, state: game.state, lastHeardMs: heardMs, refused: refused)
    }

    @Test("each court's line: teams, score, clock, live or FINAL, heard how long ago, refusals")
    func lines() throws {
        let time = ManualTimeSource()
        let watch = FakeWatch()
        let desk = DeskViewModel(feed: watch.feed, timeSource: time)
        #expect(desk.wakeDescriptors == [42])
        #expect(desk.league.value == "league: connecting")
        #expect(desk.timeoutMs() == nil, "nothing counts time before the first report")

        let now = time.wallMs
        watch.next = DeskReport(courts: [
            try Self.court("Court 2", points: [GameFixtures.shaq, GameFixtures.kobe], heardMs: now - 12_000),
            try Self.court(
                "Court 1", home: "Hoopers", points: [GameFixtures.shaq, GameFixtures.shaq], heardMs: now - 65_000,
                refused: 1, target: 4),
        ])
        desk.wake()
        #expect(desk.league.value == "league: live · 2 courts")
        #expect(desk.lines.map(\.court) == ["Court 2", "Court 1"])
        let two = try #require(desk.lines.first)
        #expect((two.homeScore, two.awayScore, two.status, two.heard, two.refused) == (2, 2, "live", "0:12", 0))
        let one = try #require(desk.lines.last)
        #expect((one.home, one.homeScore, one.status, one.heard, one.refused) == ("Hoopers", 4, "FINAL", "1:05", 1))
        #expect(desk.table.state.value.sections.first?.rows.map(\.id) == ["Court 1", "Court 2"], "sorted by court")
        #expect(desk.table.selectedRow?.id == "Court 1")

        // Time passes: the "heard" times follow, once a second.
        #expect(desk.timeoutMs() == Int(1000 - time.wallMs % 1000))
        time.advance(byMs: 1_000)
        desk.tick()
        #expect(desk.lines.first?.heard == "0:13")
        // Five minutes without news: the court is offline; a finished game stays FINAL.
        time.advance(byMs: 5 * 60_000)
        desk.tick()
        #expect(desk.lines.map(\.status) == ["offline", "FINAL"])
    }

    @Test("a won game whose score both sides confirmed says FINAL ✓, as the board does")
    func confirmedFinal() throws {
        let time = ManualTimeSource()
        let watch = FakeWatch()
        let desk = DeskViewModel(feed: watch.feed, timeSource: time)
        let shaq = GameFixtures.shaq
        watch.next = DeskReport(courts: [
            try Self.court("Court 1", points: [shaq, shaq], heardMs: time.wallMs, target: 4, confirmed: true),
            try Self.court("Court 22", points: [shaq, shaq], heardMs: time.wallMs, target: 4),
        ])
        desk.wake()
        #expect(desk.lines.map(\.status) == ["FINAL ✓", "FINAL"])
    }

    @Test("the news says the league's first report, each court that moved, the league lost and reached again")
    func news() throws {
        let time = ManualTimeSource()
        let desk = DeskViewModel(feed: nil, timeSource: time)
        let now = time.wallMs
        desk.show(
            DeskReport(courts: [try Self.court("Court 1", heardMs: now), try Self.court("Court 22", heardMs: now)]))
        #expect(desk.news.value == "League live, 2 courts.")
        let read = [
            try Self.court("Court 1", points: [GameFixtures.shaq], heardMs: now),
            try Self.court("Court 22", heardMs: now, refused: 1),
        ]
        desk.show(DeskReport(courts: read))
        #expect(
            desk.news.value
                == "Court 1: Ballerz 2, Ringerz 0. Court 22: Ballerz 0, Ringerz 0, the league refused an event of it.")
        // Offline, the watch reports what it last read.
        desk.show(DeskReport(courts: read, offlineSinceMs: now, reason: "connection refused"))
        #expect(desk.news.value == "League database offline.")
        desk.show(
            DeskReport(courts: [
                try Self.court("Court 1", points: [GameFixtures.shaq, GameFixtures.kobe], heardMs: now),
                try Self.court("Court 22", heardMs: now, refused: 1),
            ]))
        #expect(desk.news.value == "League live again. Court 1: Ballerz 2, Ringerz 2.")
    }

    @Test("the league unreachable: its line says since when and why, the live courts offline; back: live")
    func offline() throws {
        let time = ManualTimeSource(wallMs: 1_763_712_000_000)
        let desk = DeskViewModel(
            feed: nil, timeSource: time, dates: LocalDateFormat(fixedOffsetSeconds: 0))
        let court = try Self.court("Court 1", points: [GameFixtures.shaq], heardMs: time.wallMs)
        desk.show(DeskReport(courts: [court]))
        #expect(desk.lines.first?.status == "live")
        desk.show(
            DeskReport(
                courts: [court], offlineSinceMs: time.wallMs,
                reason: "league database unreachable: connection refused\u{1B}[2J"))
        time.advance(byMs: 130_000)
        desk.tick()
        #expect(desk.league.value.hasPrefix("league: OFFLINE since 08:00 (2:10), reconnecting · league database"))
        #expect(!desk.league.value.contains("\u{1B}"), "the reason is sanitized")
        #expect(desk.status.value.hasPrefix("league database unreachable: connection refused"), "whole, below")
        #expect(!desk.status.value.contains("\u{1B}"))
        #expect(desk.lines.first?.status == "offline")
        desk.show(DeskReport(courts: [court]))
        #expect(desk.league.value == "league: live · 1 court")
        #expect(desk.status.value == "", "back: the reason goes")
        #expect(desk.lines.first?.status == "live")
    }

    @Test("arrows select a court, ? shows the help, q quits; the lines are redrawn only when they change")
    func keys() throws {
        let time = ManualTimeSource()
        let desk = DeskViewModel(feed: nil, timeSource: time)
        desk.show(
            DeskReport(courts: [
                try Self.court("A", heardMs: time.wallMs), try Self.court("B", heardMs: time.wallMs),
            ]))
        var redraws = 0
        let token = desk.table.state.bind { _ in redraws += 1 }
        desk.handle(.down)
        #expect(desk.table.selectedRow?.id == "B")
        desk.handle(.up)
        #expect(desk.table.selectedRow?.id == "A")
        desk.tick()
        #expect(redraws == 0, "the same second: nothing made again")
        desk.handle(.character("?"))
        #expect(desk.showsHelp.value)
        desk.handle(.character("x"))
        #expect(!desk.showsHelp.value, "any key closes the help")
        desk.handle(.character("q"))
        #expect(desk.quits.value)
        _ = token
    }
}
