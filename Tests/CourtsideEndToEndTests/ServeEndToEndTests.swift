import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `courtside serve` as its users meet it: the URLs it prints, a port in use, and its pages in a
/// real browser (headless Chromium) while a scorer scores in tmux.
@Suite("courtside serve end to end", .serialized)
struct ServeEndToEndTests {
    /// `courtside serve` on a port the system picks, and the URL it printed.
    static func serve(library: String) throws -> (BackgroundChild, String) {
        let server = try BackgroundChild(["serve", "--listen", "127.0.0.1:0", "--library", library])
        var url: String?
        server.waitUntil {
            url = server.lines.first { $0.hasPrefix("courtside serve: http://") }.map {
                String($0.dropFirst("courtside serve: ".count).prefix { $0 != " " })
            }
            return url != nil
        }
        return (server, try #require(url, "serve printed no URL: \(server.stdout) \(server.stderr)"))
    }

    @Test("it prints the URL to open, and Ctrl-C stops it with exit 0, an event stream open or not")
    func printsItsURL() throws {
        let library = TmuxSession.makeTemporaryFolder()
        let (server, url) = try Self.serve(library: library)
        #expect(url.hasPrefix("http://127.0.0.1:") && url.hasSuffix("/"))
        #expect(server.stdout.contains("\(url)overlay"))
        server.signal(SIGINT)
        #expect(server.exitStatus() == 0)
        #expect(server.stderr.isEmpty)

        // A browser's event stream never ends by itself: Ctrl-C must end it (it once waited for it).
        let (streaming, streamURL) = try Self.serve(library: library)
        let port = try #require(Int(streamURL.split(separator: ":").last?.dropLast() ?? ""))
        let client = try #require(LoopbackSocket.connect(port: port))
        defer { close(client) }
        let request = Array("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        #expect(write(client, request, request.count) == request.count)
        // The headers and the first event may come in separate reads.
        var received = ""
        var buffer = [UInt8](repeating: 0, count: 4_096)
        let deadline = Date().addingTimeInterval(5)
        while !received.contains("event: state"), Date() < deadline {
            var descriptor = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 1_000) == 1 else { continue }
            let count = read(client, &buffer, buffer.count)
            guard count > 0 else { break }
            received += String(decoding: buffer[..<count], as: UTF8.self)
        }
        #expect(received.contains("event: state"), "\(received)")
        streaming.signal(SIGINT)
        #expect(streaming.exitStatus(within: 5) == 0)
    }

    @Test("a port in use is one line on standard error and exit 1; a bad --listen is exit 2")
    func portInUse() throws {
        // Hold a port the way another server would.
        let holder = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(holder) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        try withUnsafeMutablePointer(to: &address) { pointer in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                #expect(bind(holder, raw, length) == 0)
                #expect(listen(holder, 1) == 0)
                #expect(getsockname(holder, raw, &length) == 0)
                _ = try #require(Optional(raw))
            }
        }
        let port = Int(UInt16(bigEndian: address.sin_port))
        let library = TmuxSession.makeTemporaryFolder()
        let result = try Binary.run(["serve", "--listen", "127.0.0.1:\(port)", "--library", library])
        #expect(result.status == 1)
        #expect(
            result.stderr
                == "courtside: cannot listen on 127.0.0.1:\(port): the port is in use (another courtside serve?); pick another with --listen\n"
        )

