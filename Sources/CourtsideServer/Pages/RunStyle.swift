/// `/run.css`: `/run`'s style, after `/courtside.css` (its colours and fonts). One column on a
/// phone held upright (390×844: the game on court, then who has next, then the standings, read
/// by scrolling), three on a landscape TV (1920×1080: everything on the screen at once), in type
/// sized to the screen's width. Every colour is a theme variable of `/courtside.css`, so its high
/// contrast is `/run`'s too.
enum RunStyle {
    static let css = #"""
        body.run { --u: min(1vw, 1.7778vh); background: var(--cs-bg); color: var(--cs-fg); min-height: 100vh;
          display: flex; flex-direction: column; font-size: calc(1.6 * var(--u)); }
        .run-head { padding: var(--u) calc(2 * var(--u)) 0; }
        .run-head h1 { margin: 0; font-size: 2em; }
        .run-head p { margin: 0.2em 0 0; color: var(--cs-dim); }
        .run-grid { display: grid; grid-template-columns: 1.2fr 1fr 1fr; gap: calc(2 * var(--u));
          grid-template-areas: "court waiting standings" "results waiting standings";
          grid-template-rows: auto 1fr; padding: calc(1.5 * var(--u)) calc(2 * var(--u)); align-items: start; }
        .on-court { grid-area: court; }
        .waiting { grid-area: waiting; }
        .results-box { grid-area: results; }
        .standings-box { grid-area: standings; }
        .vs { color: var(--cs-dim); font-size: 1.2em; }
        .run-box { background: var(--cs-panel); border-radius: 0.4em; padding: 0.6em 0.9em; min-width: 0; }
        .run-box h2 { margin: 0 0 0.4em; font-size: 1.3em; color: var(--cs-accent); }
        .run-box h3 { margin: 0.8em 0 0.3em; font-size: 1em; color: var(--cs-dim); font-weight: 600; }
        .matchup { display: grid; grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr); gap: 0.8em;
          align-items: center; text-align: center; }
        .matchup .team-name { font-size: 1.4em; font-weight: 700; overflow-wrap: anywhere; }
        .matchup .home .team-name { color: var(--cs-home); }
        .matchup .away .team-name { color: var(--cs-away); }
        .matchup .players, .matchup .rating { color: var(--cs-dim); overflow-wrap: anywhere; }
        .court-score { font-size: 3em; font-weight: 800; font-variant-numeric: tabular-nums; white-space: nowrap; }
        .run .clock { font-size: 1.5em; }
        .final-flag { background: var(--cs-final); color: #04130a; font-weight: 800; border-radius: 0.2em;
          padding: 0 0.4em; }
        .note { color: var(--cs-dim); margin: 0.6em 0 0; min-height: 1.2em; }
        .places, .results { list-style: none; margin: 0; padding: 0; }
        .places li, .results li { display: grid; grid-template-columns: 3.2em 1fr; gap: 0.6em; padding: 0.25em 0;
          border-top: 1px solid var(--cs-rule); }
        .places .place { color: var(--cs-accent); font-weight: 700; }
        .places li.none, .results li.none { display: block; color: var(--cs-dim); }
        .who { overflow-wrap: anywhere; }
        .standings { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
        .standings th, .standings td { text-align: right; padding: 0.2em 0.4em; border-bottom: 1px solid var(--cs-rule); }
        .standings th:first-child, .standings .name { text-align: left; overflow-wrap: anywhere; }
        .standings tbody th { font-weight: 400; }
        body.run footer { font-size: 1em; }
        .organiser-grid { grid-template-columns: minmax(0, 40em); grid-template-areas: none; }
        .organiser label { display: block; color: var(--cs-dim); margin-bottom: 0.3em; }
        .organiser input { width: 100%; font-size: 1.3em; padding: 0.4em; border-radius: 0.3em; border: 1px solid var(--cs-rule);
          background: var(--cs-bg); color: var(--cs-fg); }
        .buttons { display: flex; gap: 0.6em; margin-top: 0.8em; flex-wrap: wrap; }
        .buttons button { flex: 1 1 6em; font-size: 1.2em; padding: 0.6em; border-radius: 0.3em; border: 0;
          background: var(--cs-accent); color: #1a1200; font-weight: 700; }
        .answer { min-height: 2.6em; margin: 0.8em 0 0; }
        .answer.refused { color: var(--cs-away); }
        @media (max-aspect-ratio: 1/1) {
          body.run { --u: 1vw; font-size: calc(4.2 * var(--u)); }
          .run-grid { grid-template-columns: 1fr; grid-template-areas: "court" "waiting" "results" "standings";
            grid-template-rows: auto; }
        }
        """#
}
