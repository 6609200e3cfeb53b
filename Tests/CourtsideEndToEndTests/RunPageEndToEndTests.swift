import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `/run` in a real browser (headless Chromium) while the run board runs in tmux: what a player's
/// phone and the gym's TV show, and a change on the run board reaching them without a reload.
@Suite("/run end to end", .serialized)
struct RunPageEndToEndTests {
    /// `courtside serve` on a port the system picks, with `arguments`, and the URL it printed.
    static func serve(library: String, _ arguments: [String] = []) throws -> (BackgroundChild, String) {
        let server = try BackgroundChild(["serve", "--listen", "127.0.0.1:0", "--library", library] + arguments)
        var url: String?
        server.waitUntil {
            url = server.lines.first { $0.hasPrefix("courtside serve: http://") }.map {
                String($0.dropFirst("courtside serve: ".count).prefix { $0 != " " })
            }
            return url != nil
        }
        return (server, try #require(url, "serve printed no URL: \(server.stdout) \(server.stderr)"))
    }

    static func text(_ id: String) -> String { "document.getElementById('\(id)').textContent" }

    /// The texts of the list `id`'s rows, joined by " | ".
    static func rows(_ id: String) -> String {
        "Array.from(document.querySelectorAll('#\(id) li')).map(function (li) { return li.textContent; }).join(' | ')"
    }

    /// What of the page's boxes lies outside the view's width (a phone must never scroll sideways).
    static let tooWide = """
        (function () {
          var off = [];
          document.querySelectorAll('.run-box, .run-box li, .standings, footer').forEach(function (element) {
            var box = element.getBoundingClientRect();
            if (box.left < 0 || box.right > window.innerWidth + 0.5) { off.push(element.className + ' ' + Math.round(box.right)); }
          });
          return off.join(', ');
        })()
        """

    @Test(
        "/run at a phone's and a TV's size: the game on court, who has next with places, the line; the board's change shows live"
    )
    func phoneAndTV() throws {
        let board = try TmuxSession(
            ["run", "--players", "Ann,Bob,Cy,Dee,Eve,Flo,Gus,Hal,Ivy,Jo", "--to", "2", "--win-by", "1"],
            width: 100, height: 30)
        try board.waitFor("Game 1 · next")
        let (server, url) = try Self.serve(library: board.library)
        defer { server.signal(SIGINT) }
        let phone = try ChromiumPage(url + "run", width: 390, height: 844)
        let tv = try ChromiumPage(url + "run", width: 1920, height: 1080)
        for (page, size) in [(phone, "390×844"), (tv, "1920×1080")] {
            #expect(
                try page.wait(
                    seconds: 20,
                    until: "\(Self.text("court-home")) === 'Team Ann' && \(Self.text("court-away")) === 'Team Dee'"),
                "\(size): the next game's teams")
            #expect(try page.evaluate(Self.text("court-title")) as? String == "Next game · game 1")
            #expect(try page.evaluate(Self.rows("waiting")) as? String == "nextTeam Gus: Gus, Hal, Ivy")
            #expect(try page.evaluate(Self.rows("line")) as? String == "nextJo")
            let wide = try page.evaluate(Self.tooWide) as? String
            #expect(wide == "", "\(size): \(wide ?? "no answer")")
        }

        // Three arrive on the run board: the pages show them at once, in the board's order (a team
        // of Jo and two of them, then the line).
        try board.type("a")
        try board.type("Kim, Lou, Max")
        try board.send("Enter")
        try board.waitFor("Kim, Lou, Max are here")
        for page in [phone, tv] {
            #expect(
                try page.wait(
                    seconds: 5,
                    until: "\(Self.rows("waiting")) === 'nextTeam Gus: Gus, Hal, Ivy | 2ndTeam Jo: Jo, Kim, Lou'"
                        + " && \(Self.rows("line")) === 'nextMax'"))
        }

