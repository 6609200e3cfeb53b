import Foundation
import Testing

/// The final score both sides confirm, through the real binary in tmux (issue 46 item 4): Enter at
/// FINAL writes a `confirm` line and the board says `FINAL ✓`; a change after it asks first, and a
/// yes leaves the game unconfirmed until Enter again.
@Suite("The final confirm end to end", .serialized)
struct FinalConfirmEndToEndTests {
    @Test("to 4: Space d d, Enter says FINAL ✓; r asks, y unconfirms; Y confirms anew; the file has two confirms")
    func confirm() throws {
        let tmux = try TmuxSession(["new", "--to", "4", "--win-by", "1"])
        try tmux.waitFor("quit")
        try tmux.type(" dd")
        let offered = try tmux.waitFor("FINAL: Ballerz win 4 - 0")
        #expect(offered.contains("Enter: confirm 4 - 0"), "\(offered)")
        try tmux.send("Enter")
        let confirmed = try tmux.waitFor("final score confirmed: 4 - 0")
        #expect(confirmed.contains("FINAL ✓"), "\(confirmed)")
        try tmux.type("r")
        try tmux.waitFor("is confirmed: change it (unconfirms it)? y/n")
        try tmux.type("y")
        let unconfirmed = try tmux.waitFor("unconfirmed now")
        #expect(!unconfirmed.contains("FINAL ✓"), "\(unconfirmed)")
        try tmux.type("Y")
        try tmux.waitUntil("FINAL ✓ again") { $0.contains("FINAL ✓") && $0.contains("final score confirmed") }
        try tmux.type("q")
        try tmux.waitFor("[exit ")
        let path = try #require(try tmux.gameFiles().first)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let confirms = lines.filter { $0.contains(#""type":"confirm""#) }
        #expect(confirms.count == 2, "\(confirms)")
        #expect(confirms.allSatisfy { $0.contains(#""away":0"#) && $0.contains(#""home":4"#) })
        #expect(lines.last?.contains(#""type":"confirm""#) == true)
        // Every output of the saved game says so: the list (from its index, twice), list --json, export.
        for _ in 0..<2 {
            let list = try Binary.run(["list", "--library", tmux.library])
            #expect(list.status == 0 && list.stdout.contains("4 - 0  FINAL ✓"), "\(list.stdout)")
        }
        let json = try Binary.run(["list", "--json", "--library", tmux.library])
        #expect(json.stdout.contains(#""confirmed" : true"#), "\(json.stdout)")
        let id = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let text = try Binary.run(["export", id, "--library", tmux.library])
        #expect(text.stdout.contains("FINAL ✓: Ballerz win 4 - 0"), "\(text.stdout)")
    }
}
