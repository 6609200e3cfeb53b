import Foundation
import Testing

/// A substitution through the real binary in tmux: a game of a four-player team, `B` and the bench
/// player's digit, the panel taking the new player, the bench row and the log line, the `sub` line
/// in a version 5 file, and its delete from edit mode; the same from a game made in the creator; a
/// ninth player refused by `new`.
@Suite("Substitutions end to end", .serialized)
struct SubstitutionEndToEndTests {
    @Test("B then 1: Dan comes on for Ann in Ann's panel, scores with her key, and the file says so")
    func substitute() throws {
        let tmux = try TmuxSession(["new", "--home-players", "Ann,Bob,Cy,Dan", "--away-players", "Eve,Flo,Gus"])
        try tmux.waitFor("quit")
        try tmux.type("ud")
        try tmux.waitFor("Ann: 2 points")
        try tmux.type("B")
        try tmux.waitFor("sub for Ann: 1 Dan  (Esc: none)")
        try tmux.type("1")
        let board = try tmux.waitFor("Ballerz sub: Dan in for Ann")
        #expect(board.contains("[u] Dan"), "Dan takes Ann's panel and key")
        #expect(board.contains("Ballerz bench  1 Ann"), "Ann on the bench row")
        #expect(board.contains("SUB") && board.contains("in for Ann"), "the substitution's log line")
        try tmux.type("s")
        try tmux.waitFor("Dan: 1 point")
        // Edit mode: the newest play, then the substitution's line above it; - deletes it.
        try tmux.type("e")
        try tmux.waitFor("play 3 (")
        try tmux.send("Up")
        try tmux.waitFor("sub 2 (")
        try tmux.type("-")
        let deleted = try tmux.waitFor("sub 2 deleted (Dan in for Ann): Ann on court")
        #expect(deleted.contains("[u] Ann") && deleted.contains("Ballerz bench  1 Dan"))
        try tmux.send("Escape")
        let (shell, lines) = try tmux.quitGame()
        #expect(shell.contains("[exit 0]"))
        #expect(lines.first?.hasPrefix("{\"format\":5,") == true)
        #expect(
            lines.contains { $0.contains("\"in\":\"home.4\",\"out\":\"home.1\"") && $0.contains("\"type\":\"sub\"") })
        #expect(lines.contains { $0.contains("\"player\":\"home.4\"") && $0.contains("\"move\":\"1pt\"") })
        #expect(lines.contains { $0.contains("\"play\":2") && $0.contains("\"type\":\"void\"") })
    }

    @Test("the creator: a fourth name opens a fifth slot; the game's header has him and B offers him")
    func creatorBench() throws {
        let tmux = try TmuxSession([], width: 64, height: 20)
        try tmux.waitFor("no games yet")
        try tmux.type("n")
        try tmux.waitFor("Esc cancel")
        for _ in 0..<4 { try tmux.send("Tab") }
        try tmux.waitFor("▶ Player 4")
        try tmux.type("Dan")
        let form = try tmux.waitFor("Player 5")
        #expect(form.contains("Players 4…8 start on the bench"))
        // Player 5 (left blank), the away team, its four slots, the rules, target and win-by.
        for _ in 0..<10 { try tmux.send("Enter") }
        try tmux.waitFor("PAUSED")
        try tmux.type("B")
        try tmux.waitFor("sub for Shaq: 1 Dan  (Esc: none)")
        try tmux.type("1")
        let board = try tmux.waitFor("Ballerz sub: Dan in for Shaq")
        #expect(board.contains("[u] Dan"))
        try tmux.type("qy")
        try tmux.waitFor("In progress (1)")
        try tmux.type("q")
        try tmux.waitFor("[exit 0]")
        let path = try #require(try tmux.gameFiles().first)
        let header = try #require(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").first)
        #expect(header.hasPrefix("{\"format\":5,"))
        #expect(header.contains("{\"id\":\"home.4\",\"name\":\"Dan\"}"))
        #expect(!header.contains("home.5") && !header.contains("away.4"), "a blank slot is no player")
    }

    @Test("a ninth player is refused before anything is created: exit 2, the reason")
    func ninthPlayer() throws {
        let library = TmuxSession.makeTemporaryFolder()
        let result = try Binary.run(
            ["new", "--home-players", "A,B,C,D,E,F,G,H,I", "--library", library], environment: [:])
        #expect(result.status == 2)
        #expect(result.stderr.contains("home team has 9 players: at most 8 (3 on court, 5 on the bench)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: library).filter { $0.hasSuffix(".jsonl") }.isEmpty)
    }
}
