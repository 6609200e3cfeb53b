/// `/overlay`: a lower third for OBS's browser source, on a transparent page, styled with CSS
/// variables a streamer overrides in the source's custom CSS (docs/serve.md).
enum OverlayPage {
    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>courtside overlay</title>
        <link rel="stylesheet" href="/courtside.css">
        <script src="/courtside.js" defer></script>
        </head>
        <body data-page="overlay" class="overlay">
        <main class="lower-third" id="lower-third" aria-label="score">
          <div class="bar">
            <span class="side home"><span class="name" id="home-name">HOME</span><span class="fouls" id="home-fouls"></span></span>
            <span class="score" id="home-score">0</span>
            <span class="clock" id="clock">00:00.0</span>
            <span class="score" id="away-score">0</span>
            <span class="side away"><span class="fouls" id="away-fouls"></span><span class="name" id="away-name">AWAY</span></span>
          </div>
          <div class="caption" id="caption" hidden><span class="flag" id="flag" hidden></span><span id="last-play"></span></div>
        </main>
        </body>
        </html>

        """#
}
