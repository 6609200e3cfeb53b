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
        for _ in 0..<10 { try tmux.send("Enter") }
        try tmux.waitFor("PAUSED")
        try tmux.type("ud")
        try tmux.waitFor("2 - 0")
        try tmux.type("qy")
        let list = try tmux.waitFor("In progress (1)")
        #expect(list.contains("Ballerz vs Ringerz") && list.contains("2 - 0"))
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
}
