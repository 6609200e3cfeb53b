import CourtsideCore
import CourtsideTesting
import CourtsideViewModels
import Testing

/// The scoreboard's league bar: what the sender says, in words a scorer understands, redrawn only
/// when they change; and each saved event nudges the sender, a refused key does not.
@MainActor
@Suite struct LeagueBarTests {
    /// A sender stand-in: what it says next, and how often it was nudged.
    final class FakeSender {
        var next: LeagueLine?
        var nudges = 0
        var link: LeagueLink {
            LeagueLink(
                descriptor: 99,
                take: { [self] in
                    defer { next = nil }
                    return next
                }, nudge: { [self] _ in nudges += 1 })
        }
    }

    @Test("no league: no bar and nothing to wait on")
    func noLeague() throws {
        let harness = try Harness()
        #expect(harness.board.bar == nil)
        #expect(harness.board.wakeDescriptors.isEmpty)
    }

    @Test("each saved event nudges the sender; a refused key does not")
    func nudges() throws {
        let harness = try Harness()
        let sender = FakeSender()
        harness.board.league = sender.link
        #expect(harness.board.wakeDescriptors == [99])
        harness.keys("sd")
        #expect(sender.nudges == 2)
        // A redo with nothing undone is refused by the rules: nothing saved, nothing to send.
        harness.keys("Z")
        #expect(sender.nudges == 2)
        harness.keys("zZ")
        #expect(sender.nudges == 4)
    }

    @Test("the bar says sent, caught up, events waiting with the time offline, and a refused game")
    func words() throws {
        let harness = try Harness()
        let sender = FakeSender()
        harness.board.league = sender.link
        #expect(harness.board.bar?.value.parts.first?.text == "league: connecting")
        sender.next = .caughtUp
        harness.board.refresh()
        #expect(harness.board.bar?.value.parts.first?.text == "league: caught up")
        sender.next = .sent
        harness.board.refresh()
        #expect(harness.board.bar?.value.parts.first?.text == "league: sent")
        sender.next = .waiting(count: 14, sinceMs: harness.time.monotonicMs, reason: "league database unreachable: x")
        harness.board.refresh()
        #expect(
            harness.board.bar?.value.parts.map(\.text) == [
                "league: 14 events waiting (offline 0:00)", "league database unreachable: x",
            ])
        #expect(harness.board.bar?.value.tone == .warning)
        // The duration moves on by itself: the run loop wakes within a second while offline.
        #expect(harness.board.msUntilNextTick(now: harness.time.monotonicMs) == 1_000)
        harness.time.advance(byMs: 130_000)
        harness.board.tick(now: harness.time.monotonicMs)
        #expect(harness.board.bar?.value.parts.first?.text == "league: 14 events waiting (offline 2:10)")
        sender.next = .refused(game: "k7m2abcd", seq: 31)
        harness.board.refresh()
        #expect(
            harness.board.bar?.value.parts.first?.text.hasPrefix("league: REFUSED game k7m2abcd at event 31") == true)
        #expect(harness.board.msUntilNextTick(now: harness.time.monotonicMs) == nil)
    }

    @Test("nothing new from the sender redraws nothing")
    func quietRefresh() throws {
        let harness = try Harness()
        let sender = FakeSender()
        harness.board.league = sender.link
        var fired = 0
        let token = harness.board.bar?.bind { _ in fired += 1 }
        harness.board.refresh()
        sender.next = .caughtUp
        harness.board.refresh()
        sender.next = .caughtUp
        harness.board.refresh()
        #expect(fired == 1)
        _ = token
    }
}
