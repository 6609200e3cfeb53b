import CourtsideCore
import CourtsideTesting
import CourtsideText
import CourtsideViewModels
import Testing

/// Edit mode's jumps deep into a long log (issue 43): a player's plays (`w`), a clock time (`g`),
/// the oldest and newest (Home, End). Each test counts the keys from the scoring board to the play
/// it wants, `e` included: six at most in a 200-play game.
@MainActor
@Suite("Jumps in the play log")
struct PlayLogJumpTests {
    /// A 200-play game on a running clock, a play every 3.7 s (no two in one second), none of them
    /// points: misses, rebounds, turnovers, steals and fouls, the six players in turn.
    static func longGame(rules: Rules? = nil) throws -> Harness {
        let h = try Harness(target: 21, rules: rules)
        h.keys(" ")
        let players = Array("uiojkl")
        let moves = Array("xr;,cf")
        for index in 0..<200 {
            h.run(forMs: 3_700)
            h.keys(String([players[index % 6], moves[index / 6 % 6]]))
        }
        #expect(h.board.game.state.plays.count == 200)
        return h
    }

    /// Presses `keys` on the board and says how many there were.
    static func press(_ h: Harness, _ keys: [Key]) -> Int {
        for key in keys { h.board.handle(key) }
        return keys.count
    }

    /// The keys that type `text`.
    static func typed(_ text: String) -> [Key] { text.map { Key.character($0) } }

    /// The digits `g` takes for a time as the log shows it: `11:03.4` is `1103`.
    static func digits(_ shown: String) -> String {
        let whole = shown.prefix { $0 != "." }.filter(\.isNumber)
        let trimmed = whole.drop { $0 == "0" }
        return trimmed.isEmpty ? "0" : String(trimmed)
    }

