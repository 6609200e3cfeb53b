import Foundation
import Testing

/// Between games, driven in tmux as a scorer would: a rematch from the list, the next game from a
/// FINAL board, `q` leaving at once where nothing is at stake, and no empty game left behind.
@Suite("Between games end to end", .serialized)
struct BetweenGamesEndToEndTests {
    /// A finished game in a new library: Ballerz 6 - 1 Ringerz, to 5 win by 2.
    static func finishedLibrary(id: String = "fin12345") throws -> String {
        let library = TmuxSession.makeTemporaryFolder()
        try SavedGameFile.write(id: id, in: library, target: 5, homeTwos: 3, awayOnes: 1)
        return library
    }

    @Test("m in the list starts a new game with the selected game's teams and rules and opens its scoreboard")
    func rematchFromList() throws {
        let library = try Self.finishedLibrary()
        let old = try String(contentsOfFile: library + "/fin12345.jsonl", encoding: .utf8)
        let tmux = try TmuxSession([], library: library)
        try tmux.waitFor("Finished (1)")
        try tmux.type("m")
        let board = try tmux.waitFor("new game: press Space to start the clock")
        #expect(board.contains("Ballerz") && board.contains("Ringerz") && board.contains("0 - 0"))
        let files = try tmux.gameFiles()
        #expect(files.count == 2)
        let new = try #require(files.first { !$0.hasSuffix("fin12345.jsonl") })
        let header = try String(contentsOfFile: new, encoding: .utf8)
        #expect(header.contains(#""rules":{"target":5,"winBy":2}"#), "the selected game's rules")
        #expect(header.contains(#""name":"Air Carter""#), "the selected game's players")
        try tmux.type("d")
        try tmux.waitFor("2 - 0")
        try tmux.type("qy")
        let list = try tmux.waitFor("In progress (1)")
        #expect(list.contains("Finished (1)"))
        #expect(try String(contentsOfFile: library + "/fin12345.jsonl", encoding: .utf8) == old)
        try tmux.type("q")
        try tmux.waitFor("[exit 0]")
    }

    @Test("n on a FINAL board starts the next game; the finished game is kept and its lock released")
    func nextGameFromFinal() throws {
        let tmux = try TmuxSession(["new", "--home", "Bricks", "--away", "Hoopers", "--to", "2", "--win-by", "1"])
        try tmux.waitFor("new game: press Space")
        try tmux.type("d")
        try tmux.waitFor("FINAL: Bricks win 2 - 0")
        let finished = try #require(try tmux.gameFiles().first)
        let finishedText = try String(contentsOfFile: finished, encoding: .utf8)
        try tmux.type("n")
        let next = try tmux.waitFor("new game: press Space")
        #expect(next.contains("Bricks") && next.contains("Hoopers") && next.contains("0 - 0"))
        #expect(try tmux.gameFiles().count == 2)
        #expect(try String(contentsOfFile: finished, encoding: .utf8) == finishedText, "the finished game as it was")
        // Its lock is released: another scorer may delete it while the next game is up.
        let id = URL(fileURLWithPath: finished).deletingPathExtension().lastPathComponent
        let deleted = try Binary.run(["delete", id, "--yes", "--library", tmux.library])
        #expect(deleted.status == 0, "\(deleted.stderr)")
        try tmux.type("sqy")
        try tmux.waitFor("[exit 0]")
        #expect(try tmux.gameFiles().count == 1, "the next game, with its one point")
    }

    @Test("q on a finished board quits at once, without y/n")
    func quitFinishedAtOnce() throws {
        let library = try Self.finishedLibrary()
        let tmux = try TmuxSession(["resume", "fin12345"], library: library)
        try tmux.waitFor("game over")
        try tmux.type("q")
        let screen = try tmux.waitFor("[exit 0]")
        #expect(!screen.contains("Quit? y/n"))
    }

    @Test("a read-only board from the list quits at once, back to the list")
    func quitReadOnlyAtOnce() throws {
        let library = try Self.finishedLibrary()
        let tmux = try TmuxSession([], library: library)
        try tmux.waitFor("Finished (1)")
        try tmux.type("v")
        try tmux.waitFor("final: the game as saved")
        try tmux.type("q")
        try tmux.waitFor("Finished (1)")
        try tmux.type("q")
        try tmux.waitFor("[exit 0]")
    }

    @Test("a new game quit with nothing scored is removed, and stderr says so")
    func emptyGameRemoved() throws {
        let tmux = try TmuxSession(["new"])
        try tmux.waitFor("new game: press Space")
        #expect(try tmux.gameFiles().count == 1)
        try tmux.type("qy")
        let screen = try tmux.waitFor("[exit 0]")
        #expect(screen.contains("courtside: removed the empty game Ballerz vs Ringerz"))
        #expect(try tmux.gameFiles().isEmpty)
    }

    @Test("Caps Lock: S on the scoreboard asks about Caps Lock and scores nothing")
    func capsLock() throws {
        let tmux = try TmuxSession(["new"])
        try tmux.waitFor("new game: press Space")
        try tmux.type("S")
        let screen = try tmux.waitFor("Caps Lock on?")
        #expect(screen.contains("0 - 0"))
        try tmux.type("sqy")
        try tmux.waitFor("[exit 0]")
    }

    @Test("the creator: typing replaces a prefilled value; Ctrl-U, Ctrl-W and Delete arrive from the terminal")
    func creatorEditing() throws {
        let tmux = try TmuxSession([])
        try tmux.waitFor("no games yet")
        try tmux.type("n")
        try tmux.waitFor("New game")
        try tmux.type("Bricks")
        try tmux.send("Tab")
        try tmux.send("C-u")
        try tmux.waitFor("home player 1 name is empty")
        try tmux.type("Hoopers Two")
        try tmux.send("C-w")
        try tmux.send("Home")
        try tmux.send("DC")
        // The label is padded to 9 columns and one space parts it from the field.
        let form = try tmux.waitFor("Player 1  oopers")
        #expect(form.contains("Bricks") && !form.contains("BallerzBricks"))
        #expect(!form.contains("Hoopers") && !form.contains("Two"))
        try tmux.send("Escape")
        try tmux.waitFor("Discard this game? y/n")
        try tmux.type("y")
        try tmux.waitFor("no games yet")
        try tmux.type("q")
        try tmux.waitFor("[exit 0]")
    }
}
