import CourtsideLeague
import CourtsideLeagueTesting
import CourtsideTesting
import Foundation
import Testing

/// The pages of `courtside serve` as assistive technology and low vision meet them, in headless
/// Chromium: the contrast of every visible text, landmarks, table headers, the live region that
/// says each play (and each change of `/run` and `/courts`) once, and reduced motion.
@Suite("Accessible pages end to end", .serialized)
struct PageAccessibilityEndToEndTests {
    /// A game at game point (so its banner shows) on a page being served.
    private static func scoredGame() throws -> (TmuxSession, BackgroundChild, String) {
        let scorer = try TmuxSession(["new", "--to", "3", "--win-by", "1"])
        try scorer.waitFor("PAUSED")
        try scorer.type("ud")
        try scorer.waitFor("Shaq: 2 points")
        let (server, url) = try ServeEndToEndTests.serve(library: scorer.library)
        return (scorer, server, url)
    }

    /// The WCAG contrast of every element with visible text of its own against the colours under
    /// it (alpha composited down to the page, white behind a transparent page), lowest first, as
    /// JSON `[[ratio, element, text], …]`; the live region (read, not shown) is left out.
    static let contrasts = #"""
        (function () {
          function parse(c) {
            var m = c.match(/rgba?\(([^)]+)\)/); if (!m) { return { r: 0, g: 0, b: 0, a: 0 }; }
            var p = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number);
            return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
          }
          function over(top, bottom) {
            var a = top.a + bottom.a * (1 - top.a); if (a === 0) { return { r: 0, g: 0, b: 0, a: 0 }; }
            function mix(k) { return (top[k] * top.a + bottom[k] * bottom.a * (1 - top.a)) / a; }
            return { r: mix("r"), g: mix("g"), b: mix("b"), a: a };
          }
          function luminance(c) {
            function channel(v) { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }
            return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
          }
          function background(element) {
            var layers = [];
            for (var e = element; e; e = e.parentElement) { layers.push(parse(getComputedStyle(e).backgroundColor)); }
            var colour = { r: 255, g: 255, b: 255, a: 1 };
            for (var i = layers.length - 1; i >= 0; i--) { colour = over(layers[i], colour); }
            return colour;
          }
          var found = [];
          document.querySelectorAll("body *").forEach(function (element) {
            var own = Array.from(element.childNodes).some(function (n) { return n.nodeType === 3 && n.textContent.trim() !== ""; });
            if (!own || element.closest(".sr-only")) { return; }
            var box = element.getBoundingClientRect(), style = getComputedStyle(element);
            if (box.width === 0 || box.height === 0 || style.visibility === "hidden") { return; }
            var under = background(element), text = over(parse(style.color), under);
            var a = luminance(text), b = luminance(under);
            var ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
            found.push([Math.round(ratio * 100) / 100, element.tagName + "#" + element.id + "." + element.className,
              element.textContent.trim().slice(0, 24)]);
          });
          found.sort(function (x, y) { return x[0] - y[0]; });
          return JSON.stringify(found);
        })()
        """#

    /// Reloads `page` (once the evaluation has answered) and waits until the new page's theme is
    /// high contrast: an evaluation in flight while the page navigates fails ("Inspected target
    /// navigated or closed"), which the wait takes for not yet.
    private static func reloadToHighContrast(_ page: ChromiumPage) throws -> Bool {
        _ = try page.evaluate("setTimeout(function () { location.reload(); }, 0); true")
        return Eventually.holds(within: 20) {
            (try? page.evaluate("document.documentElement.dataset.theme === 'high-contrast'")) as? Bool == true
        }
    }

    /// The lowest contrast on the page and everything measured, once `ready` holds.
    private func lowest(_ page: ChromiumPage, ready: String) throws -> (Double, String) {
        #expect(try page.wait(seconds: 20, until: ready), "the page loaded its game")
        let json = try #require(try page.evaluate(Self.contrasts) as? String)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[Any]])
        #expect(rows.count >= 5, "texts measured: \(json)")
        return ((rows.first?.first as? Double) ?? 0, json)
    }

    @Test("every visible text: at least 4.5:1 by default, 7:1 in high contrast (by ?theme= or prefers-contrast)")
    func contrast() throws {
        let (scorer, server, url) = try Self.scoredGame()
        defer { server.signal(SIGINT) }
        _ = scorer
        let named = "document.getElementById('home-name').textContent === 'Ballerz'"
        let boxed = "document.querySelectorAll('#tables tbody tr').length > 0"
        for (path, ready) in [("", named), ("overlay", named), ("box", boxed)] {
            try expectContrast(url + path, ready: ready)
        }
    }

    @Test("landmarks, real table headers, and one announcement per play in the live region")
    func structureAndLiveRegion() throws {
        let (scorer, server, url) = try Self.scoredGame()
        defer { server.signal(SIGINT) }
        let page = try ChromiumPage(url)
        #expect(try page.wait(seconds: 20, until: "document.getElementById('home-score').textContent === '2'"))
        #expect(try page.evaluate("document.querySelectorAll('main, footer').length") as? Int == 2)
        let region = "document.querySelector('[aria-live=polite]#announce')"
        #expect(
            try page.evaluate("\(region) !== null && \(region).textContent === ''") as? Bool == true,
            "the play the page loaded with is not said")
        _ = try page.evaluate(
            "window.said = []; new MutationObserver(function () { window.said.push(\(region).textContent); })"
                + ".observe(\(region), { childList: true, characterData: true, subtree: true }); true")
        try scorer.type("ls")
        #expect(try page.wait(seconds: 10, until: "\(region).textContent === 'Kobe: 1 point. Ballerz 2, Ringerz 1.'"))
        #expect(try page.evaluate("window.said.join('|')") as? String == "Kobe: 1 point. Ballerz 2, Ringerz 1.")

        let box = try ChromiumPage(url + "box")
        #expect(try box.wait(seconds: 20, until: "document.querySelectorAll('#tables tbody tr').length > 0"))
        #expect(try box.evaluate("document.querySelectorAll('#tables thead th[scope=col]').length") as? Int == 30)
        #expect(
            try box.evaluate("document.querySelector('#tables tbody th[scope=row]').textContent") as? String == "Shaq")
        #expect(try box.evaluate("document.querySelectorAll('main, header, footer').length") as? Int == 3)
    }

    @Test("prefers-reduced-motion turns animation and transitions off")
    func reducedMotion() throws {
        let (scorer, server, url) = try Self.scoredGame()
        defer { server.signal(SIGINT) }
        _ = scorer
        let page = try ChromiumPage(url)
        try page.emulateMedia(["prefers-reduced-motion": "reduce"])
        let probe =
            "(function () { var e = document.createElement('div'); e.style.transition = 'color 2s';"
            + " e.style.animation = 'x 2s'; document.body.appendChild(e); var s = getComputedStyle(e);"
            + " return s.transitionDuration + ' ' + s.animationName; })()"
        // The style sheet is in once the script (deferred after it) has drawn the game.
        #expect(try page.wait(seconds: 20, until: "document.getElementById('home-name').textContent === 'Ballerz'"))
        let seen = try page.evaluate(probe) as? String
        #expect(seen == "0s none", "\(seen ?? "nil")")
    }

    /// Starts recording every text the live region says into `window.said`.
    private func listen(_ page: ChromiumPage) throws {
        _ = try page.evaluate(
            "window.said = []; new MutationObserver(function () { window.said.push(document.getElementById('announce').textContent); })"
                + ".observe(document.getElementById('announce'), { childList: true, characterData: true, subtree: true }); true"
        )
    }

    /// Every text is measured at least 4.5:1 on `url`, and 7:1 with `?theme=high-contrast` and
    /// under `prefers-contrast: more`, once `ready` holds.
    private func expectContrast(_ url: String, ready: String) throws {
        let (standard, all) = try lowest(try ChromiumPage(url), ready: ready)
        #expect(standard >= 4.5, "\(url) default: \(all)")
        let (high, allHigh) = try lowest(try ChromiumPage(url + "?theme=high-contrast"), ready: ready)
        #expect(high >= 7, "\(url) high contrast: \(allHigh)")
        let page = try ChromiumPage(url)
        try page.emulateMedia(["prefers-contrast": "more"])
        #expect(try Self.reloadToHighContrast(page))
        let (preferred, allPreferred) = try lowest(page, ready: ready)
        #expect(preferred >= 7, "\(url) prefers-contrast: more: \(allPreferred)")
    }

    @Test(
        "/run: the contrast of every text in both themes, landmarks, headed standings, each change of the run said once"
    )
    func runPage() throws {
        let (board, server, url) = try RunPageEndToEndTests.servedRun()
        defer { server.signal(SIGINT) }
        let ready = "document.getElementById('court-home').textContent === 'Team Ann'"
        try expectContrast(url + "run", ready: ready)

        let page = try ChromiumPage(url + "run")
        #expect(
            try page.wait(seconds: 20, until: ready + " && document.querySelectorAll('#standings tr').length === 10"))
        #expect(try page.evaluate("document.querySelectorAll('header, main, footer').length") as? Int == 3)
        #expect(try page.evaluate("document.querySelectorAll('.standings thead th[scope=col]').length") as? Int == 5)
        #expect(try page.evaluate("document.querySelectorAll('#standings th[scope=row]').length") as? Int == 10)
        #expect(
            try page.evaluate("document.querySelector('[aria-live=polite]#announce').textContent") as? String == "",
            "the run the page opens on is not said")
        try listen(page)
        try board.type("a")
        try board.type("Kim")
        try board.send("Enter")
        try board.waitFor("Kim is here")
        #expect(try page.wait(seconds: 10, until: "window.said.length > 0"))
        #expect(try page.evaluate("window.said.join('|')") as? String == "Kim is in the line: 2nd.")
        try board.send("Enter")
        try board.waitFor("new game: press Space")
        #expect(try page.wait(seconds: 10, until: "window.said.length > 1"))
        let said = try page.evaluate("window.said.join('|')") as? String
        #expect(said == "Kim is in the line: 2nd.|On court, game 1: Team Ann vs Team Dee.")
    }

    @Test("/courts: the contrast of every text in both themes, landmarks, a court's basket said once")
    func courtsPage() throws {
        let cluster = try PostgresCluster()
        try cluster.start()
        defer { cluster.stop() }
        _ = try LeagueSchema.upgrade(try LeagueConnection(url: cluster.url()))
        let (server, url) = try RunPageEndToEndTests.serve(
            library: TmuxSession.makeTemporaryFolder(), ["--league", cluster.url()])
        defer { server.signal(SIGINT) }
        let one = try CourtsPageEndToEndTests.Court(
            court: "Court 1", id: "courta01", home: "Ballerz", away: "Ringerz", url: cluster.url())
        try one.score(GameFixtures.shaq, twos: 2)
        let ready = "\(CourtsPageEndToEndTests.rows).indexOf('Court 1Ballerz4 – 0Ringerz') === 0"
        try expectContrast(url + "courts", ready: ready)

        let page = try ChromiumPage(url + "courts")
        #expect(try page.wait(seconds: 20, until: ready))
        #expect(try page.evaluate("document.querySelectorAll('header, main, footer').length") as? Int == 3)
        #expect(try page.evaluate("document.querySelectorAll('[aria-live]').length") as? Int == 1, "one live region")
        try listen(page)
        try one.score(GameFixtures.shaq, twos: 1)
        #expect(try page.wait(seconds: 20, until: "window.said.length > 0"))
        #expect(try page.evaluate("window.said.join('|')") as? String == "Court 1: Ballerz 6, Ringerz 0.")
    }
}
