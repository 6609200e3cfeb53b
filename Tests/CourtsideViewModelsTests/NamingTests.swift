import CourtsideCore
import CourtsideTesting
import Testing

@testable import CourtsideViewModels

/// A late arrival (`+`) and a new name (`N`) on the scoreboard: the name typed on the status line,
/// one `join` or `rename` event recorded through the one commit path, undone like any action; the
/// panels, the log and the prompts say the new names.
@Suite("Late arrivals and new names on the scoreboard")
@MainActor
struct NamingTests {
    private static let shaq = PlayerID(side: .home, number: 1)
    private static let gus = PlayerID(side: .home, number: 4)
    private static let kobe = PlayerID(side: .away, number: 3)

    @Test("+ asks the selected team's late arrival; Enter records a join; B then brings them on")
    func join() throws {
        let h = try Harness()
        h.keys("u+")
        #expect(h.shown.status.value == "Ballerz: who joins? _  (Enter adds to the bench, Esc cancels)")
        h.keys("Gus")
        #expect(h.shown.status.value == "Ballerz: who joins? Gus_  (Enter adds to the bench, Esc cancels)")
        #expect(h.recorder.events.isEmpty, "nothing recorded before Enter")
        h.board.handle(.enter)
        #expect(h.recorder.events.last?.kind == .join(.home, name: "Gus"))
        #expect(h.shown.status.value == "Gus joins Ballerz")
        #expect(h.board.mode.value == .scoring)
        #expect(h.shown.playLog.value.first?.player == "Gus" && h.shown.playLog.value.first?.move == "JOIN")
        h.keys("B")
        #expect(h.shown.status.value == "sub for Shaq: 1 Gus  (Esc: none)")
        h.keys("1d")
        #expect(h.recorder.events.last?.kind == .move(Self.gus, .twoPoints))
        #expect(h.player("home.1").playerName.value == "Gus")
        #expect(h.shown.playLog.value.map(\.player).prefix(2) == ["Gus", "Gus"])
        h.keys("zzz")
        #expect(h.shown.status.value == "undid Gus joins Ballerz")
        #expect(h.board.game.state.rosterSize(.home) == 3)
        #expect(h.shown.playLog.value.isEmpty)
    }

    @Test("N renames the selected panel's player: the panel, the log and the words say the new name")
    func rename() throws {
        let h = try Harness()
        h.keys("ldN")
        #expect(h.shown.status.value == "new name for Kobe: _  (Enter renames, Esc cancels)")
        h.keys("Bean")
        h.board.handle(.enter)
        #expect(h.recorder.events.last?.kind == .rename(Self.kobe, name: "Bean"))
        #expect(h.shown.status.value == "Kobe is now Bean")
        #expect(h.player("away.3").playerName.value == "Bean")
        #expect(h.shown.playLog.value.map(\.player) == ["Bean", "Bean"])
        #expect(h.shown.playLog.value.first?.was == "Kobe")
        h.keys("a")
        #expect(h.shown.status.value.hasSuffix("Bean: assist"))
        h.keys("zz")
        #expect(h.shown.status.value == "undid Kobe is now Bean")
        #expect(h.player("away.3").playerName.value == "Kobe")
        h.keys("Z")
        #expect(h.player("away.3").playerName.value == "Bean")
    }

    @Test("typing: Space, Backspace, a leading or trailing space trimmed, the length capped, Tab completes")
    func typing() throws {
        let h = try Harness()
        h.board.knownNames = { ["Gustavo", "Hal"] }
        h.keys("+")
        h.board.handle(.character("g"))
        h.board.handle(.tab)
        #expect(h.shown.status.value.contains("who joins? Gustavo_"))
        for _ in 0..<3 { h.board.handle(.backspace) }
        h.board.handle(.space)
        h.keys("Jr ")
        h.board.handle(.enter)
        #expect(h.recorder.events.last?.kind == .join(.home, name: "Gust Jr"))
        var prompt = NamePrompt(.join(.away, team: "Ringerz"))
        for _ in 0..<Team.maxNameLength {
            guard case .typing(let next) = prompt.handling(.character("x")) else {
                Issue.record("not typing")
                return
            }
            prompt = next
        }
        guard case .typing(let full) = prompt.handling(.character("y")) else {
            Issue.record("not typing")
            return
        }
        #expect(full.text.count == Team.maxNameLength)
        #expect(full.statusText.hasPrefix("✗ a name has at most 40 characters · "))
        #expect(NamePrompt(.join(.home, team: "A")).handling(.escape) == .cancel)
    }

    @Test("refused: an empty name, another player's, an unchanged one, a ninth player; Esc records nothing")
    func refusals() throws {
        let h = try Harness()
        h.keys("+")
        h.board.handle(.enter)
        #expect(h.shown.status.value.hasPrefix("✗ type a name · Ballerz: who joins?"))
        h.keys("kobe")
        h.board.handle(.enter)
        #expect(
            h.shown.status.value
                == "✗ \"kobe\" is already a player in this game: give another name · Ballerz: who joins? kobe_  (Enter adds to the bench, Esc cancels)"
        )
        #expect(h.recorder.events.isEmpty)
        h.board.handle(.escape)
        #expect(h.shown.status.value == "no one joins")
        #expect(h.board.mode.value == .scoring)
        h.keys("uNShaq")
        h.board.handle(.enter)
        #expect(h.shown.status.value.hasPrefix("✗ \"Shaq\" is that player's name already · new name for Shaq:"))
        h.board.handle(.escape)
        #expect(h.shown.status.value == "Shaq keeps the name")
        for name in ["P4", "P5", "P6", "P7", "P8"] {
            h.keys("+" + name)
            h.board.handle(.enter)
        }
        #expect(h.board.game.state.rosterSize(.home) == 8)
        h.keys("+P9")
        h.board.handle(.enter)
        #expect(h.shown.status.value.hasPrefix("✗ home team has 8 players already: at most 8"))
        #expect(h.recorder.events.count == 5)
    }

    @Test("a game resumed with joins and renames shows the names as they stand")
    func resumed() throws {
        let events = [
            GameEvent(sequence: 1, kind: .join(.home, name: "Gus"), clockMs: 0, wallMs: 1),
            GameEvent(sequence: 2, kind: .rename(Self.shaq, name: "Diesel"), clockMs: 0, wallMs: 2),
        ]
        let h = try Harness(events: events)
        #expect(h.player("home.1").playerName.value == "Diesel")
        #expect(h.shown.playLog.value.map(\.player) == ["Diesel", "Gus"])
        h.keys("B")
        #expect(h.shown.status.value == "sub for Diesel: 1 Gus  (Esc: none)")
    }

    @Test("a board that takes no late arrival (a run's game) says why on +, and records nothing")
    func noLateArrival() throws {
        let h = try Harness()
        h.board.lateArrivalRefusal = "in a run, a latecomer joins the line"
        h.keys("+")
        #expect(h.shown.status.value == "in a run, a latecomer joins the line")
        #expect(h.board.mode.value == .scoring && h.recorder.events.isEmpty)
        h.keys("N")
        #expect(h.shown.status.value.hasPrefix("new name for Shaq:"), "a new name is fine")
    }
}
