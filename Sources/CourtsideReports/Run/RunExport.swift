import CourtsideCore
import CourtsideText

/// The evening's summary (`courtside run export`): every game of a run and its result, then each
/// player's totals for the night (games, wins, losses, points), as text, Markdown, CSV (one table:
/// a row per player per game) or JSON.
public enum RunExport {
    /// What `courtside run export` can write, each named by its raw value (`text`, `md`, `csv`, `json`).
    public enum Format: String, CaseIterable, Sendable {
        /// Two tables for people.
        case text
        /// The same as Markdown tables.
        case md
        /// One table, a row per player per game, with a header row.
        case csv
        /// One object: the run, its games, its players.
        case json
    }

    /// The run in `format`. `checks` are the results' checks against their game files, in the
    /// results' order (``RunResultCheck``): each game then says whether it was checked, and
    /// shows its game file's score where the two differ. Without them (nil) nothing is said. Text
    /// and Markdown give the run's start in local time (`dates`) beside its UTC time.
    public static func export(
        _ state: RunState, format: Format, checks: [RunResultCheck]? = nil, dates: LocalDateFormat = LocalDateFormat()
    ) -> String {
        let checks = checks.map { $0.count == state.results.count ? $0 : [] }
        switch format {
        case .text: return table(state, markdown: false, checks: checks, dates: dates)
        case .md: return table(state, markdown: true, checks: checks, dates: dates)
        case .csv: return csv(state, checks: checks)
        case .json: return json(state, checks: checks)
        }
    }

    /// The check of result `index`; `.agrees` when there are none (nothing to say).
    private static func check(_ checks: [RunResultCheck]?, _ index: Int) -> RunResultCheck {
        guard let checks, checks.indices.contains(index) else { return .agrees }
        return checks[index]
    }

    private static func table(
        _ state: RunState, markdown: Bool, checks: [RunResultCheck]?, dates: LocalDateFormat
    ) -> String {
        let settings = state.settings
        var text = markdown ? "# Run \(settings.id)\n\n" : "Run \(settings.id)\n"
        // UTC for the record, the local time for the people who played it.
        let started =
            "\(TimestampFormat.iso8601(ms: settings.createdMs)) (\(dates.string(ms: settings.createdMs)) local)"
        text += "\(started) · \(settings.rotation.summary) · \(settings.rules.summary)"
        text += state.isEnded ? "\n\n" : " · still open\n\n"
        let games = state.results.enumerated().map { index, result in
            let checked = check(checks, index)
            let score = checked.score(of: result)
            let row = [
                "\(result.number)", "\(result.game.id)", names(result.game.home), "\(score.home)-\(score.away)",
                names(result.game.away), checked.winner(of: result).map { result.game.team($0).name } ?? "none",
            ]
            return checks == nil ? row : row + [checked.summary(of: result)]
        }
        let header = ["game", "id", "home", "score", "away", "winner"] + (checks == nil ? [] : ["checked"])
        text += grid(header, games, markdown: markdown, right: [0, 3])
        let unchecked = state.results.indices.filter { check(checks, $0) == .unchecked }.count
        let differing = state.results.indices.filter { check(checks, $0) != .agrees }.count - unchecked
        if unchecked + differing > 0 {
            let counts = [
                unchecked > 0 ? "\(unchecked) unchecked (no game file)" : nil,
                differing > 0 ? "\(differing) shown as its game file has it, not as the run says" : nil,
            ].compactMap { $0 }
            text +=
                "\n" + (markdown ? "" : "  ") + "Results checked against the games' files, which win: "
                + counts.joined(separator: "; ") + ". The standings add up the run's own results.\n"
        }
        text += "\n"
        let players = standings(state).map { row in
            [row.name, "\(row.games)", "\(row.wins)", "\(row.losses)", "\(row.points)"]
        }
        text += grid(
            ["player", "games", "wins", "losses", "points"], players, markdown: markdown, right: [1, 2, 3, 4])
        return text
    }

    /// Standings, most wins first (as the run board orders them).
    private static func standings(_ state: RunState) -> [RunStanding] {
        state.standings.enumerated().sorted { a, b in
            (a.element.wins, -a.element.losses, a.element.points, -a.offset)
                > (b.element.wins, -b.element.losses, b.element.points, -b.offset)
        }.map(\.element)
    }