        // The game starts and is won: the score on the page, FINAL, then the result and standings.
        try board.send("Enter")
        try board.waitFor("new game: press Space")
        #expect(try tv.wait(seconds: 5, until: "\(Self.text("court-title")) === 'On court · game 1'"))
        try board.type("d")
        try board.waitFor("FINAL")
        for page in [phone, tv] {
            #expect(
                try page.wait(
                    seconds: 5,
                    until: "\(Self.text("home-score")) === '2' && !document.getElementById('final').hidden"
                        + " && \(Self.text("final")) === 'FINAL (unconfirmed)'"))
        }
        // Both sides confirm on the board: FINAL ✓ on the phone and the TV.
        try board.send("Enter")
        try board.waitFor("final score confirmed")
        for page in [phone, tv] {
            #expect(try page.wait(seconds: 5, until: "\(Self.text("final")) === 'FINAL ✓'"))
        }
        try board.type("q")
        try board.waitFor("game 1: Team Ann won 2-0")
        for page in [phone, tv] {
            #expect(try page.wait(seconds: 5, until: "\(Self.rows("results")) === '1Team Ann 2 – 0 Team Dee'"))
            #expect(try page.evaluate(Self.text("court-title")) as? String == "Next game · game 2")
            #expect(try page.evaluate(Self.text("sat-out")) as? String == "Gus, Hal, Ivy, Jo, Kim, Lou, Max")
            #expect(
                try page.evaluate("document.querySelector('#standings tr').textContent") as? String == "Ann1012",
                "the standings, best first")
        }
        if let folder = ProcessInfo.processInfo.environment["COURTSIDE_SCREENSHOTS"] {
            try phone.screenshot().write(to: URL(fileURLWithPath: folder + "/run-phone.png"))
            try tv.screenshot().write(to: URL(fileURLWithPath: folder + "/run-tv.png"))
        }
        try board.type("q")
        try board.waitFor("[exit 0]")
    }

    @Test(
        "the organiser's phone: serve --organiser prints its address; arrivals, a leave and a swap from it reach the run board in tmux"
    )
    func organiserPhone() throws {
        let board = try TmuxSession(["run", "--players", "Ann,Bob,Cy,Dee,Eve,Flo,Gus"], width: 100, height: 30)
        try board.waitFor("Game 1 · next")
        let (server, _) = try Self.serve(library: board.library, ["--organiser"])
        defer { server.signal(SIGINT) }
        let address = try #require(
            server.lines.first { $0.hasPrefix("courtside serve: organiser: http://") }.map {
                String($0.dropFirst("courtside serve: organiser: ".count))
            })
        let key = try #require(address.split(separator: "=").last.map(String.init))
        #expect(key.count == 32 && key.allSatisfy(\.isHexDigit), "128 bits as hex: \(address)")
        #expect(server.stdout.contains("its key is new each start"))

        let phone = try ChromiumPage(address, width: 390, height: 844)
        func press(_ button: String, names: String) throws {
            _ = try phone.evaluate(
                "document.getElementById('names').value = '\(names)'; document.getElementById('\(button)').click(); true"
            )
        }
        // The buttons answer once the page's script has run (it marks the page ready).
        #expect(try phone.wait(seconds: 20, until: "document.body.dataset.ready === 'true'"))
        try press("arrive", names: "Hal, Ivy")
        let answered = try phone.wait(seconds: 5, until: "\(Self.text("answer")) === 'Hal, Ivy are here · 9 here'")
        let said = try phone.evaluate(Self.text("answer"))
        #expect(answered, "\(said ?? "none")")
        // The board, which holds the run, shows the phone's arrivals by itself (its file changed).
        try board.waitFor("next  Team Gus: Gus, Hal, Ivy", seconds: 2)
        try press("leave", names: "hal")
        #expect(try phone.wait(seconds: 5, until: "\(Self.text("answer")) === 'Hal has gone · 8 here'"))
        try board.waitFor("Team Gus: Gus, Ivy (short)", seconds: 2)
        try press("swap", names: "Ann, Gus")
        #expect(try phone.wait(seconds: 5, until: "\(Self.text("answer")).indexOf('changed places') >= 0"))
        try board.waitFor("Team Gus: Gus, Bob, Cy", seconds: 2)
        // A refusal is the run board's words, and writes nothing.
        try press("leave", names: "Zed")
        #expect(try phone.wait(seconds: 5, until: "document.getElementById('answer').classList.contains('refused')"))
        if let folder = ProcessInfo.processInfo.environment["COURTSIDE_SCREENSHOTS"] {
            try phone.screenshot().write(to: URL(fileURLWithPath: folder + "/organiser-phone.png"))
        }
        // The board's own key goes on after the phone's lines: one run, read back whole.
        try board.type("a")
        try board.type("Jo")
        try board.send("Enter")
        try board.waitFor("Jo is here")
        try board.type("q")
        try board.waitFor("[exit 0]")
        let export = try Binary.run(["run", "export", "--library", board.library])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.contains("Jo") && export.stdout.contains("Ivy"), "\(export.stdout)")
    }
}
