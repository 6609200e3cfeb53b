/// `/courtside.css`: the pages' one style sheet. The overlay's look is in CSS variables
/// (`--cs-…`), so a streamer restyles it from OBS's custom CSS without touching anything else.
///
/// Every page's colours come from those variables, so a theme is a set of them: the default's
/// text stands at least 4.5:1 against what it sits on, the high-contrast theme's (`?theme=
/// high-contrast`, or a browser that prefers more contrast: the script sets `data-theme`) at
/// least 7:1. `prefers-reduced-motion` stops every animation and transition. `/run` and `/courts`
/// take this sheet and `courtside.js`, so they have all three and the live region; their own
/// sheets use these variables only (a box's `--cs-panel`, a rule's `--cs-rule`).
enum CourtStyle {
    static let css = #"""
        :root {
          --cs-font: "DejaVu Sans", "Helvetica Neue", Arial, sans-serif;
          --cs-mono: "DejaVu Sans Mono", "Menlo", monospace;
          --cs-bg: #0b0f14;
          --cs-fg: #f4f6f8;
          --cs-dim: #8a96a3;
          --cs-accent: #ffb000;
          --cs-home: #3fa7ff;
          --cs-away: #ff5a5f;
          --cs-final: #41d17a;
          --cs-warn: #ff9a7a;
          --cs-panel: #121922;
          --cs-rule: #1f2933;
          --cs-bar-bg: rgba(11, 15, 20, 0.88);
          --cs-bar-fg: #ffffff;
          --cs-bar-radius: 10px;
          --cs-bar-size: 44px;
          --cs-bar-bottom: 6%;
        }
        /* High contrast: every text at least 7:1 on what it sits on (ServeEndToEndTests measures it). */
        :root[data-theme="high-contrast"] {
          --cs-bg: #000000;
          --cs-fg: #ffffff;
          --cs-dim: #d0d0d0;
          --cs-accent: #ffd34d;
          --cs-home: #8ccfff;
          --cs-away: #ffaaad;
          --cs-final: #7ff0a8;
          --cs-warn: #ffb8a0;
          --cs-panel: #000000;
          --cs-rule: #8a8a8a;
          --cs-bar-bg: #000000;
          --cs-bar-fg: #ffffff;
        }
        @media (prefers-reduced-motion: reduce) {
          *, *::before, *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important; }
        }
        /* Read by screen readers, not shown: the live region that says each play. */
        .sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
          clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; font-family: var(--cs-font); }

        /* The scoreboard: a TV across the court, or a phone in portrait. Every size is in --u: a
           hundredth of the width on a 16:9 screen, less on a shorter one (on a phone held upright, a
           hundredth of its width unless it is short), so the names, the score, the clock, the last
           play and the footer are all on the screen, never below it. The page is the screen's
           height: the plays take what is left, and the older ones that do not fit whole are not
           shown (they wrap into a second column, which is cut off). */
        body.scoreboard { --u: min(1vw, 1.7778vh); background: var(--cs-bg); color: var(--cs-fg);
          height: 100vh; height: 100dvh; display: flex; flex-direction: column; }
        .board { display: grid; grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr); align-items: end;
          gap: calc(2 * var(--u)); padding: calc(2 * var(--u)) calc(3 * var(--u)) 0; }
        .team { text-align: center; min-width: 0; }
        /* A long name shrinks (the script lowers --fit) down to a floor, then wraps to two lines:
           never an ellipsis, which would make one team's name another's. */
        .team .name { font-size: calc(4.5 * var(--u) * var(--fit, 1)); line-height: 1.2; margin: 0;
          font-weight: 700; white-space: nowrap; overflow: hidden; }
        .home .name { color: var(--cs-home); }
        .away .name { color: var(--cs-away); }
        .team .score { font-size: calc(14 * var(--u)); line-height: 1; font-weight: 800;
          font-variant-numeric: tabular-nums; }
        .team .fouls { font-size: calc(2.2 * var(--u)); color: var(--cs-dim); }
        .bonus { color: var(--cs-accent); font-weight: 700; }
        .middle { text-align: center; align-self: center; }
        .clock { font-family: var(--cs-mono); font-size: calc(6 * var(--u)); font-weight: 700;
          font-variant-numeric: tabular-nums; }
        .clock-state { font-size: calc(2 * var(--u)); color: var(--cs-dim); letter-spacing: 0.2em; min-height: 1.2em; }
        .banners { text-align: center; min-height: 1em; margin-top: var(--u); padding: 0 calc(3 * var(--u)); }
        .banner { display: inline-block; font-size: calc(3.4 * var(--u)); font-weight: 800; padding: 0.1em 0.5em;
          border-radius: 0.2em; }
        .banner.final { background: var(--cs-final); color: #04130a; }
        .banner.game-point { background: var(--cs-accent); color: #1a1200; }
        .rules { font-size: calc(1.6 * var(--u)); color: var(--cs-dim); margin-top: var(--u); }
        .status { font-size: calc(2.4 * var(--u)); text-align: center; margin: var(--u) calc(3 * var(--u));
          min-height: 1.3em; }
        .plays { list-style: none; margin: 0 auto; padding: 0 calc(3 * var(--u)); width: 100%; max-width: 70em;
          font-size: calc(1.9 * var(--u)); flex: 1 1 0; min-height: 1.8em; overflow: hidden; display: flex;
          flex-direction: column; flex-wrap: wrap; align-content: flex-start; column-gap: calc(6 * var(--u)); }
        .plays li { width: 100%; display: grid; grid-template-columns: 6em 1fr 5em; gap: 1em; line-height: 1.25;
          padding: 0.2em 0; border-top: 1px solid var(--cs-rule); }
        .plays .at, .plays .after { font-family: var(--cs-mono); color: var(--cs-dim); }
        .plays .after { text-align: right; }
        footer { margin-top: auto; padding: var(--u) calc(3 * var(--u)); color: var(--cs-dim);
          font-size: calc(1.4 * var(--u)); }
        footer a { color: var(--cs-dim); }
        .offline #connection, .stale #connection { color: var(--cs-away); }
        @media (max-aspect-ratio: 1/1) {
          body.scoreboard { --u: min(1vw, 0.47vh); }
          .board { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
          .middle { grid-column: 1 / 3; grid-row: 2; }
          .team .name { font-size: calc(8 * var(--u) * var(--fit, 1)); }
          .team .score { font-size: calc(30 * var(--u)); }
          .team .fouls { font-size: calc(4.5 * var(--u)); }
          .clock { font-size: calc(16 * var(--u)); }
          .clock-state, .rules { font-size: calc(4 * var(--u)); }
          .banner { font-size: calc(7 * var(--u)); }
          .status { font-size: calc(5 * var(--u)); margin: calc(2 * var(--u)) calc(3 * var(--u)); }
          .plays, footer { font-size: calc(4 * var(--u)); }
        }
        /* Set by the script on a name still too wide at the floor; two lines, as even as they go. */
        .team .name.wrapped, .lower-third .name.wrapped { white-space: normal; text-wrap: balance;
          overflow-wrap: anywhere; }

        /* The overlay: nothing but the bar on a transparent page. */
        html:has(body.overlay), body.overlay { background: transparent; }
        body.overlay { color: var(--cs-bar-fg); overflow: hidden; }
        /* As wide as its content, not half the page (where left: 50% puts it): a wrapped name then
           takes its nine bar-sizes, not a narrow column. */
        .lower-third { position: fixed; left: 50%; bottom: var(--cs-bar-bottom); transform: translateX(-50%);
          width: max-content; font-size: var(--cs-bar-size); display: flex; flex-direction: column;
          align-items: center; }
        .lower-third .bar { display: inline-flex; align-items: stretch; background: var(--cs-bar-bg);
          border-radius: var(--cs-bar-radius); overflow: hidden; white-space: nowrap; }
        .lower-third .bar > span { padding: 0.2em 0.5em; display: flex; align-items: center; gap: 0.4em; }
        .lower-third .side.home { border-left: 0.25em solid var(--cs-home); }
        .lower-third .side.away { border-right: 0.25em solid var(--cs-away); }
        .lower-third .name { font-weight: 700; font-size: calc(1em * var(--fit, 1)); line-height: 1.2;
          max-width: calc(9 * var(--cs-bar-size)); overflow: hidden; }
        .lower-third .fouls { font-size: 0.45em; color: var(--cs-accent); }
        .lower-third .score { font-weight: 800; font-variant-numeric: tabular-nums; min-width: 1.6em;
          justify-content: center; background: rgba(255, 255, 255, 0.08); }
        .lower-third .clock { font-family: var(--cs-mono); font-variant-numeric: tabular-nums; font-size: 0.8em; }
        .lower-third .caption { margin-top: 0.15em; font-size: 0.5em; display: inline-flex; gap: 0.5em;
          background: var(--cs-bar-bg); padding: 0.15em 0.6em; border-radius: var(--cs-bar-radius); }
        .lower-third .caption:empty { display: none; }
        .lower-third .flag { color: var(--cs-accent); font-weight: 800; }

        /* The box score. Each table is as wide as its numbers need (a cell never wraps, nor runs
           into the next); a phone held upright gets a smaller type, which fits a 390 px screen,
           and on a screen narrower still the table scrolls sideways in its own box, the
           players' names staying put on the left. */
        body.box { background: var(--cs-bg); color: var(--cs-fg); padding: 2vh 3vw; }
        body.box h1 { margin: 0 0 0.3em; }
        body.box .team-box { overflow-x: auto; margin-bottom: 2em; }
        body.box table { border-collapse: collapse; min-width: 100%; font-variant-numeric: tabular-nums; }
        body.box th:first-child { width: 30%; }
        body.box caption { text-align: left; font-size: 1.4em; font-weight: 700; padding: 0.3em 0; }
        body.box th, body.box td { padding: 0.3em 0.6em; text-align: right; white-space: nowrap;
          border-bottom: 1px solid var(--cs-rule); }
        body.box th:first-child, body.box td:first-child { text-align: left; position: sticky; left: 0;
          background: var(--cs-bg); max-width: 12em; overflow: hidden; text-overflow: ellipsis; }
        body.box tbody th { font-weight: 400; }
        body.box tr.total > * { font-weight: 700; }
        @media (max-width: 600px) {
          body.box { padding: 2vh 2vw; }
          body.box h1 { font-size: 1.4em; }
          body.box table { font-size: 0.8em; }
          body.box th, body.box td { padding: 0.35em 0.35em; }
          body.box th:first-child { width: auto; }
          body.box th:first-child, body.box td:first-child { max-width: 7em; }
        }
        """#
}
