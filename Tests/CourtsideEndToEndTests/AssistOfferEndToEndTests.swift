import Foundation
import Testing

/// The assist offer through the real binary in tmux (issue 40 item 1): after a basket, a teammate's
/// key offers the assist, and only the assist key or Enter links it. Esc and `B` turn it down,
/// say so, and `B` still asks for the substitution; the file has no `assist` line for them. Edit
/// mode's `A` deletes a linked assist on its own, leaving the basket.
@Suite("The assist offer end to end", .serialized)
struct AssistOfferEndToEndTests {
    @Test("u d i Esc and u d i B 1 link nothing; u d i Enter links; e A deletes that link, the basket stays")
    func offer() throws {
        let tmux = try TmuxSession(["new", "--home-players", "Ann,Dee,Eve,Fay", "--away-players", "Gus,Hal,Ike"])
        try tmux.waitFor("quit")
        try tmux.type("udi")
        try tmux.waitFor("Dee: assist on Ann's basket? a or Enter links it")
        try tmux.send("Escape")
        let esc = try tmux.waitFor("Dee: no assist on Ann's basket")
        #expect(!esc.contains("Esc does nothing here"), "\(esc)")
        try tmux.type("udi")
        try tmux.waitFor("Dee: assist on Ann's basket?")
        try tmux.type("B")
        try tmux.waitFor("no assist · sub for Dee: 1 Fay  (Esc: none)")
        try tmux.type("1")
        try tmux.waitFor("Ballerz sub: Fay in for Dee")
        try tmux.type("udi")
        try tmux.waitFor("Fay: assist on Ann's basket?")
        try tmux.send("Enter")
        let linked = try tmux.waitFor("Fay: assist on Ann: 2 points")
        #expect(linked.contains("(ast Fay)"), "\(linked)")
        try tmux.type("e")
        try tmux.waitFor("Ann 2PT ast Fay): p player, m move, - delete, A no assist")
        try tmux.type("A")
        let deleted = try tmux.waitFor("Fay: assist taken off Ann: 2 points")
        #expect(!deleted.contains("(ast Fay)") && deleted.contains("6 - 0"), "\(deleted)")
        try tmux.send("Escape")
        let (shell, lines) = try tmux.quitGame()
        #expect(shell.contains("[exit 0]"))
        let assists = lines.filter { $0.contains(#""type":"assist""#) }
        #expect(assists.count == 2, "Enter's link and its deletion, nothing for Esc or B: \(assists)")
        #expect(assists.first?.contains(#""player":"home.4""#) == true)
        #expect(assists.last?.contains(#""player""#) == false)
    }
}
