import CourtsideCore
import CourtsideText

/// The words of the run board's boxes, from a run's state: what the organiser reads at a glance.
enum RunBoardText {
    /// The title bar: the rules first (what every game is played to, which a narrow title must
    /// not cut), then how many are here, the rotation and how teams are made.
    static func title(_ state: RunState) -> String {
        let ended = state.isEnded ? " ENDED" : ""
        let teams =
            switch state.making {
            case .arrival: "teams as they arrive"
            case .random: "random teams"
            case .balanced: "balanced teams"
            }
        return "courtside run\(ended) · \(state.settings.rules.summary) · \(state.present.count) here"
            + " · \(state.settings.rotation.summary) · \(teams)"
    }

    /// The game being played, or the next one and what stops it.
    static func court(_ state: RunState, rating: (String) -> Double, playKey: String) -> RunPanel {
        let number = state.results.count + 1
        if let game = state.game {
            var lines = [
                team(game.home, state, rating), versus(game.home, game.away, state, rating),
                team(game.away, state, rating),
            ]
            if state.streak > 0 {
                lines.append("\(game.home.name) has won \(state.streak) in a row")
            }
            lines.append("\(playKey): back to its board")
            return RunPanel(title: "Game \(number) · being played · \(game.id)", lines: lines)
        }
        do throws(RunError) {
            let (home, away) = try state.nextGame()
            var lines = [team(home, state, rating), versus(home, away, state, rating), team(away, state, rating)]
            if state.streak > 0 { lines.append("\(home.name) stays on: \(state.streak) won in a row") }
            lines.append("\(playKey): start it")
            return RunPanel(title: "Game \(number) · next", lines: lines)
        } catch {
            return RunPanel(title: "Game \(number)", lines: [error.description])
        }
    }

    /// The line between two teams: "vs", or, when teams are balanced, what makes them even
    /// ("Team Ann 1512 vs Team Dee 1498, ±14", which says "vs" too and fits a half of 80 columns
    /// for short names).
    static func versus(_ home: RunTeam, _ away: RunTeam, _ state: RunState, _ rating: (String) -> Double) -> String {
        guard state.making == .balanced else { return "  vs" }
        return "  " + RunTeamMaker.comparison(home, away, rating: rating)
    }

    /// Who has next, and after: the teams made, then the line.
    static func queue(_ state: RunState, rating: (String) -> Double) -> RunPanel {
        let due = state.dueTeams
        let skip = state.game == nil ? min(2, due.count) : 0
        var lines: [String] = []
        for (offset, waiting) in due.dropFirst(skip).enumerated() {
            lines.append((offset == 0 ? "next  " : "then  ") + team(waiting, state, rating))
        }
        if !state.line.isEmpty {
            lines.append("line  " + state.line.joined(separator: ", "))
        }
        if lines.isEmpty { lines = ["nobody waiting"] }
        return RunPanel(title: "Who has next", lines: lines)
    }

    /// Tonight's results, the latest first.
    static func results(_ state: RunState) -> RunPanel {
        let lines = state.results.reversed().map { result in
            let home = "\(result.game.home.name) \(result.homeScore)"
            let away = "\(result.awayScore) \(result.game.away.name)"
            let mark = result.winner == .home ? "◀" : "▶"
            return "\(pad("\(result.number)", 3)) \(home) - \(away)  \(mark)"
        }
        return RunPanel(title: "Tonight's results", lines: lines.isEmpty ? ["no game finished yet"] : lines)
    }

    /// "Team Ann  Ann, Bob, Cy", with the team's strength when teams are balanced.
    static func team(_ team: RunTeam, _ state: RunState, _ rating: (String) -> Double) -> String {
        var text = "\(team.name): \(team.players.joined(separator: ", "))"
        if team.players.count < state.settings.teamSize { text += " (short)" }
        if state.making == .balanced {
            text += "  (\(RunTeamMaker.rounded(team, rating)))"
        }
        return text
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }

    private static func padLeft(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - DisplayWidth.of(text))) + text
    }

    /// Where `name` is in the order of play, in words: "playing for Team Ann", "on Team Bob, team
    /// 2 due", "number 3 in the line", or "not here".
    static func place(of name: String, in state: RunState) -> String {
        if let game = state.game, let team = [game.home, game.away].first(where: { $0.players.contains(name) }) {
            return "playing for \(team.name)"
        }
        let due = state.dueTeams
        if let index = due.firstIndex(where: { $0.players.contains(name) }) {
            return "on \(due[index].name), team \(index + 1) due"
        }
        if let index = state.line.firstIndex(of: name) { return "number \(index + 1) in the line" }
        return "not here"
    }
}
