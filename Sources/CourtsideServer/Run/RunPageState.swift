import CourtsideCore
import FoundationEssentials

/// `/api/run` (docs/serve.md, "/run"): tonight's run as `/run` shows it, straight from the run's
/// own fold (``RunState``), so the page's order is the run board's: the game on court, the next
/// game, the teams waiting after it and the line, each with its place ("next", "2nd", …), who sat
/// out the last game, the results and the standings (``RunState/rankedStandings``).
struct RunPageState: Encodable, Sendable {
    /// The schema version, the `"state"` field: a change that could break a reader bumps it.
    static let version = 1

    let state = version
    /// The run's id; nil (and everything else empty) when the library has no run to show.
    let run: String?
    let ended: Bool
    let rules: String
    let rotation: String
    /// How teams are made: `arrival`, `random` or `balanced`.
    let making: String
    /// How many are here.
    let here: Int
    /// The game being played.
    let game: Matchup?
    /// The next game's teams, when no game is being played and two teams are due.
    let next: Matchup?
    /// Why there is no next game yet (too few players, …), when there is none.
    let nextProblem: String?
    /// The teams waiting after the game on court (or the next one), first due first.
    let waiting: [Placed<Team>]
    /// The players on no team yet, first in line first.
    let line: [Placed<String>]
    /// The players here who sat out the last game finished (not in it, not playing now).
    let satOut: [String]
    /// The games finished, the latest first.
    let results: [Result]
    /// The night's standings, best first.
    let standings: [Standing]

    /// A team: its name, its players, whether it is short of players, and, when teams are
    /// balanced, its strength (its players' mean rating, rounded).
    struct Team: Encodable, Sendable {
        let name: String
        let players: [String]
        let short: Bool
        let rating: Int?
    }

    /// Two teams, home first.
    struct Matchup: Encodable, Sendable {
        let number: Int
        let id: String?
        let home: Team
        let away: Team
        /// Games in a row the home team has won.
        let streak: Int
        /// When teams are balanced, what makes them even: "Team Ann 1512 vs Team Dee 1498, ±14".
        let balance: String?
    }

    /// Something waiting, with its place: "next", "2nd", "3rd", …
    struct Placed<Value: Encodable & Sendable>: Encodable, Sendable {
        let place: String
        let value: Value

        private enum CodingKeys: String, CodingKey { case place, team, name }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(place, forKey: .place)
            try container.encode(value, forKey: Value.self == String.self ? .name : .team)
        }
    }

    /// A finished game.
    struct Result: Encodable, Sendable {
        let number: Int
        let home: String
        let homeScore: Int
        let away: String
        let awayScore: Int
        let winner: String
    }

    /// A player's night.
    struct Standing: Encodable, Sendable {
        let name: String
        let games: Int
        let wins: Int
        let losses: Int
        let points: Int
    }

    /// The page for no run at all.
    static let none = RunPageState(
        run: nil, ended: false, rules: "", rotation: "", making: "", here: 0, game: nil, next: nil,
        nextProblem: nil, waiting: [], line: [], satOut: [], results: [], standings: [])

    private init(
        run: String?, ended: Bool, rules: String, rotation: String, making: String, here: Int, game: Matchup?,
        next: Matchup?, nextProblem: String?, waiting: [Placed<Team>], line: [Placed<String>], satOut: [String],
        results: [Result], standings: [Standing]
    ) {
        (self.run, self.ended, self.rules, self.rotation, self.making) = (run, ended, rules, rotation, making)
        (self.here, self.game, self.next, self.nextProblem) = (here, game, next, nextProblem)
        (self.waiting, self.line, self.satOut, self.results, self.standings) = (
            waiting, line, satOut, results, standings
        )
    }

    /// The page for `run`; `rating` rates a player when teams are balanced (nil: not shown).
    init(_ run: RunState, rating: ((String) -> Double)? = nil) {
        let size = run.settings.teamSize
        let rating = run.making == .balanced ? rating : nil
        func team(_ team: RunTeam) -> Team {
            Team(
                name: team.name, players: team.players, short: team.players.count < size,
                rating: rating.map { RunTeamMaker.rounded(team, $0) })
        }
        func balance(_ home: RunTeam, _ away: RunTeam) -> String? {
            rating.map { RunTeamMaker.comparison(home, away, rating: $0) }
        }
        let number = run.results.count + 1
        var due = run.dueTeams
        var next: Matchup?
        var nextProblem: String?
        if run.game == nil {
            do throws(RunError) {
                let (home, away) = try run.nextGame()
                next = Matchup(
                    number: number, id: nil, home: team(home), away: team(away), streak: run.streak,
                    balance: balance(home, away))
                due.removeFirst(min(2, due.count))
            } catch {
                nextProblem = error.description
            }
        }
        let playing = run.game.map {
            Matchup(
                number: number, id: $0.id.rawValue, home: team($0.home), away: team($0.away), streak: run.streak,
                balance: balance($0.home, $0.away))
        }
        let lastPlayers = Set(run.results.last.map { $0.game.home.players + $0.game.away.players } ?? [])
        let onCourt = Set(run.game.map { $0.home.players + $0.away.players } ?? [])
        self.init(
            run: run.settings.id.rawValue, ended: run.isEnded, rules: run.settings.rules.summary,
            rotation: run.settings.rotation.summary, making: run.making.rawValue, here: run.present.count,
            game: playing, next: next, nextProblem: nextProblem,
            waiting: due.enumerated().map { Placed(place: Self.place($0.offset), value: team($0.element)) },
            line: run.line.enumerated().map { Placed(place: Self.place($0.offset), value: $0.element) },
            satOut: run.results.isEmpty
                ? [] : run.present.filter { !lastPlayers.contains($0) && !onCourt.contains($0) },
            results: run.results.reversed().map {
                Result(
                    number: $0.number, home: $0.game.home.name, homeScore: $0.homeScore, away: $0.game.away.name,
                    awayScore: $0.awayScore, winner: $0.winner == .home ? "home" : "away")
            },
            standings: run.rankedStandings.map {
                Standing(name: $0.name, games: $0.games, wins: $0.wins, losses: $0.losses, points: $0.points)
            })
    }

    /// "next" for the first, then "2nd", "3rd", "4th", … "11th", "12th", "13th", "21st".
    static func place(_ index: Int) -> String {
        guard index > 0 else { return "next" }
        let number = index + 1
        let suffix: String
        switch (number % 10, number % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(number)\(suffix)"
    }

    /// The JSON as served: keys sorted, slashes as they are.
    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{\"state\":\(Self.version),\"run\":null}" }
        return String(decoding: data, as: UTF8.self)
    }
}
