/// `/organiser?key=…`: the organiser's phone. Names typed (a comma between two) arrive, leave, or
/// (two of them) change places; each button posts to `/api/run/…` with the key from the page's
/// address, and the answer (what was done, or why not: the run board's words) shows under the
/// buttons. Who is here and in what order is `/run`'s, linked below.
enum OrganiserPage {
    static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>courtside run: organiser</title>
        <link rel="stylesheet" href="/courtside.css">
        <link rel="stylesheet" href="/run.css">
        <script src="/organiser.js" defer></script>
        </head>
        <body data-page="organiser" class="run organiser">
        <header class="run-head"><h1>Organiser</h1><p>Names, a comma between two (a pasted list works).</p></header>
        <main class="run-grid organiser-grid">
          <section class="run-box">
            <label for="names">Names</label>
            <input id="names" type="text" autocomplete="off" autocapitalize="words" placeholder="Ann, Bob">
            <div class="buttons">
              <button type="button" id="arrive" data-change="arrivals">Arrived</button>
              <button type="button" id="leave" data-change="departures">Leaving</button>
              <button type="button" id="swap" data-change="swaps">Swap two</button>
            </div>
            <p class="answer" id="answer" role="status"></p>
          </section>
        </main>
        <footer><a href="/run">tonight's run</a></footer>
        </body>
        </html>

        """#
}