    @Test("the play 18 back: e, g and its time (as the log shows it), six keys at most; b u ; inserts the turnover")
    func eighteenBack() throws {
        let h = try Self.longGame()
        let wanted = try #require(h.board.game.state.latestPlays(19).last)
        let shown = ClockFormat.string(ms: wanted.clockMs)
        let count = Self.press(h, Self.typed("eg" + Self.digits(shown)))
        #expect(count <= 6, "\(count) keys")
        #expect(h.shown.selectedPlay.value == wanted.sequence)
        #expect(
            h.shown.status.value.hasPrefix(
                "go to \(Self.digits(shown))_ (m:ss; 430 is 4:30): play \(wanted.sequence) ("))
        #expect(h.shown.playLog.value.contains { $0.sequence == wanted.sequence }, "the page holding it is shown")
        // The forgotten turnover goes in before it: the prompt closes and b does its job.
        _ = Self.press(h, Self.typed("bu;"))
        #expect(
            h.recorder.events.last?.kind
                == .insert(before: wanted.sequence, player: PlayerID(side: .home, number: 1), move: .turnover))
        h.board.handle(.escape)
        #expect(!h.board.isEditing.value)
    }

    @Test("a player's 3rd play: e w u Home ↓ ↓, six keys; ↑ ↓ stay on their plays; Esc goes back to every play")
    func playersThird() throws {
        let h = try Self.longGame()
        let shaq = PlayerID(side: .home, number: 1)
        let theirs = h.board.game.state.playsInOrder.filter { $0.player == shaq }
        var count = Self.press(h, Self.typed("ew"))
        #expect(h.shown.status.value == "whose plays: a select key (uiojkl); w again every play, Esc cancels")
        count += Self.press(h, [.character("u")])
        #expect(h.shown.selectedPlay.value == theirs.last?.sequence, "their newest play")
        #expect(h.shown.status.value.hasPrefix("Shaq's plays · play \(theirs.last!.sequence) ("))
        #expect(h.shown.status.value.hasSuffix("; Esc every play"))
        #expect(h.recorder.events.count == 201, "the select key after w scored nothing")
        count += Self.press(h, [.home, .down, .down])
        #expect(count == 6)
        #expect(h.shown.selectedPlay.value == theirs[2].sequence)
        h.board.handle(.up)
        #expect(h.shown.selectedPlay.value == theirs[1].sequence, "↑ goes to their next older play")
        h.board.handle(.end)
        #expect(h.shown.selectedPlay.value == theirs.last?.sequence, "End: their newest")
        h.board.handle(.down)
        #expect(h.shown.status.value == "no more plays of Shaq that way")
        h.board.handle(.escape)
        #expect(h.board.isEditing.value, "Esc drops the player followed first")
        h.board.handle(.up)
        #expect(h.shown.selectedPlay.value == theirs.last!.sequence - 1, "↑ goes through every line again")
        h.board.handle(.escape)
        #expect(!h.board.isEditing.value)
    }

    @Test("a play at a clock time: e g 4 3 0 reaches the play shown at 04:30, Enter closes the prompt")
    func atClockTime() throws {
        let h = try Self.longGame()
        let wanted = try #require(h.board.game.state.playsInOrder.first { $0.clockMs / 1_000 == 270 })
        let count = Self.press(h, Self.typed("eg430") + [.enter])
        #expect(count == 6)
        #expect(h.shown.selectedPlay.value == wanted.sequence)
        #expect(h.shown.status.value.hasPrefix("play \(wanted.sequence) (04:30."))
        // The selection follows the time as it is typed: 4 is 0:04 (the first play, at 00:03.7);
        // 4:3 names no time yet, and the selection stays there.
        _ = Self.press(h, Self.typed("g4:3"))
        #expect(h.shown.selectedPlay.value == h.board.game.state.playsInOrder.first?.sequence)
        #expect(h.shown.status.value.hasPrefix("go to 4:3_ (m:ss; 430 is 4:30): play 2 (00:03.7 Shaq MISS1)"))
        _ = Self.press(h, [.backspace, .backspace, .backspace] + Self.typed("5:33") + [.escape])
        let later = try #require(h.board.game.state.playsInOrder.first { $0.clockMs == 333_000 })
        #expect(h.shown.selectedPlay.value == later.sequence, "a colon reads the same")
        #expect(h.board.isEditing.value && h.shown.status.value.hasPrefix("play \(later.sequence) (05:33.0"))
    }

    @Test("e Home reaches the first play in two keys, End the newest; the digits in g's prompt select nobody")
    func ends() throws {
        let h = try Self.longGame()
        #expect(Self.press(h, [.character("e"), .home]) == 2)
        #expect(h.shown.selectedPlay.value == h.board.game.state.playsInOrder.first?.sequence)
        h.board.handle(.end)
        #expect(h.shown.selectedPlay.value == h.board.game.state.latestPlays(1).first?.sequence)
        let selected = h.board.selectedPlayer.value
        _ = Self.press(h, Self.typed("g5"))
        #expect(h.board.selectedPlayer.value == selected, "5 in the prompt is a digit, not away 2's select key")
        #expect(h.recorder.events.count == 201)
    }

    @Test("a countdown game's log, edit mode and g show and take the time left, as its header does; = turns them all")
    func countdown() throws {
        let rules = try Rules(target: 21, winBy: 1, timeLimitMs: 600_000, shotClockMs: 24_000)
        let h = try Harness(rules: rules)
        h.keys(" ")
        h.run(forMs: 29_100)
        h.keys("ur")
        h.run(forMs: 4_200)
        h.keys("jf")
        #expect(h.shown.time.value == "09:26.7 left")
        #expect(h.shown.playLog.value.map(\.time) == ["09:26.7", "09:30.9"])
        h.keys("e")
        #expect(h.shown.status.value.hasPrefix("play 3 (09:26.7 Hakeem FOUL)"))
        _ = Self.press(h, Self.typed("g930") + [.enter])
        #expect(h.shown.selectedPlay.value == 2, "the time left typed finds the play")
        h.board.handle(.escape)
        h.keys("=")
        #expect(h.shown.time.value == "00:33.3 of 10:00")
        #expect(h.shown.playLog.value.map(\.time) == ["00:33.3", "00:29.1"])
    }
}
