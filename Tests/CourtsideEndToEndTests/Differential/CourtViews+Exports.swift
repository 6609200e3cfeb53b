import CourtsideCore
import CourtsideReports
import CourtsideText
import Foundation

extension CourtViews {
    /// Where the exports of the game as saved differ from the scorer's board: the JSON box score
    /// (score, each player's name and counters, each team's turnovers with its violations, as the
    /// feed counts them) and the play-by-play (a line for every violation that stands).
    func exportDisagreements(of saved: Game) -> [String] {
        var found: [String] = []
        let state = scorer.game.state
        let names = PlayWords(header: scorer.game.header, state: state)
        guard
            let box = (try? JSONSerialization.jsonObject(with: Data(Exporter.export(saved, format: .json).utf8)))
                as? [String: Any]
        else { return ["the JSON export does not parse"] }
        if box["confirmed"] as? Bool != state.isConfirmed {
            found.append("confirmed: export \(box["confirmed"] ?? "none"), board \(state.isConfirmed)")
        }
        for side in Side.allCases {
            guard let team = box[side.rawValue] as? [String: Any], let lines = team["players"] as? [[String: Any]],
                let total = team["total"] as? [String: Any]
            else {
                found.append("the JSON export has no \(side) team")
                continue
            }
            if team["score"] as? Int != state.score(side) {
                found.append("\(side) score: export \(team["score"] ?? "none"), board \(state.score(side))")
            }
            let roster = (1...state.rosterSize(side)).map { PlayerID(side: side, number: $0) }
            if lines.count != roster.count {
                found.append("\(side) players: export \(lines.count), board \(roster.count)")
            }
            var turnovers = 0
            for (player, line) in zip(roster, lines) {
                let stats = state.stats(for: player)
                turnovers += stats.turnovers
                if line["name"] as? String != names.name(of: player) {
                    found.append("\(player) name: export \(line["name"] ?? "none"), board \(names.name(of: player))")
                }
                for (key, value) in Self.feedCounters(stats) where line[key] as? Int != value {
                    found.append("\(names.name(of: player)) \(key): export \(line[key] ?? "none"), board \(value)")
                }
            }
            // A violation is a turnover of the team (the feed's teamTurnovers): the box's team total counts it.
            let teamTurnovers = turnovers + state.violations(side)
            if total["turnovers"] as? Int != teamTurnovers {
                found.append(
                    "\(side) turnovers: export total \(total["turnovers"] ?? "none"), board and feed \(teamTurnovers) "
                        + "(\(state.violations(side)) violations)")
            }
        }
        let violations = state.violations(.home) + state.violations(.away)
        let lines = Exporter.export(saved, format: .playsCSV).split(separator: "\n")
        let violationLines = lines.filter { $0.lowercased().contains("violation") }.count
        if violationLines != violations {
            found.append("play-by-play: \(violationLines) violation lines, \(violations) violations stand")
        }
        return found
    }
}
