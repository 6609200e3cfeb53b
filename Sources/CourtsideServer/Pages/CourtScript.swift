/// `/courtside.js`: the pages' one script. It keeps the court's state from `/api/events` (the
/// `state` event, then one `feed` event per game event), runs the clock in the browser between
/// events (only while it runs: a paused page has no timer), and draws the page it is on, the
/// team names measured and fitted to their boxes (the one thing CSS cannot size by itself).
///
/// Every text that came from a game file (names, plays, the status line) is cleaned of control
/// and bidi characters and set with `textContent`, never parsed as HTML.
///
/// For every page that loads it: the theme (`?theme=high-contrast`, or `prefers-contrast: more`)
/// as `data-theme` on the root, and a polite live region (`#announce`, made if the page has none)
/// that says each play once as it arrives ("Kobe: 1 point. Ballerz 2, Ringerz 1."), never the
/// plays a page loads with.
enum CourtScript {
    static let javascript = #"""
        "use strict";
        (function () {
          var CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
          var page = document.body.dataset.page;
          var wanted = new URLSearchParams(location.search).get("theme");
          if (wanted === "high-contrast" || (wanted === null && window.matchMedia
              && matchMedia("(prefers-contrast: more)").matches)) {
            document.documentElement.dataset.theme = "high-contrast";
          }
          var announcer = document.getElementById("announce");
          if (!announcer) {
            announcer = document.createElement("div");
            announcer.id = "announce";
            announcer.className = "sr-only";
            announcer.setAttribute("role", "status");
            announcer.setAttribute("aria-live", "polite");
            document.body.appendChild(announcer);
          }
          var announced = 0;
          // Each play once, by its sequence number: a reconnect's replayed events say nothing again.
          function announce(line) {
            if (line.seq <= announced) { return; }
            announced = line.seq;
            announcer.textContent = clean(line.play) + ". " + clean(line.home.name) + " " + line.home.score + ", "
              + clean(line.away.name) + " " + line.away.score + ".";
          }
          var court = { game: null, connection: "connecting", seq: 0, status: "waiting", confirmed: false, winner: null, rules: "",
            text: "", home: null, away: null, recent: [], clockMs: 0, running: false, at: 0, limitMs: null,
            countdownMs: null };
          var timer = null;

          function clean(text) { return String(text === null || text === undefined ? "" : text).replace(CONTROLS, ""); }
          function byId(id) { return document.getElementById(id); }
          function put(id, text) {
            var element = byId(id), value = clean(text);
            if (element && element.textContent !== value) { element.textContent = value; }
          }
          // A team's name fits its box however long it is: its type shrinks (the style sheet
          // multiplies its size by --fit) down to FIT_FLOOR, then it wraps to two lines, shrinking
          // on only while two lines do not hold it. Measured, because a name's width is its font's.
          var FIT_FLOOR = 0.6, FIT_LEAST = 0.3;
          function fitName(element) {
            if (!element) { return; }
            var scale = 1;
            function scaleTo(value) { scale = Math.round(value * 100) / 100; element.style.setProperty("--fit", String(scale)); }
            function tooWide() { return element.scrollWidth > element.clientWidth; }
            function lines() { return Math.round(element.clientHeight / parseFloat(getComputedStyle(element).lineHeight)); }
            element.classList.remove("wrapped");
            scaleTo(1);
            if (element.clientWidth === 0 || !tooWide()) { return; }
            // Width goes with the type's size: one step to about the right size, then down to a fit.
            scaleTo(Math.max(FIT_FLOOR, Math.floor(100 * element.clientWidth / element.scrollWidth) / 100));
            while (tooWide() && scale > FIT_FLOOR) { scaleTo(Math.max(FIT_FLOOR, scale - 0.02)); }
            if (!tooWide()) { return; }
            element.classList.add("wrapped");
            while ((tooWide() || lines() > 2) && scale > FIT_LEAST) { scaleTo(Math.max(FIT_LEAST, scale - 0.05)); }
          }
          function fitNames() { fitName(byId("home-name")); fitName(byId("away-name")); }
          function show(id, on) { var element = byId(id); if (element) { element.hidden = !on; } }
          function pad(n) { return n < 10 ? "0" + n : String(n); }
          // The board's clock (ClockFormat.shownTenths): the time left when the game counts down,
          // rounded up as the tenths played are cut; past the limit (overtime) the time played.
          function shownTenths(ms) {
            var tenths = Math.floor(Math.max(0, ms) / 100), limit = court.countdownMs;
            return limit !== null && ms <= limit ? Math.floor((limit - tenths * 100 + 99) / 100) : tenths;
          }
          function clockText(ms) {
            var tenths = shownTenths(ms), seconds = Math.floor(tenths / 10);
            return pad(Math.floor(seconds / 60)) + ":" + pad(seconds % 60) + "." + (tenths % 10);
          }
          // Held at the limit until the scorer's pause there arrives; overtime runs on past it.
          function clockNow() {
            var ms = court.clockMs + (court.running ? performance.now() - court.at : 0);
            var before = court.limitMs !== null && court.clockMs <= court.limitMs;
            return before && ms > court.limitMs ? court.limitMs : ms;
          }
          function setClock(ms, running) {
            court.clockMs = ms; court.running = running; court.at = performance.now();
            if (running && timer === null) { timer = setInterval(drawClock, 100); }
            if (!running && timer !== null) { clearInterval(timer); timer = null; }
          }
          function playOf(line) {
            return { clockText: line.clockText, play: line.play, after: line.home.score + "-" + line.away.score };
          }
          function isPlay(line) { return line.event.type !== "start" && line.event.type !== "pause"; }
          function winnerName() {
            var team = court.winner === "home" ? court.home : court.winner === "away" ? court.away : null;
            return team ? team.name : "";
          }
          // A won game's word: the board's FINAL ✓ once both sides confirmed the score, else it says
          // the score is not confirmed yet.
          function finalText() { return court.confirmed ? "FINAL ✓" : "FINAL (unconfirmed)"; }
          function gamePointText() {
            if (!court.home || court.status === "final") { return ""; }
            if (court.home.gamePoint && court.away.gamePoint) { return "GAME POINT: both teams"; }
            if (court.home.gamePoint) { return "GAME POINT: " + court.home.name; }
            if (court.away.gamePoint) { return "GAME POINT: " + court.away.name; }
            return "";
          }
          function connectionText() {
            switch (court.connection) {
              case "live": return "● LIVE";
              case "no-scorer": return "■ NO SCORER: showing the last state";
              case "deleted": return "■ DELETED: showing the last state";
              case "error": return "■ ERROR: the game's file cannot be read";
              case "waiting": return "○ WAITING for a game to be scored";
              case "offline": return "■ OFFLINE: reconnecting…";
              default: return "connecting…";
            }
          }

          function fromState(doc) {
            court.game = doc.game; court.connection = doc.connection; court.seq = doc.seq; court.status = doc.status;
            court.confirmed = doc.confirmed;
            court.winner = doc.winner; court.rules = doc.rules || ""; court.text = doc.text;
            court.home = doc.home; court.away = doc.away; court.limitMs = doc.timeLimitMs;
            court.countdownMs = doc.countdownFromMs;
            court.recent = (doc.recent || []).map(playOf);
            announced = Math.max(announced, doc.seq);
            setClock(doc.clockMs, doc.running);
          }
          function fromFeed(line) {
            if (line.game !== court.game) { return false; }
            court.seq = line.seq; court.status = line.status; court.winner = line.winner; court.text = line.text;
            court.confirmed = line.confirmed;
            court.home = line.home; court.away = line.away;
            if (isPlay(line)) {
              court.recent.unshift(playOf(line)); court.recent.length = Math.min(court.recent.length, 10);
              announce(line);
            }
            setClock(line.clockMs, line.running && line.status !== "final");
            return true;
          }

          function drawClock() {
            put("clock", clockText(clockNow()));
          }
          function drawTeams() {
            ["home", "away"].forEach(function (side) {
              var team = court[side];
              put(side + "-name", team ? team.name : side.toUpperCase());
              put(side + "-score", team ? String(team.score) : "0");
              var fouls = team ? team.teamFouls : 0;
              put(side + "-fouls", page === "overlay" ? (team && team.bonus > 0 ? "BONUS" : "") : "fouls " + fouls);
              show(side + "-bonus", !!team && team.bonus > 0);
            });
          }
          function drawScoreboard() {
            drawTeams();
            drawClock();
            var final = court.status === "final";
            put("clock-state", final ? "" : court.running ? "" : court.status === "waiting" ? "" : "PAUSED");
            put("final", final && winnerName() ? finalText() + " · " + winnerName() + " win" : finalText());
            show("final", final);
            put("game-point", gamePointText());
            show("game-point", gamePointText() !== "");
            put("rules", court.rules);
            put("text", court.text);
            var list = byId("plays");
            while (list.firstChild) { list.removeChild(list.firstChild); }
            court.recent.slice(0, 5).forEach(function (play) {
              var item = document.createElement("li");
              [["at", play.clockText], ["what", play.play], ["after", play.after]].forEach(function (part) {
                var cell = document.createElement("span");
                cell.className = part[0];
                cell.textContent = clean(part[1]);
                item.appendChild(cell);
              });
              list.appendChild(item);
            });
            drawFooter();
            fitNames();
          }
          function drawOverlay() {
            drawTeams();
            drawClock();
            var flag = court.status === "final" ? finalText() : gamePointText() !== "" ? "GAME POINT" : "";
            put("flag", flag);
            show("flag", flag !== "");
            var caption = court.status === "final" && winnerName() ? winnerName() + " win"
              : court.recent.length > 0 ? court.recent[0].play : "";
            put("last-play", caption);
            show("caption", flag !== "" || caption !== "");
            fitNames();
          }
          // /run: the score and the clock of the game on court; its teams are /run.js's, from the run.
          function drawRunCourt() {
            drawTeams();
            drawClock();
            put("final", finalText());
            show("final", court.status === "final");
            drawFooter();
          }
          function drawFooter() {
            put("connection", connectionText());
            put("game", court.game ? "game " + court.game : "");
            document.body.classList.toggle("offline", court.connection === "offline");
          }

          var boxPending = null, boxGame = null;
          function drawBox() {
            put("title", court.home ? court.home.name + " " + court.home.score + " - " + court.away.score + " " + court.away.name
              + (court.status === "final" ? " · " + finalText() : "") : "box score");
            put("text", court.text);
            drawFooter();
            if (!court.game) { return; }
            if (boxPending !== null) { clearTimeout(boxPending); }
            var game = court.game;
            boxPending = setTimeout(function () {
              boxPending = null;
              fetch("/api/games/" + encodeURIComponent(game), { cache: "no-store" })
                .then(function (response) { return response.ok ? response.json() : null; })
                .then(function (box) { if (box && box.id === court.game) { drawBoxTables(box); } })
                .catch(function () {});
            }, boxGame === game ? 250 : 0);
            boxGame = game;
          }
          function drawBoxTables(box) {
            var high = box.rules.shots === "2,3";
            var heads = ["Player", "PTS", high ? "2PT" : "1PT", high ? "3PT" : "2PT", "FT", "AST", "REB", "OREB", "DREB",
              "TO", "STL", "BLK", "FOUL", "MIN", "+/-"];
            // Time on court as m:ss of game clock, and plus/minus with its sign, as the text export.
            function minutes(ms) { var s = Math.floor(ms / 1000); return Math.floor(s / 60) + ":" + ("0" + s % 60).slice(-2); }
            function signed(n) { return n > 0 ? "+" + n : String(n); }
            var tables = byId("tables");
            while (tables.firstChild) { tables.removeChild(tables.firstChild); }
            [box.home, box.away].forEach(function (team) {
              var table = document.createElement("table");
              var caption = document.createElement("caption");
              caption.textContent = clean(team.name) + " " + team.score + " · " + team.timeouts + " timeout"
                + (team.timeouts === 1 ? "" : "s");
              table.appendChild(caption);
              var head = document.createElement("thead"), body = document.createElement("tbody");
              var row = document.createElement("tr");
              heads.forEach(function (name) {
                var th = document.createElement("th"); th.scope = "col"; th.textContent = name; row.appendChild(th);
              });
              head.appendChild(row);
              table.appendChild(head);
              table.appendChild(body);
              team.players.concat([team.total]).forEach(function (line, index) {
                var tr = document.createElement("tr");
                if (index === team.players.length) { tr.className = "total"; }
                [index === team.players.length ? "Team" : line.name, line.points,
                  line.onePoint + "/" + line.onePointAttempts, line.twoPoints + "/" + line.twoPointAttempts,
                  line.freeThrows + "/" + line.freeThrowAttempts, line.assists, line.rebounds, line.offensiveRebounds,
                  line.defensiveRebounds, line.turnovers, line.steals, line.blocks, line.fouls, minutes(line.msOnCourt),
                  signed(line.plusMinus)].forEach(function (value, column) {
                  // The player's name heads its row.
                  var cell = document.createElement(column === 0 ? "th" : "td");
                  if (column === 0) { cell.scope = "row"; }
                  cell.textContent = clean(value);
                  tr.appendChild(cell);
                });
                body.appendChild(tr);
              });
              // A box of its own, which scrolls sideways when the table is wider than the screen.
              var box = document.createElement("div");
              box.className = "team-box";
              box.appendChild(table);
              tables.appendChild(box);
            });
          }

          function draw() {
            if (page === "scoreboard") { drawScoreboard(); }
            else if (page === "overlay") { drawOverlay(); }
            else if (page === "box") { drawBox(); }
            else if (page === "run") { drawRunCourt(); }
          }

          var source = new EventSource("/api/events");
          source.addEventListener("state", function (message) { fromState(JSON.parse(message.data)); draw(); });
          source.addEventListener("feed", function (message) { if (fromFeed(JSON.parse(message.data))) { draw(); } });
          source.addEventListener("error", function () {
            if (source.readyState !== EventSource.OPEN) { court.connection = "offline"; drawFooter(); }
          });
          if (page === "overlay") { drawOverlay(); } else { drawFooter(); }
          // A resized window, or a font that came late, changes how wide a name is.
          if (page === "scoreboard" || page === "overlay") {
            window.addEventListener("resize", fitNames);
            if (document.fonts) { document.fonts.ready.then(fitNames); }
          }
        })();
        """#
}
