/// `/box`: the box score of the court's game, from `/api/games/ID`, again after each event.
enum BoxPage {
    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>courtside box score</title>
        <link rel="stylesheet" href="/courtside.css">
        <script src="/courtside.js" defer></script>
        </head>
        <body data-page="box" class="box">
        <header><h1><span id="title">box score</span></h1><p id="text"></p></header>
        <main><section id="tables" aria-label="box score"></section></main>
        <footer><span id="connection">connecting…</span> <span id="game"></span> <a href="/">scoreboard</a></footer>
        </body>
        </html>

        """#
}