        let bad = try Binary.run(["serve", "--listen", "8080", "--library", library])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--listen takes ADDRESS:PORT"))
    }

    /// The text of the page's element `id`, as JavaScript.
    private static func text(_ id: String) -> String {
        "document.getElementById('\(id)').textContent"
    }

    @Test("the page shows the score, runs the clock, and a key typed in the scorer reaches it")
    func pageFollowsTheScorer() throws {
        let scorer = try TmuxSession(["new", "--to", "9"])
        try scorer.waitFor("PAUSED")
        try scorer.type(" ud")
        try scorer.waitFor("Shaq: 2 points")
        let (server, url) = try Self.serve(library: scorer.library)
        defer { server.signal(SIGINT) }
        let page = try ChromiumPage(url)
        #expect(
            try page.wait(
                seconds: 20,
                until: "\(Self.text("home-name")) === 'Ballerz' && \(Self.text("away-name")) === 'Ringerz'"
                    + " && \(Self.text("home-score")) === '2' && \(Self.text("away-score")) === '0'"),
            "the page shows the teams and the score")
        #expect(try page.evaluate(Self.text("connection")) as? String == "● LIVE")
        #expect(try page.evaluate("document.querySelector('#plays .what').textContent") as? String == "Shaq: 2 points")

        // The clock runs in the browser between events.
        let before = try #require(try page.evaluate(Self.text("clock")) as? String)
        #expect(try page.wait(seconds: 5, until: "\(Self.text("clock")) !== '\(before)'"), "the clock ticks")

        // A key in the scorer: Kobe's free throw. (How fast it arrives is the benchmark's to say:
        // docs/performance.md, serve.)
        try scorer.type("ls")
        #expect(try page.wait(seconds: 5, until: "\(Self.text("away-score")) === '1'"), "the key reached the page")
        #expect(try page.evaluate(Self.text("text")) as? String == "Kobe: 1 point  (Ballerz 2 - 1 Ringerz)")

        // Paused: the page says so, and its clock stops.
        try scorer.type(" ")
        #expect(try page.wait(seconds: 5, until: "\(Self.text("clock-state")) === 'PAUSED'"))
        let stopped = try #require(try page.evaluate(Self.text("clock")) as? String)
        // A running clock changes its tenths within a tenth; paused, it must not within half a second.
        #expect(
            try !page.wait(seconds: 0.5, until: "\(Self.text("clock")) !== '\(stopped)'"), "a paused clock stands still"
        )

        // GAME POINT, then FINAL.
        try scorer.type(" uddd")
        #expect(try page.wait(seconds: 5, until: "\(Self.text("game-point")) === 'GAME POINT: Ballerz'"))
        try scorer.type("d")
        #expect(try page.wait(seconds: 5, until: "\(Self.text("final")) === 'FINAL (unconfirmed) · Ballerz win'"))
        #expect(try page.evaluate("document.getElementById('game-point').hidden") as? Bool == true)

        // Both sides confirm (Enter on the board): FINAL ✓ on the scoreboard, the overlay and the box.
        try scorer.send("Enter")
        try scorer.waitFor("final score confirmed")
        #expect(try page.wait(seconds: 5, until: "\(Self.text("final")) === 'FINAL ✓ · Ballerz win'"))
        let overlay = try ChromiumPage(url + "overlay")
        #expect(try overlay.wait(seconds: 20, until: "\(Self.text("flag")) === 'FINAL ✓'"))
        let box = try ChromiumPage(url + "box")
        #expect(try box.wait(seconds: 20, until: "\(Self.text("title")).endsWith(' Ringerz · FINAL ✓')"))
    }

    @Test(
        "the box score page has MIN and +/- per player, the bench's too, as the text export; on a phone every cell stands apart"
    )
    func boxPageMinutes() throws {
        let scorer = try TmuxSession(["new", "--home-players", "Ann,Bob,Cy,Dan", "--away-players", "Eve,Flo,Gus"])
        try scorer.waitFor("PAUSED")
        try scorer.type("udB1")
        try scorer.waitFor("Ballerz sub: Dan in for Ann")
        let (server, url) = try Self.serve(library: scorer.library)
        defer { server.signal(SIGINT) }
        let page = try ChromiumPage(url + "box")
        let rows =
            "Array.from(document.querySelectorAll('#tables > :first-child tr'))"
            + ".map(r => Array.from(r.children).map(c => c.textContent).join('|')).join('\\n')"
        #expect(try page.wait(seconds: 20, until: "\(rows).includes('Dan|')"))
        let table = try page.evaluate(rows) as? String ?? ""
        let lines = table.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasSuffix("|FOUL|MIN|+/-") == true, "\(table)")
        // Issue 43: the whole stat sheet, and each team's timeouts beside its score.
        #expect(lines.first?.contains("|FT|AST|REB|OREB|DREB|TO|STL|BLK|FOUL|") == true, "\(table)")
        let caption = "document.querySelector('#tables > :first-child caption').textContent"
        #expect(try page.evaluate(caption) as? String == "Ballerz 2 · 0 timeouts")
        #expect(lines.contains { $0.hasPrefix("Ann|2|") && $0.hasSuffix("|0:00|+2") }, "\(table)")
        #expect(lines.contains { $0.hasPrefix("Dan|0|") && $0.hasSuffix("|0:00|0") }, "\(table)")

        // Issue 40, item 8: at 390×844 the headings ran together (PTS1PT2PTAST…) and MIN ran into
        // +/- (0:000). Every cell's text must lie inside its cell, apart from its neighbours'.
        let phone = try ChromiumPage(url + "box", width: 390, height: 844)
        #expect(try phone.wait(seconds: 20, until: "\(rows).includes('Dan|')"))
        let crowded = try phone.evaluate(Self.crowdedCells) as? String
        #expect(crowded == "", "cells that run together at 390 px: \(crowded ?? "no answer")")
        #expect(
            try phone.evaluate("document.documentElement.scrollWidth <= window.innerWidth") as? Bool == true,
            "the page itself does not scroll sideways; only a table wider than the screen does, in its box")
    }

    /// JavaScript: the box score's cells whose text runs out of its cell or comes closer than 6 px
    /// to the next cell's text, as "cell|next" words ("" when every cell stands apart).
    private static let crowdedCells = """
        (function () {
          function textBox(cell) { var range = document.createRange(); range.selectNodeContents(cell);
            return range.getBoundingClientRect(); }
          var crowded = [];
          document.querySelectorAll('#tables tr').forEach(function (row) {
            var cells = Array.from(row.children);
            cells.forEach(function (cell, i) {
              var text = textBox(cell), own = cell.getBoundingClientRect();
              if (text.left < own.left - 0.5 || text.right > own.right + 0.5) { crowded.push('out of its cell: ' + cell.textContent); }
              if (i > 0 && text.left - textBox(cells[i - 1]).right < 6) { crowded.push(cells[i - 1].textContent + '|' + cell.textContent); }
            });
          });
          return crowded.join(', ');
        })()
        """

    @Test(
        "long team names fit the scoreboard and the overlay, shrunk and then wrapped, never cut; at 1280×720, 1920×1080 and 390×844 the names, score, clock, last play and LIVE are on the screen"
    )
    func longNamesFit() throws {
        // Issue 43, item 6: "Team D'A…" at 1920×1080, "Team J…" on a phone, and at 1280×720 the
        // last play and "● LIVE" below the screen.
        let scorer = try TmuxSession([
            "new", "--home", "Team D'Angelo Russell", "--away", "Team Jokić Nuggets", "--to", "9",
        ])
        try scorer.waitFor("PAUSED")
        // Six plays, the home team at game point: a banner, a status line and a full list of plays.
        try scorer.type(" udlsudlsudud")
        try scorer.waitFor("GAME POINT")
        let (server, url) = try Self.serve(library: scorer.library)
        defer { server.signal(SIGINT) }
        let ready =
            "\(Self.text("home-score")) === '8' && \(Self.text("away-score")) === '2'"
            + " && document.querySelectorAll('#plays li').length === 5"
        for (width, height) in [(1280, 720), (1920, 1080), (390, 844)] {
            let page = try ChromiumPage(url, width: width, height: height)
            #expect(try page.wait(seconds: 20, until: ready), "\(width)×\(height): the page shows the game")
            #expect(try page.evaluate(Self.text("connection")) as? String == "● LIVE")
            let names = try page.evaluate(Self.cutNames) as? String
            #expect(names == "", "\(width)×\(height): \(names ?? "no answer")")
            let below = try page.evaluate(Self.offScreen) as? String
            #expect(below == "", "\(width)×\(height): \(below ?? "no answer")")
        }
        let overlay = try ChromiumPage(url + "overlay", width: 1920, height: 1080)
        #expect(try overlay.wait(seconds: 20, until: "\(Self.text("home-score")) === '8'"))
        let names = try overlay.evaluate(Self.cutNames) as? String
        #expect(names == "", "the overlay: \(names ?? "no answer")")
        // A name too long for one line at the floor (60% of the bar's size) wraps at the floor,
        // in the bar's nine sizes of width (it once shrank to a narrow column of 13 px type).
        let longer =
            "document.getElementById('home-name').textContent = 'Team D\\'Angelo Russell All-Stars of the West Side';"
            + " window.dispatchEvent(new Event('resize'));"
            + " parseFloat(getComputedStyle(document.getElementById('home-name')).fontSize)"
            + " / parseFloat(getComputedStyle(document.getElementById('lower-third')).fontSize)"
        let scale = try #require(try overlay.evaluate(longer) as? Double)
        #expect(scale >= 0.59, "the overlay's wrapped name is at \(scale) of the bar's size")
        let wrapped = try overlay.evaluate(Self.cutNames) as? String
        #expect(wrapped == "", "the overlay, a longer name: \(wrapped ?? "no answer")")
    }

    /// JavaScript: the team names that are cut (wider than their box, taller than it, ended with
    /// an ellipsis) or take more than two lines, as words ("" when both are whole).
    private static let cutNames = """
        (function () {
          var cut = [];
          ['home-name', 'away-name'].forEach(function (id) {
            var name = document.getElementById(id), style = getComputedStyle(name);
            var lines = Math.round(name.clientHeight / parseFloat(style.lineHeight));
            if (name.scrollWidth > name.clientWidth) { cut.push(id + ' wider than its box: ' + name.scrollWidth + ' > ' + name.clientWidth); }
            if (name.scrollHeight > name.clientHeight) { cut.push(id + ' taller than its box'); }
            if (style.textOverflow === 'ellipsis') { cut.push(id + ' ends with an ellipsis'); }
            if (lines > 2) { cut.push(id + ' on ' + lines + ' lines'); }
          });
          return cut.join(', ');
        })()
        """

    /// JavaScript: the scoreboard's parts that are not wholly on the screen as it opens (the names,
    /// the scores, the clock, each of the plays, the connection footer), as words ("" when all are).
    private static let offScreen = """
        (function () {
          var off = [];
          ['#home-name', '#away-name', '#home-score', '#away-score', '#clock', '#plays li', 'footer']
            .forEach(function (selector) {
              document.querySelectorAll(selector).forEach(function (element, index) {
                var box = element.getBoundingClientRect();
                if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) {
                  off.push(selector + ' ' + (index + 1) + ' at ' + Math.round(box.left) + ',' + Math.round(box.top) + '-'
                    + Math.round(box.right) + ',' + Math.round(box.bottom));
                }
              });
            });
          return off.join(', ');
        })()
        """

    @Test("the overlay's background is transparent: only its bar has colour")
    func overlayIsTransparent() throws {
        let scorer = try TmuxSession(["new", "--to", "9"])
        try scorer.waitFor("PAUSED")
        // Started: a game whose board waits for its first key is not shown.
        try scorer.type(" ")
        try scorer.waitFor("RUNNING")
        let (server, url) = try Self.serve(library: scorer.library)
        defer { server.signal(SIGINT) }
        // Small, so the check's pure-Python PNG decoding stays quick; docs/serve.md's are 1920×1080.
        let page = try ChromiumPage(url + "overlay", width: 640, height: 360)
        #expect(try page.wait(seconds: 20, until: "\(Self.text("home-name")) === 'Ballerz'"))
        #expect(try page.evaluate("getComputedStyle(document.body).backgroundColor") as? String == "rgba(0, 0, 0, 0)")
        #expect(
            try page.evaluate("getComputedStyle(document.documentElement).backgroundColor") as? String
                == "rgba(0, 0, 0, 0)")
        let png = NSTemporaryDirectory() + "courtside-overlay-\(UUID().uuidString).png"
        defer { unlink(png) }
        try page.screenshot().write(to: URL(fileURLWithPath: png))
        let alpha = try ChildProcess.run(["python3", "-c", Self.alphaScript, png])
        #expect(alpha.status == 0, "\(alpha.stderr)")
        let values = alpha.stdout.split(separator: " ").compactMap {
            Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        // The top corners are the page's background; the bottom middle is the bar.
        #expect(values.count == 3)
        #expect(values.first == 0 && values.dropFirst().first == 0, "the page's background is transparent: \(values)")
        #expect(values.last.map { $0 > 0 } == true, "the bar is drawn: \(values)")
    }

    /// Prints the alpha of a PNG's top-left and top-right pixels and the highest alpha in the middle
    /// of its bottom quarter (a screenshot: 8-bit RGBA, no interlace), with zlib from Python's
    /// standard library.
    private static let alphaScript = #"""
        import struct, sys, zlib
        data = open(sys.argv[1], "rb").read()
        assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
        pos, idat, width, height = 8, b"", 0, 0
        while pos < len(data):
            length, kind = struct.unpack(">I4s", data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            if kind == b"IHDR":
                width, height, depth, color = struct.unpack(">IIBB", body[:10])
                assert depth == 8 and color == 6, "not 8-bit RGBA: %d %d" % (depth, color)
            elif kind == b"IDAT":
                idat += body
            pos += 12 + length
        raw, stride, rows, previous = zlib.decompress(idat), width * 4, [], bytearray(width * 4)
        for y in range(height):
            kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
            for x in range(stride):
                a = line[x - 4] if x >= 4 else 0
                b = previous[x]
                c = previous[x - 4] if x >= 4 else 0
                if kind == 1: line[x] = (line[x] + a) & 255
                elif kind == 2: line[x] = (line[x] + b) & 255
                elif kind == 3: line[x] = (line[x] + (a + b) // 2) & 255
                elif kind == 4:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            rows.append(line)
            previous = line
        bar = max(row[x * 4 + 3] for row in rows[height * 3 // 4:] for x in range(width // 2 - 20, width // 2 + 20))
        print(rows[0][3], rows[0][stride - 1], bar)
        """#
}
