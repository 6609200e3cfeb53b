/// `/courts`: every court of the league on one page, for the desk's TV and the public: each
/// court's teams, score, clock, FINAL / live / offline and how long since it was last heard from,
/// drawn by `/courts.js` from `/api/courts/events`. Served only with a league (docs/serve.md).
/// It takes `/courtside.js` for the theme and the live region, where each court's change and the
/// league's are said once.
enum CourtsPage {
    /// Where it is served.
    static let path = "/courts"

    /// The page, answered only when serve has a league.
    static let page = Page(path: path, contentType: Page.html, body: html)

    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>courtside courts</title>
        <link rel="stylesheet" href="/courtside.css">
        <link rel="stylesheet" href="/courts.css">
        <script src="/courtside.js" defer></script>
        <script src="/courts.js" defer></script>
        </head>
        <body data-page="courts" class="courts">
        <header class="courts-head"><h1>Every court</h1><p id="league">connecting…</p></header>
        <main><ol class="court-list" id="courts"></ol></main>
        <footer><a href="/">this court's scoreboard</a></footer>
        </body>
        </html>

        """#

    /// `/courts.js`: draws the page from each `courts` event (the whole league each time) and
    /// counts each court's time since last heard every second. Every name came from a court's
    /// laptop: cleaned of control and bidi characters and set with `textContent`, never as HTML.
    static let javascript = #"""
        "use strict";
        (function () {
          var CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
          function clean(text) { return String(text === null || text === undefined ? "" : text).replace(CONTROLS, ""); }
          function cell(tag, className, text) {
            var element = document.createElement(tag);
            if (className) { element.className = className; }
            element.textContent = clean(text);
            return element;
          }
          function ago(ms) {
            var s = Math.max(0, Math.floor(ms / 1000));
            if (s >= 3600) { return Math.floor(s / 3600) + " h " + Math.floor(s % 3600 / 60) + " min"; }
            return Math.floor(s / 60) + ":" + String(s % 60).padStart(2, "0");
          }
          var latest = null;
          // What changed since the last courts event, in words: a court's score or its end, the
          // league going offline or coming back (never the seconds counting since).
          function changes(before, now) {
            if (!before) { return ""; }
            var said = [], seen = {};
            if (now.league !== before.league) {
              said.push(now.league === "offline" ? "League database offline: " + now.reason + "." : "League " + now.league + ".");
            }
            before.courts.forEach(function (c) { seen[c.court] = c; });
            now.courts.forEach(function (c) {
              var was = seen[c.court];
              if (was && was.seq === c.seq && was.status === c.status && was.confirmed === c.confirmed) { return; }
              said.push(c.court + ": " + c.home + " " + c.homeScore + ", " + c.away + " " + c.awayScore
                + (c.status !== "final" ? "." : c.confirmed ? ", final, confirmed." : ", final, not confirmed yet."));
            });
            return said.join(" ");
          }
          function draw() {
            if (!latest) { return; }
            var now = Date.now(), league = document.getElementById("league");
            league.className = latest.league;
            league.textContent = latest.league === "offline"
              ? "■ league database offline since " + new Date(latest.offlineSinceMs).toLocaleTimeString() + " (" + ago(now - latest.offlineSinceMs) + "): " + clean(latest.reason) + " · showing what was last read"
              : latest.league === "live" ? latest.courts.length + (latest.courts.length === 1 ? " court" : " courts") + " · live" : "connecting…";
            var list = document.getElementById("courts");
            while (list.firstChild) { list.removeChild(list.firstChild); }
            latest.courts.forEach(function (c) {
              // A won game says whether both sides confirmed its score, as the court pages do.
              var quiet = now - c.lastHeardMs, kind = c.status === "final" ? "final" : quiet > latest.quietAfterMs ? "offline" : "live";
              var status = kind !== "final" ? kind : c.confirmed ? "FINAL ✓" : "FINAL (unconfirmed)";
              var row = document.createElement("li");
              row.className = "court " + kind;
              row.dataset.court = clean(c.court);
              row.appendChild(cell("div", "court-name", c.court));
              var teams = document.createElement("div");
              teams.className = "court-teams";
              teams.appendChild(cell("span", "team home" + (c.winner === "home" ? " won" : ""), c.home));
              teams.appendChild(cell("span", "score", c.homeScore + " – " + c.awayScore));
              teams.appendChild(cell("span", "team away" + (c.winner === "away" ? " won" : ""), c.away));
              row.appendChild(teams);
              row.appendChild(cell("div", "court-clock", c.clockText));
              row.appendChild(cell("div", "court-status", status));
              row.appendChild(cell("div", "court-heard", "heard " + ago(quiet) + " ago"));
              list.appendChild(row);
            });
            if (latest.courts.length === 0) { list.appendChild(cell("li", "none", "no court has sent a game yet")); }
          }
          var source = new EventSource("/api/courts/events");
          source.addEventListener("courts", function (message) {
            var before = latest;
            latest = JSON.parse(message.data);
            draw();
            if (window.courtside) { window.courtside.say(changes(before, latest)); }
          });
          source.addEventListener("error", function () {
            if (source.readyState !== EventSource.OPEN) { document.getElementById("league").textContent = "■ this page lost the server: reconnecting…"; }
          });
          setInterval(draw, 1000);
        })();
        """#

    /// `/courts.css`, after `/courtside.css` (its colours and fonts): one row per court, a TV's
    /// (1920×1080) type sized to the screen; on a phone held upright (390×844) each court wraps
    /// to two lines.
    static let css = #"""
        body.courts { --u: min(1vw, 1.7778vh); background: var(--cs-bg); color: var(--cs-fg); min-height: 100vh;
          margin: 0; font-size: calc(1.8 * var(--u)); }
        .courts-head { padding: var(--u) calc(2 * var(--u)) 0; }
        .courts-head h1 { margin: 0; font-size: 2em; }
        #league { margin: 0.2em 0 0; color: var(--cs-dim); }
        #league.offline { color: var(--cs-warn); font-weight: 700; }
        .court-list { list-style: none; margin: 0; padding: var(--u) calc(2 * var(--u)); display: grid; gap: 0.4em; }
        .court { display: grid; grid-template-columns: 8em minmax(0, 1fr) 5em 5em 9em; gap: 0.8em; align-items: center;
          background: var(--cs-panel); border-radius: 0.3em; padding: 0.4em 0.8em; }
        .court-name { font-weight: 700; color: var(--cs-accent); overflow-wrap: anywhere; }
        .court-teams { display: grid; grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr); gap: 0.6em; }
        .court-teams .home { color: var(--cs-home); text-align: right; overflow-wrap: anywhere; }
        .court-teams .away { color: var(--cs-away); overflow-wrap: anywhere; }
        .court-teams .won { font-weight: 800; }
        .court-teams .score { font-weight: 800; font-variant-numeric: tabular-nums; white-space: nowrap; }
        .court-clock { font-variant-numeric: tabular-nums; }
        .court-status { font-weight: 800; text-align: center; border-radius: 0.2em; }
        .court.final .court-status { background: var(--cs-final); color: #04130a; }
        .court.live .court-status { color: var(--cs-final); }
        .court.offline .court-status { color: var(--cs-warn); }
        .court-heard { color: var(--cs-dim); font-size: 0.8em; }
        .court-list .none { color: var(--cs-dim); }
        footer { padding: var(--u) calc(2 * var(--u)); }
        footer a { color: var(--cs-dim); }
        @media (max-aspect-ratio: 1/1) {
          body.courts { font-size: 4.2vw; }
          .court { grid-template-columns: minmax(0, 1fr) auto auto; }
          .court-name { grid-column: 1 / -1; }
          .court-teams { grid-column: 1 / -1; }
        }
        """#
}