    private static func names(_ team: RunTeam) -> String {
        "\(team.name) (\(team.players.joined(separator: ", ")))"
    }

    private static func grid(_ header: [String], _ rows: [[String]], markdown: Bool, right: Set<Int>) -> String {
        if markdown {
            let escape = { (cell: String) in cell.replacingAll("|", with: "\\|") }
            var text = "| " + header.joined(separator: " | ") + " |\n"
            text += "|" + header.indices.map { right.contains($0) ? " ---: |" : " --- |" }.joined() + "\n"
            for row in rows { text += "| " + row.map(escape).joined(separator: " | ") + " |\n" }
            return text
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { DisplayWidth.of($0[column]) }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let gap = String(repeating: " ", count: widths[column] - DisplayWidth.of(cell))
                return right.contains(column) ? gap + cell : cell + gap
            }.joined(separator: "  ").trimmingTrailingSpaces + "\n"
        }
        return line(header) + rows.map(line).joined()
    }

    private static func csv(_ state: RunState, checks: [RunResultCheck]?) -> String {
        var text = CSVCell.row(
            [
                "run", "game_number", "game_id", "side", "team", "player", "points", "team_score", "opponent_score",
                "won",
            ]
                + (checks == nil ? [] : ["checked"]))
        for (index, result) in state.results.enumerated() {
            let checked = check(checks, index)
            let scores = checked.score(of: result)
            for side in [Side.home, .away] {
                let team = result.game.team(side)
                let points = side == .home ? result.homePoints : result.awayPoints
                let score = side == .home ? scores.home : scores.away
                let other = side == .home ? scores.away : scores.home
                for (player, scored) in zip(team.players, points) {
                    let cells = [
                        "\(state.settings.id)", "\(result.number)", "\(result.game.id)", side.rawValue, team.name,
                        player,
                        "\(scored)", "\(score)", "\(other)", checked.winner(of: result) == side ? "1" : "0",
                    ]
                    text += CSVCell.row(cells + (checks == nil ? [] : [checked.word]))
                }
            }
        }
        return text
    }

    private static func json(_ state: RunState, checks: [RunResultCheck]?) -> String {
        let settings = state.settings
        var text = "{\"run\":\(JSONText.quotedString(settings.id.rawValue)),"
        text += "\"created\":\(JSONText.quotedString(TimestampFormat.iso8601(ms: settings.createdMs))),"
        text += "\"rotation\":\(JSONText.quotedString(settings.rotation.summary)),"
        text += "\"rules\":\(JSONText.quotedString(settings.rules.summary)),\"ended\":\(state.isEnded),\"games\":["
        text += state.results.enumerated().map { index, result in
            let checked = check(checks, index)
            let scores = checked.score(of: result)
            let team = { (side: Side) -> String in
                let players = result.game.team(side).players.map(JSONText.quotedString).joined(separator: ",")
                let points = (side == .home ? result.homePoints : result.awayPoints).map(String.init).joined(
                    separator: ",")
                return "{\"team\":\(JSONText.quotedString(result.game.team(side).name)),\"players\":[\(players)],"
                    + "\"points\":[\(points)],\"score\":\(side == .home ? scores.home : scores.away)}"
            }
            var game =
                "{\"number\":\(result.number),\"game\":\(JSONText.quotedString(result.game.id.rawValue)),"
                + "\"home\":\(team(.home)),\"away\":\(team(.away)),"
                + "\"winner\":\(checked.winner(of: result).map { "\"\($0.rawValue)\"" } ?? "null")"
            if checks != nil { game += ",\"checked\":\"\(checked.word)\"" }
            if case .differs = checked { game += ",\"run_score\":[\(result.homeScore),\(result.awayScore)]" }
            return game + "}"
        }.joined(separator: ",")
        text += "],\"players\":["
        text += standings(state).map { row in
            "{\"name\":\(JSONText.quotedString(row.name)),\"games\":\(row.games),\"wins\":\(row.wins),"
                + "\"losses\":\(row.losses),\"points\":\(row.points)}"
        }.joined(separator: ",")
        return text + "]}\n"
    }
}

extension String {
    /// Without spaces at the end.
    fileprivate var trimmingTrailingSpaces: String {
        var text = Substring(self)
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
