import Foundation
import Testing

/// The game list, the creator and replay, through the real binary in tmux.
@Suite("Library end to end", .serialized)
struct LibraryEndToEndTests {
    @Test("no command: the list; n, Enter through the form, score, quit back to the list, q")
    func listCreatorScoreboard() throws {
        let tmux = try TmuxSession([])
        try tmux.waitFor("no games yet: press n to start one")
        try tmux.type("n")
        try tmux.waitFor("New game")
        // Each team's name, three players and an empty bench slot, then the three rules fields.
        for _ in 0..<13 { try tmux.send("Enter") }
        try tmux.waitFor("PAUSED")
        try tmux.type("ud")
        try tmux.waitFor("2 - 0")
        try tmux.type("qy")
        let list = try tmux.waitFor("In progress (1)")
        #expect(list.contains("Ballerz vs Ringerz") && list.contains("2 - 0"))
        try tmux.type("q")
        try tmux.waitFor("[exit 0]")
    }

    @Test(
        "no command (make run) in an 80×24 window with a status line (80×23), and at 64×20: the list, the creator, the board, q",
        arguments: [(80, 23), (64, 20)])
    func smallWindow(size: (width: Int, height: Int)) throws {
        let tmux = try TmuxSession([], width: size.width, height: size.height)
        // Each screen is waited for by what it draws last, its help bar.
        let list = try tmux.waitFor("q quit")
        #expect(!list.contains("too small"))
        #expect(list.contains("no games yet: press n to start one") && list.contains("? help"), "\(size)")
        try tmux.type("n")
        let form = try tmux.waitFor("Esc cancel")
        #expect(form.contains("New game") && form.contains("Win by"), "\(size): the whole form and its bar")
        for _ in 0..<13 { try tmux.send("Enter") }
        try tmux.waitFor("PAUSED")
        try tmux.type("ud?")
        try tmux.waitFor("Keys 1/2")
        try tmux.send("Space")
        let help = try tmux.waitFor("back: PgUp ↑")
        #expect(help.contains("Keys 2/2") && help.contains("quit (asks y/n while the game is on)"))
        try tmux.type("x")
        try tmux.waitFor("2 - 0")
        try tmux.type("qy")
        try tmux.waitFor("In progress (1)")
        try tmux.waitFor("Ballerz vs Ringerz")
        try tmux.type("q")
        try tmux.waitFor("[exit 0]")
    }

    @Test("behind the too-small notice the list still quits on q")
    func quitsWhenTooSmall() throws {
        let tmux = try TmuxSession([], width: 60, height: 20)
        try tmux.waitFor("terminal too small: need 64×20, have 60×20")
        try tmux.waitFor("q quit")
        try tmux.type("q")
        try tmux.waitFor("[exit 0]")
    }

    @Test("replay: End jumps to the last event, Home to the first, q quits (End as tmux sends it)")
    func replayKeys() throws {
        let library = TmuxSession.makeTemporaryFolder()
        try SavedGameFile.write(id: "rep12345", in: library, target: 5, homeTwos: 3, awayOnes: 1)
        let tmux = try TmuxSession(["replay", "rep", "--speed", "1"], library: library)
        try tmux.waitFor("of 6")
        try tmux.send("End")
        let end = try tmux.waitFor("event 6 of 6")
        #expect(end.contains("6 - 1"))
        try tmux.send("Home")
        try tmux.waitFor("event 0 of 6")
        try tmux.send("Right")
        try tmux.send("Right")
        try tmux.waitFor("event 2 of 6")
        try tmux.type("q")
        try tmux.waitFor("[exit 0]")
        let file = try String(contentsOfFile: library + "/rep12345.jsonl", encoding: .utf8)
        #expect(file.split(separator: "\n").count == 7, "replay never writes")
    }

    @Test("replay: PgDn pages ten events, ] moves a minute of game time, [ back; the highlight follows the player")
    func replayPagesAndMinutes() throws {
        let library = TmuxSession.makeTemporaryFolder()
        var lines = [
            SavedGameFile.header(id: "min12345", target: 99),
            #"{"seq":1,"type":"start","clock":0,"wall":1763712001000}"#,
        ]
        // Rebounds every 20 s of game time, Shaq and Kobe in turn.
        for seq in 2...26 {
            let player = seq % 2 == 0 ? "home.1" : "away.3"
            lines.append(
                #"{"seq":\#(seq),"type":"move","player":"\#(player)","move":"reb","#
                    + #""clock":\#((seq - 1) * 20_000),"wall":\#(1_763_712_001_000 + (seq - 1) * 20_000)}"#)
        }
        lines.append(#"{"seq":27,"type":"pause","clock":500000,"wall":1763712501000}"#)
        try (lines.joined(separator: "\n") + "\n").write(
            toFile: "\(library)/min12345.jsonl", atomically: true, encoding: .utf8)
        let tmux = try TmuxSession(["replay", "min", "--speed", "1"], library: library)
        try tmux.waitFor("of 27")
        // The replay starts playing: pause it, and go back to the start (Home keeps it paused).
        try tmux.send("Space")
        try tmux.waitFor("paused")
        try tmux.send("Home")
        try tmux.waitFor("event 0 of 27")
        try tmux.send("NPage")
        let page = try tmux.waitFor("event 10 of 27")
        #expect(page.contains("03:00.0"))
        #expect(page.contains("▶ [u] Shaq"), "event 10 is Shaq's rebound: his panel is highlighted")
        try tmux.type("]")
        let minute = try tmux.waitFor("event 13 of 27")
        #expect(minute.contains("04:00.0"))
        #expect(minute.contains("▶ [l] Kobe"))
        try tmux.type("[[")
        try tmux.waitFor("event 7 of 27")
        try tmux.send("PPage")
        try tmux.waitFor("event 0 of 27")
        try tmux.send("Escape")
        try tmux.waitFor("[exit 0]")
    }

    @Test("a finished game viewed read-only lists only the keys that work there, and Esc closes it")
    func readOnlyBoard() throws {
        let library = TmuxSession.makeTemporaryFolder()
        try SavedGameFile.write(id: "fin12345", in: library, target: 5, homeTwos: 3, awayOnes: 1)
        let tmux = try TmuxSession([], library: library)
        try tmux.waitFor("Finished (1)")
        try tmux.type("v")
        let board = try tmux.waitFor("final: the game as saved")
        #expect(board.contains("q close"))
        #expect(!board.contains("+1") && !board.contains("undo"), "no scoring keys on the help bar")
        try tmux.type("s")
        try tmux.waitFor("to correct it")
        try tmux.send("Escape")
        try tmux.waitFor("Finished (1)")
        try tmux.type("q")
        try tmux.waitFor("[exit 0]")
        let file = try String(contentsOfFile: library + "/fin12345.jsonl", encoding: .utf8)
        #expect(file.split(separator: "\n").count == 7, "a read-only board never writes")
    }
}
