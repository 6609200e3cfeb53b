import Foundation
import Testing

/// Rule sets in the real binary at 80×24: a FIBA 3x3 game won by one point, a time-limited game
/// that ends by itself, flags overriding a preset in the stored header.
@Suite("Rules end to end", .serialized)
struct RulesEndToEndTests {
    @Test("fiba3x3: 21-20 is FINAL (no win-by), and the file keeps the rules, its shot clock too")
    func fibaWonByOne() throws {
        let tmux = try TmuxSession(["new", "--rules", "fiba3x3"])
        try tmux.waitFor("10:00.0 left   shot 12")
        // Kobe makes ten 2-pointers, Shaq ten, then Shaq's free throw wins it at 21.
        try tmux.type("l" + String(repeating: "d", count: 10))
        try tmux.waitFor("0 - 20")
        try tmux.type("u" + String(repeating: "d", count: 10))
        let tied = try tmux.waitFor("20 - 20")
        #expect(!tied.contains("FINAL"))
        try tmux.type("s")
        let final = try tmux.waitFor("FINAL")
        #expect(final.contains("Ballerz win 21 - 20"), "\(final)")
        let file = try #require(try tmux.gameFiles().first)
        let header = try #require(try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").first)
        #expect(header.hasPrefix(#"{"format":4,"#), "a shot clock is format 4")
        #expect(
            header.contains(#""rules":{"bonus":[7,10],"shotClock":12000,"target":21,"timeLimit":600000,"winBy":1}"#),
            "\(header)")
    }

    @Test("--time-limit 0:05: the game ends by itself at the limit, the leader winning")
    func timeLimitEndsByItself() throws {
        let tmux = try TmuxSession(["new", "--time-limit", "0:05"])
        try tmux.waitFor("00:00.0 of 0:05")
        try tmux.type(" ud")
        try tmux.waitFor("2 - 0")
        let final = try tmux.waitFor("FINAL", seconds: 15)
        #expect(final.contains("00:05.0 of 0:05"), "\(final)")
        #expect(final.contains("Ballerz win 2 - 0"))
        let file = try #require(try tmux.gameFiles().first)
        let last = try #require(try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").last)
        #expect(last.contains(#""clock":5000"#) && last.contains(#""type":"pause""#), "\(last)")
        try tmux.type("q")
        let shell = try tmux.waitFor("[tty ")
        #expect(shell.contains("[exit 0]"))
    }

    @Test("explicit flags override the preset: streetball with --cap 30 --shots 2,3")
    func flagsOverridePreset() throws {
        let tmux = try TmuxSession(["new", "--rules", "streetball", "--cap", "30", "--shots", "2,3"])
        try tmux.waitFor("PAUSED")
        // The high shot is worth 3.
        try tmux.type("ud")
        try tmux.waitFor("3 - 0")
        let file = try #require(try tmux.gameFiles().first)
        let header = try #require(try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").first)
        #expect(header.contains(#""rules":{"cap":30,"shots":"2,3","target":21,"winBy":2}"#), "\(header)")
        try tmux.type("qy")
        try tmux.waitFor("[exit 0]")
    }
}
