import CourtsideCore
import CourtsideTesting
import Foundation
import PropertyBased
import Synchronization
import Testing

/// One truth, checked everywhere: random scoring sessions drawn from every scorer action, and after
/// every step the scorer's board, a follower of the file (what `watch` shows), serve's
/// `/api/state`, the feed lines and the exports of the saved file must agree on the score, the
/// clock (to the tenth), every counter and every name; and random evenings, a run's games one
/// after the other, after which the run, its export, the library's players and a watcher of the
/// court must agree with the games as scored (``RunViews``).
///
/// `make test` plays a fixed deck of sessions (seeded, so every run plays the same ones, in well
/// under a minute); `make bench` plays a longer soak (`COURTSIDE_DIFFERENTIAL_SESSIONS`, from a
/// seed of its own, `COURTSIDE_DIFFERENTIAL_SEED`). A failing session is shrunk by PropertyBased to
/// the few steps that disagree, and printed in words.
@MainActor
@Suite("Every view agrees", .serialized)
struct DifferentialTests {
    private static let environment = ProcessInfo.processInfo.environment
    private static let sessions = environment["COURTSIDE_DIFFERENTIAL_SESSIONS"].flatMap { Int($0) } ?? 24
    private static let seed = environment["COURTSIDE_DIFFERENTIAL_SEED"].flatMap { UInt64($0) } ?? 40
    /// How many sessions recorded a confirmed final score: the deck must hold some.
    private static let confirmedSessions = Mutex(0)

    @Test("random sessions: board, watch, /api/state, feed and exports agree after every step")
    func randomSessions() async {
        print("Every view agrees: \(Self.sessions) sessions from seed \(Self.seed)")
        await propertyCheck(
            count: Self.sessions, input: Self.deck(from: Self.seed, DifferentialSession.init, shrink: { $0.shrunk })
        ) {
            session in
            for problem in Self.disagreements(in: session) {
                Issue.record("\(problem)")
            }
        }
        #expect(Self.confirmedSessions.withLock { $0 } > 0, "some sessions confirm a final score")
    }

    @Test("random evenings: the run, its export, players and watch agree with the games as scored")
    func randomEvenings() async {
        let count = max(4, Self.sessions / 4)
        print("Every view agrees: \(count) evenings from seed \(Self.seed)")
        await propertyCheck(count: count, input: Self.deck(from: Self.seed, RunSession.init, shrink: { $0.shrunk })) {
            evening in
            for problem in Self.disagreements(in: evening) {
                Issue.record("\(problem)")
            }
        }
    }

    /// Sessions drawn one after the other from `seed` (not from PropertyBased's own random numbers,
    /// so every run plays the same deck), each shrunk by `shrink`.
    private static func deck<Session: Sendable>(
        from seed: UInt64, _ make: @escaping @Sendable (UInt64) -> Session,
        shrink: @escaping @Sendable (Session) -> sending [Session]
    ) -> Generator<Session, [Session]> {
        let next = Mutex(seed)
        return Generator(
            run: { _ in
                make(
                    next.withLock { value in
                        defer { value += 1 }
                        return value
                    })
            },
            shrink: shrink)
    }

    /// Plays `evening`: after each game, and after the run ends (the next game made and left before
    /// it starts), the run and everything beside it must agree with the games as scored.
    static func disagreements(in evening: RunSession) -> [String] {
        let views: RunViews
        do {
            views = try RunViews(players: ["Abe", "Bea", "Cal", "Dot", "Eli", "Fay", "Gil", "Hap"])
        } catch {
            return ["the run could not be made: \(error)"]
        }
        defer { views.close() }
        for (index, steps) in evening.games.enumerated() {
            if let problem = views.play(steps, renamedPanel: evening.renames[index], newName: "Quinn\(index + 1)") {
                return ["game \(index + 1): \(problem)"]
            }
            let found = views.disagreements(after: "game \(index + 1)", runEnded: false)
            if !found.isEmpty { return found }
        }
        views.leaveNextGameAndEnd()
        return views.disagreements(after: "the run's end", runEnded: true)
    }

    /// Plays `session`, checking after each step; the first disagreement ends it (later steps
    /// only repeat it), named with the step that brought it.
    static func disagreements(in session: DifferentialSession) -> [String] {
        let rules = DifferentialSession.ruleSets[session.rulesIndex]
        let views: CourtViews
        do {
            views = try CourtViews(rules: rules.rules, homePlayers: rules.home, awayPlayers: rules.away)
        } catch {
            return ["the game could not be made: \(error)"]
        }
        defer { views.close() }
        for (index, seed) in session.steps.enumerated() {
            let step = ScorerStep(seed: seed)
            views.perform(step)
            var found = views.disagreements()
            do {
                found += views.exportDisagreements(of: try views.savedGame())
            } catch {
                found.append("the saved game does not load: \(error)")
            }
            if !found.isEmpty {
                return found.map { "after step \(index + 1) (\(step)): \($0)" }
            }
        }
        if views.scorer.game.events.contains(where: \.kind.isConfirm) {
            confirmedSessions.withLock { $0 += 1 }
        }
        return []
    }
}
