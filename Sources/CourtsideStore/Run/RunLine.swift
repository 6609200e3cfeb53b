import CourtsideCore

/// A run line as JSON (docs/file-format.md, "The run"): `seq`, `type` (`arrive`, `leave`, `team`,
/// `disband`, `swap`, `rename`, `teams`, `start`, `join`, `finish`, `end`), `wall`, and what the type
/// needs: `name`, `to` (a rename's new name), `players`, `teams`, `game`, `side` (a join's, `home` or
/// `away`), `home` and `away` (names),
/// `score` ([home, away]), `points` ([[home players'], [away players']]) and `dnp` (a finish's
/// players who never came on court; left out when none).
struct RunLine: Codable {
    let seq: Int
    let type: String
    let wall: Int64
    let name: String?
    let players: [String]?
    let teams: String?
    let game: String?
    let home: [String]?
    let away: [String]?
    let score: [Int]?
    let points: [[Int]]?
    let to: String?
    let dnp: [String]?
    let side: String?

    /// The line for an entry.
    init(_ entry: RunEntry) {
        seq = entry.sequence
        wall = entry.wallMs
        var name: String?
        var players: [String]?
        var teams: String?
        var game: String?
        var home: [String]?
        var away: [String]?
        var score: [Int]?
        var points: [[Int]]?
        var to: String?
        var dnp: [String]?
        var side: String?
        switch entry.kind {
        case .arrive(let who):
            type = "arrive"
            name = who
        case .leave(let who):
            type = "leave"
            name = who
        case .team(let names):
            type = "team"
            players = names
        case .disband: type = "disband"
        case .swap(let first, let second):
            type = "swap"
            players = [first, second]
        case .making(let way):
            type = "teams"
            teams = way.rawValue
        case .start(let id, let homeNames, let awayNames):
            type = "start"
            (game, home, away) = (id.rawValue, homeNames, awayNames)
        case .join(let id, let joining, let who):
            type = "join"
            (game, side, name) = (id.rawValue, joining == .home ? "home" : "away", who)
        case .finish(let id, let homeScore, let awayScore, let homePoints, let awayPoints, let benched):
            type = "finish"
            (game, score, points) = (id.rawValue, [homeScore, awayScore], [homePoints, awayPoints])
            dnp = benched.isEmpty ? nil : benched
        case .rename(let from, let new):
            type = "rename"
            (name, to) = (from, new)
        case .end: type = "end"
        }
        (self.name, self.players, self.teams, self.game) = (name, players, teams, game)
        (self.home, self.away, self.score, self.points) = (home, away, score, points)
        (self.to, self.dnp, self.side) = (to, dnp, side)
    }

    /// The entry the line says; a reason when it says none.
    func entry() -> Result<RunEntry, LineProblem> {
        guard (1...Int(Int32.max)).contains(seq) else { return .failure(LineProblem("seq \(seq) is out of range")) }
        guard (0...253_402_300_799_999).contains(wall) else {
            return .failure(LineProblem("wall \(wall) is out of range"))
        }
        if let problem = outOfRange() { return .failure(problem) }
        let id = game.flatMap(GameID.init(rawValue:))
        guard let kind = kind(game: id) else {
            return .failure(LineProblem("a \"\(type)\" line needs \(Self.fields(type))"))
        }
        return .success(RunEntry(sequence: seq, wallMs: wall, kind: kind))
    }

    /// Why a number or a list of the line is more than a run holds, naming the field; nil when
    /// all are in range. Checked before the queue rules fold the line, so their sums never
    /// overflow: a score or a player's points within ``RunResult/maximumScore``, a team's list
    /// of names or points within a team's size, `dnp` within two teams.
    private func outOfRange() -> LineProblem? {
        let scores = 0...RunResult.maximumScore
        let most = Team.maxSize
        if let bad = score?.first(where: { !scores.contains($0) }) {
            return LineProblem("score \(bad) is out of range (0 to \(RunResult.maximumScore))")
        }
        for (side, list) in zip(["home", "away"], points ?? []) {
            if let bad = list.first(where: { !scores.contains($0) }) {
                return LineProblem("points \(bad) is out of range (0 to \(RunResult.maximumScore))")
            }
            if list.count > most {
                return LineProblem("points [\(side)] has \(list.count) numbers; a team has at most \(most) players")
            }
        }
        let lists: [(String, [String]?, Int)] = [
            ("players", players, most), ("home", home, most), ("away", away, most), ("dnp", dnp, 2 * most),
        ]
        for (field, names, limit) in lists where (names?.count ?? 0) > limit {
            return LineProblem("\(field) has \(names?.count ?? 0) names; at most \(limit)")
        }
        return nil
    }

    /// What the line's type and fields say, if they go together.
    private func kind(game id: GameID?) -> RunEntry.Kind? {
        switch (type, name, players, teams.flatMap(TeamMaking.init(rawValue:))) {
        case ("arrive", let name?, _, _): return .arrive(name: name)
        case ("leave", let name?, _, _): return .leave(name: name)
        case ("rename", let name?, _, _):
            guard let to else { return nil }
            return .rename(from: name, to: to)
        case ("team", _, let players?, _): return .team(players: players)
        case ("disband", _, _, _): return .disband
        case ("swap", _, let players?, _) where players.count == 2: return .swap(first: players[0], second: players[1])
        case ("teams", _, _, let way?): return .making(way)
        case ("end", _, _, _): return .end
        default: break
        }
        guard let id else { return nil }
        switch (type, home, away, score, points) {
        case ("start", let home?, let away?, _, _): return .start(game: id, home: home, away: away)
        case ("join", _, _, _, _):
            guard let name, let side = side.flatMap({ $0 == "home" ? Side.home : $0 == "away" ? Side.away : nil })
            else { return nil }
            return .join(game: id, side: side, name: name)
        case ("finish", _, _, let score?, let points?) where score.count == 2 && points.count == 2:
            return .finish(
                game: id, homeScore: score[0], awayScore: score[1], homePoints: points[0], awayPoints: points[1],
                dnp: dnp ?? [])
        default: return nil
        }
    }

    private static func fields(_ type: String) -> String {
        switch type {
        case "arrive", "leave": "a name"
        case "rename": "a name and the new name (to)"
        case "team": "players"
        case "swap": "players (two names)"
        case "teams": "teams (arrival, random or balanced)"
        case "start": "a game id, home and away"
        case "join": "a game id, a side (home or away) and a name"
        case "finish": "a game id, a score [home, away] and points [[home], [away]]"
        default: "a type of arrive, leave, team, disband, swap, rename, teams, start, join, finish or end"
        }
    }

    /// Why a line says nothing.
    struct LineProblem: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
