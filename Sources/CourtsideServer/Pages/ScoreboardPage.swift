/// `/`: the scoreboard for a TV or a phone: the names, the big score, the clock, team fouls and
/// bonus, GAME POINT, FINAL, the status line and the last plays. Its landmarks are the score
/// (`main`) and the footer; the script adds the live region that says each play.
enum ScoreboardPage {
    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>courtside</title>
        <link rel="stylesheet" href="/courtside.css">
        <script src="/courtside.js" defer></script>
        </head>
        <body data-page="scoreboard" class="scoreboard">
        <main class="board" aria-label="score">
          <section class="team home" aria-label="home">
            <h1 class="name" id="home-name">HOME</h1>
            <div class="score" id="home-score">0</div>
            <div class="fouls"><span id="home-fouls">fouls 0</span> <span class="bonus" id="home-bonus" hidden>BONUS</span></div>
          </section>
          <section class="middle">
            <div class="clock" id="clock">00:00.0</div>
            <div class="clock-state" id="clock-state"></div>
            <div class="rules" id="rules"></div>
          </section>
          <section class="team away" aria-label="away">
            <h1 class="name" id="away-name">AWAY</h1>
            <div class="score" id="away-score">0</div>
            <div class="fouls"><span id="away-fouls">fouls 0</span> <span class="bonus" id="away-bonus" hidden>BONUS</span></div>
          </section>
        </main>
        <div class="banners"><span class="banner final" id="final" hidden>FINAL</span><span class="banner game-point" id="game-point" hidden></span></div>
        <p class="status" id="text"></p>
        <ol class="plays" id="plays" aria-label="last plays"></ol>
        <footer><span id="connection">connecting…</span> <span id="game"></span> <a href="/box">box score</a></footer>
        </body>
        </html>

        """#
}
