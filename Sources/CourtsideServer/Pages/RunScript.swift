/// `/run.js`: draws `/run` from `/api/run/events` (one `run` event with the whole run, again at
/// every change). The game's score and clock are `/courtside.js`'s, from the court's stream.
///
/// Every name came from a file or a phone: cleaned of control and bidi characters and set with
/// `textContent`, never parsed as HTML. Each change after the first drawing is said once in the
/// page's live region (`courtside.say`): a new result, the game on court or next, a team or a
/// player new in the line with their place.
enum RunScript {
    static let javascript = #"""
        "use strict";
        (function () {
          var CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;
          function clean(text) { return String(text === null || text === undefined ? "" : text).replace(CONTROLS, ""); }
          function byId(id) { return document.getElementById(id); }
          function put(id, text) {
            var element = byId(id), value = clean(text);
            if (element && element.textContent !== value) { element.textContent = value; }
          }
          function empty(element) { while (element.firstChild) { element.removeChild(element.firstChild); } }
          function cell(tag, className, text) {
            var element = document.createElement(tag);
            if (className) { element.className = className; }
            element.textContent = clean(text);
            return element;
          }
          function players(team) { return team.players.join(", ") + (team.short ? " (short)" : ""); }
          function fill(id, items, none) {
            var list = byId(id);
            empty(list);
            items.forEach(function (item) {
              var row = document.createElement("li");
              row.appendChild(cell("span", "place", item[0]));
              row.appendChild(cell("span", "who", item[1]));
              list.appendChild(row);
            });
            if (items.length === 0) { list.appendChild(cell("li", "none", none)); }
          }
          function drawCourt(run) {
            var matchup = run.game || run.next;
            put("court-title", run.game ? "On court · game " + run.game.number
              : run.next ? "Next game · game " + run.next.number : "On court");
            put("court-home", matchup ? matchup.home.name : "—");
            put("court-away", matchup ? matchup.away.name : "—");
            put("court-home-players", matchup ? players(matchup.home) : "");
            put("court-away-players", matchup ? players(matchup.away) : "");
            put("court-home-rating", matchup && matchup.home.rating ? "rating " + matchup.home.rating : "");
            put("court-away-rating", matchup && matchup.away.rating ? "rating " + matchup.away.rating : "");
            byId("court-score").hidden = !run.game;
            byId("court-vs").hidden = !!run.game || !matchup;
            var note = run.nextProblem || "";
            if (matchup && matchup.streak > 0) { note = matchup.home.name + " has won " + matchup.streak + " in a row"; }
            if (matchup && matchup.balance) { note = "balanced: " + matchup.balance + (note ? " · " + note : ""); }
            if (!run.run) { note = "no run in this library yet: courtside run starts one"; }
            if (run.ended) { note = "the run is over"; }
            put("court-note", note);
          }
          function draw(run) {
            put("run-summary", run.run ? [run.rules, run.here + " here", run.rotation, run.making + " teams"].join(" · ") : "no run yet");
            drawCourt(run);
            fill("waiting", run.waiting.map(function (w) {
              return [w.place, w.team.name + ": " + players(w.team) + (w.team.rating ? " (" + w.team.rating + ")" : "")];
            }),
              "no team waiting");
            fill("line", run.line.map(function (l) { return [l.place, l.name]; }), "nobody in the line");
            put("sat-out", run.satOut.length ? run.satOut.join(", ") : "nobody");
            var body = byId("standings");
            empty(body);
            run.standings.forEach(function (s) {
              var row = document.createElement("tr");
              [s.name, s.wins, s.losses, s.games, s.points].forEach(function (value, index) {
                // The player's name heads its row.
                var element = cell(index === 0 ? "th" : "td", index === 0 ? "name" : "", value);
                if (index === 0) { element.scope = "row"; }
                row.appendChild(element);
              });
              body.appendChild(row);
            });
            fill("results", run.results.map(function (r) {
              return [String(r.number), r.home + " " + r.homeScore + " – " + r.awayScore + " " + r.away];
            }), "no game finished yet");
          }
          // What changed since the run last drawn, in words; nothing for the first drawing.
          function changes(before, run) {
            if (!before) { return ""; }
            var said = [], known = {};
            var last = before.results.reduce(function (most, r) { return Math.max(most, r.number); }, 0);
            run.results.forEach(function (r) {
              if (r.number > last) { said.push("Game " + r.number + ": " + r.home + " " + r.homeScore + ", " + r.away + " " + r.awayScore + "."); }
            });
            function matchup(doc) {
              var m = doc.game || doc.next;
              return m ? (doc.game ? "On court, game " : "Next game, game ") + m.number + ": " + m.home.name + " vs " + m.away.name + "." : "";
            }
            if (matchup(run) !== matchup(before)) { said.push(matchup(run)); }
            before.waiting.forEach(function (w) { known["team " + w.team.name] = true; });
            run.waiting.forEach(function (w) { if (!known["team " + w.team.name]) { said.push(w.team.name + " waits: " + w.place + "."); } });
            before.line.forEach(function (l) { known[l.name] = true; });
            run.line.forEach(function (l) { if (!known[l.name]) { said.push(l.name + " is in the line: " + l.place + "."); } });
            return said.join(" ");
          }
          var drawn = null;
          var source = new EventSource("/api/run/events");
          source.addEventListener("run", function (message) {
            var run = JSON.parse(message.data);
            draw(run);
            if (window.courtside) { window.courtside.say(changes(drawn, run)); }
            drawn = run;
          });
          source.addEventListener("error", function () {
            if (source.readyState !== EventSource.OPEN) { put("run-summary", "■ OFFLINE: reconnecting…"); }
          });
        })();
        """#
}
