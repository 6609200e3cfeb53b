/// `/run`: tonight's run for the players' phones and the gym's TV: the game on court (its teams
/// from the run, its score and clock from the court's event stream, drawn by `/courtside.js`),
/// who has next and after with each one's place, who sat out, the results and the standings
/// (drawn by `/run.js` from `/api/run/events`).
enum RunPage {
    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>courtside run</title>
        <link rel="stylesheet" href="/courtside.css">
        <link rel="stylesheet" href="/run.css">
        <script src="/courtside.js" defer></script>
        <script src="/run.js" defer></script>
        </head>
        <body data-page="run" class="run">
        <header class="run-head"><h1>Tonight's run</h1><p id="run-summary">connecting…</p></header>
        <main class="run-grid">
          <section class="run-box on-court" id="on-court">
            <h2 id="court-title">On court</h2>
            <div class="matchup">
              <div class="side home"><div class="team-name" id="court-home">—</div><div class="players" id="court-home-players"></div><div class="rating" id="court-home-rating"></div></div>
              <div class="middle">
                <div id="court-score" hidden>
                  <div class="court-score"><span id="home-score">0</span>–<span id="away-score">0</span></div>
                  <div class="clock" id="clock">00:00.0</div>
                  <div class="final-flag" id="final" hidden>FINAL</div>
                </div>
                <div class="vs" id="court-vs">vs</div>
              </div>
              <div class="side away"><div class="team-name" id="court-away">—</div><div class="players" id="court-away-players"></div><div class="rating" id="court-away-rating"></div></div>
            </div>
            <p class="note" id="court-note"></p>
          </section>
          <section class="run-box waiting">
            <h2>Who has next</h2>
            <ol class="places" id="waiting"></ol>
            <h3>The line</h3>
            <ol class="places" id="line"></ol>
            <h3>Sat out last game</h3>
            <p id="sat-out"></p>
          </section>
          <section class="run-box results-box">
            <h2>Results</h2>
            <ol class="results" id="results"></ol>
          </section>
          <section class="run-box standings-box">
            <h2>Standings</h2>
            <table class="standings"><thead><tr><th scope="col">Player</th><th scope="col">W</th><th scope="col">L</th><th scope="col">G</th><th scope="col">PTS</th></tr></thead><tbody id="standings"></tbody></table>
          </section>
        </main>
        <footer><span id="connection">connecting…</span> <span id="game"></span> <a href="/">scoreboard</a></footer>
        </body>
        </html>

        """#
}
