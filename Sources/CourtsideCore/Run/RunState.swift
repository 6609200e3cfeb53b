/// A run folded from its entries: who is here, the line, the teams waiting, the team holding the
/// court, the game being played, and the night's results and standings. The queue rules live here
/// and nowhere else (README, "The run"); a pure value, so the run board, the run file's reader and
/// the tests fold the same way.
///
/// The order of play is the team holding the court (the winners who stay), then the teams made,
/// then the line. Losers go to the back of the line as players, not as a team, so a player who
/// sat out longest plays next and an odd player out is never stuck behind a whole team.
public struct RunState: Hashable, Sendable {
    /// The settings from the run file's first line.
    public let settings: RunSettings
    /// How teams are made now.
    public private(set) var making: TeamMaking
    /// Everyone here, in order of arrival.
    public private(set) var present: [String] = []
    /// Players waiting who are on no team yet, first in line first.
    public private(set) var line: [String] = []
    /// Teams made and waiting for the court, first due first.
    public private(set) var teams: [RunTeam] = []
    /// The winners who stay on, between games.
    public private(set) var holders: RunTeam?
    /// Games in a row the holders (or, during a game, its home team) have won.
    public private(set) var streak = 0
    /// The game being played.
    public private(set) var game: RunGame?
    /// Players who joined the game being played (``RunEntry/Kind/join(game:side:name:)``), in
    /// order: on its teams until it is over, then at the back of the line.
    public private(set) var joined: [String] = []
    /// Finished games, in order.
    public private(set) var results: [RunResult] = []
    /// Each player's night, in order of arrival.
    public private(set) var standings: [RunStanding] = []
    /// The number the next entry must carry.
    public private(set) var nextSequence = 1
    /// Whether the run is over.
    public private(set) var isEnded = false
    /// Where each player's standing is, by ``key(_:)``.
    private var standingIndex: [String: Int] = [:]
    /// Everyone here as ``present`` spells them, by ``key(_:)``: whether a name is here is one
    /// look-up, not a walk of everyone here (which made reading a run of 10,000 arrivals take
    /// 5 s, and 40,000 take 84 s).
    private var presentByKey: [String: String] = [:]
    /// Each arrival's number, in ``present``'s order (so in increasing order): where a player
    /// leaving is in ``present`` is a binary search, not a walk of everyone here (a run of
    /// 20,000 arrivals and 20,000 leaves took 52 s).
    private var presentArrivals: [Int] = []
    /// Each player here's arrival number, by ``key(_:)``.
    private var arrivalByKey: [String: Int] = [:]
    /// The number the next arrival takes.
    private var arrivals = 0

    /// A run with nobody here yet.
    public init(settings: RunSettings) {
        self.settings = settings
        self.making = settings.making
    }

    /// A run folded from `entries` in order, as the run file's reader does; throws the first refusal
    /// (an entry out of sequence, or one the queue rules refuse).
    public init(settings: RunSettings, entries: [RunEntry]) throws(RunError) {
        self.init(settings: settings)
        for entry in entries { try apply(entry) }
    }

    /// Names are one player in any case.
    public static func key(_ name: String) -> String { name.lowercased() }

    /// The teams due on court next, in order: the holders, then the teams made.
    public var dueTeams: [RunTeam] { (holders.map { [$0] } ?? []) + teams }

    /// The night's standings in order: most wins, then fewest losses, then most points, then
    /// arrival. The run board and serve's `/run` both show this order.
    public var rankedStandings: [RunStanding] {
        standings.enumerated().sorted { a, b in
            (a.element.wins, -a.element.losses, a.element.points, -a.offset)
                > (b.element.wins, -b.element.losses, b.element.points, -b.offset)
        }.map(\.element)
    }

    /// Whether `name`, in any case, has arrived and not left: one look-up, whatever the number here.
    public func isHere(_ name: String) -> Bool { presentByKey[Self.key(name)] != nil }

    /// The name as the run has it, for a name typed as ``NameKey`` matches one (exactly, else in
    /// any case and without accents); nil for nobody here, or several.
    public func presentName(_ name: String) -> String? {
        if case .one(let found) = presentMatch(name) { return found }
        return nil
    }

    /// Who here a typed name is: spelled exactly so (one look-up), else as ``NameKey`` matches.
    private func presentMatch(_ typed: String) -> NameKey.Match<String> {
        if let name = presentByKey[Self.key(typed)], name == typed { return .one(name) }
        return NameKey.find(typed, among: present, name: { $0 })
    }

    /// The name as the run has it for a player of the run tonight, here now or gone, typed as
    /// ``NameKey`` matches one; nil for nobody, or several.
    public func runName(_ typed: String) -> String? {
        if case .one(let found) = runMatch(typed) { return found }
        return nil
    }

    /// Who of the run tonight a typed name is, as ``NameKey`` matches.
    private func runMatch(_ typed: String) -> NameKey.Match<String> {
        NameKey.find(typed, among: standings.lazy.map(\.name), name: { $0 })
    }

    /// The name as the run has it for a typed name; refuses nobody, or several alike.
    private func presentPlayer(_ typed: String) throws(RunError) -> String {
        switch presentMatch(typed) {
        case .one(let name): return name
        case .none: throw .notHere(typed)
        case .ambiguous(let names): throw .ambiguousName(typed, names)
        }
    }

    /// The next game's teams (home, away), or why there is none yet. A game being played refuses.
    public func nextGame() throws(RunError) -> (home: RunTeam, away: RunTeam) {
        if let game { throw .gameInProgress(game.id) }
        let due = dueTeams
        let size = settings.teamSize
        guard due.count >= 2 else {
            if present.count < 2 * size { throw .tooFewPlayers(here: present.count, needed: 2 * size) }
            if let short = due.first(where: { $0.players.count < size }) {
                throw .teamShort(team: short.name, count: short.players.count, size: size)
            }
            // Players enough, no team short: the line has not been made into teams.
            throw .teamsNotMade(inLine: line.count)
        }
        for team in due.prefix(2) where team.players.count < size {
            throw .teamShort(team: team.name, count: team.players.count, size: size)
        }
        if let twice = due[0].players.first(where: due[1].contains) { throw .onTwoTeams(twice) }
        return (due[0], due[1])
    }

    /// Folds one entry; a refusal leaves the state as it was.
    ///
    /// In place: each kind's fold checks everything it refuses before it changes anything. Folding
    /// into a copy and keeping it (as this did) copied every list of the run at every entry, since
    /// the copy and `self` shared them: the whole run each line, so reading a file was quadratic.
    public mutating func apply(_ entry: RunEntry) throws(RunError) {
        guard !isEnded else { throw .ended }
        guard entry.sequence == nextSequence else { throw .outOfSequence(expected: nextSequence, got: entry.sequence) }
        try fold(entry.kind)
        nextSequence += 1
    }

    private mutating func fold(_ kind: RunEntry.Kind) throws(RunError) {
        switch kind {
        case .arrive(let raw): try arrive(raw)
        case .leave(let name): try leave(name)
        case .team(let players): try makeTeam(players)
        case .disband:
            line = teams.flatMap(\.players) + line
            teams = []
        case .swap(let first, let second): try swap(first, second)
        case .making(let way): making = way
        case .start(let id, let home, let away): try start(id, home: home, away: away)
        case .join(let id, let side, let name): try join(id, side: side, name: name)
        case .finish(let id, let homeScore, let awayScore, let homePoints, let awayPoints, let dnp):
            try finish(id, scores: (homeScore, awayScore), points: (homePoints, awayPoints), dnp: dnp)
        case .rename(let from, let to): try rename(from, to: to)
        case .end: isEnded = true
        }
    }

    private mutating func arrive(_ raw: String) throws(RunError) {
        let name: String
        do {
            name = try Team.validatedName(raw, what: "a player's name")
        } catch {
            throw .badName(error.description)
        }
        let key = Self.key(name)
        guard presentByKey[key] == nil else { throw .alreadyHere(name) }
        present.append(name)
        presentByKey[key] = name
        presentArrivals.append(arrivals)
        arrivalByKey[key] = arrivals
        arrivals += 1
        if standingIndex[key] == nil {
            standingIndex[key] = standings.count
            standings.append(RunStanding(name: name))
        }
        // A team short of a player (someone left) takes the first to come.
        if let holders, holders.players.count < settings.teamSize {
            self.holders?.add(name)
        } else if let short = teams.firstIndex(where: { $0.players.count < settings.teamSize }) {
            teams[short].add(name)
        } else {
            line.append(name)
        }
    }

    private mutating func leave(_ typed: String) throws(RunError) {
        let name = try presentPlayer(typed)
        if let game, game.home.contains(name) || game.away.contains(name) { throw .playing(name, game: game.id) }
        // Every list spells a player as `present` does (arrive, team and rename see to it): the
        // names are compared as they are, without making a key of each.
        let key = Self.key(name)
        if let arrival = arrivalByKey.removeValue(forKey: key),
            let at = Self.position(of: arrival, in: presentArrivals)
        {
            present.remove(at: at)
            presentArrivals.remove(at: at)
        }
        presentByKey[key] = nil
        if let at = line.firstIndex(of: name) {
            line.remove(at: at)
        } else if var team = holders, team.contains(name) {
            team.remove(name)
            if !line.isEmpty { team.add(line.removeFirst()) }
            holders = team.players.isEmpty ? nil : team
            if holders == nil { streak = 0 }
        } else if let index = teams.firstIndex(where: { $0.contains(name) }) {
            teams[index].remove(name)
            if !line.isEmpty { teams[index].add(line.removeFirst()) }
            if teams[index].players.isEmpty { teams.remove(at: index) }
        }
    }

    /// Where `arrival` is in `arrivals` (increasing), by binary search; nil when it is not there.
    private static func position(of arrival: Int, in arrivals: [Int]) -> Int? {
        var (low, high) = (0, arrivals.count)
        while low < high {
            let middle = (low + high) / 2
            if arrivals[middle] < arrival { low = middle + 1 } else { high = middle }
        }
        return low < arrivals.count && arrivals[low] == arrival ? low : nil
    }

    /// Where a waiting player is: the holders, a team made, or the line (the index in it).
    private enum Place: Equatable {
        case holders(Int)
        case team(Int, Int)
        case line(Int)
    }

    private func place(of name: String) -> Place? {
        let key = Self.key(name)
        if let at = holders?.players.firstIndex(where: { Self.key($0) == key }) { return .holders(at) }
        for (index, team) in teams.enumerated() {
            if let at = team.players.firstIndex(where: { Self.key($0) == key }) { return .team(index, at) }
        }
        return line.firstIndex { Self.key($0) == key }.map(Place.line)
    }

    private mutating func put(_ name: String, at place: Place) {
        switch place {
        case .holders(let at): holders?.rename(at: at, to: name)
        case .team(let index, let at): teams[index].rename(at: at, to: name)
        case .line(let at): line[at] = name
        }
    }

    /// Two players waiting change places; neither may be in the game being played, and two of one
    /// team have no places to change.
    private mutating func swap(_ typedFirst: String, _ typedSecond: String) throws(RunError) {
        let first = try presentPlayer(typedFirst)
        let second = try presentPlayer(typedSecond)
        guard Self.key(first) != Self.key(second) else {
            throw .cannotSwap("\(first) cannot change places with themself")
        }
        if let game, let playing = [first, second].first(where: { game.home.contains($0) || game.away.contains($0) }) {
            throw .cannotSwap("\(playing) is playing game \(game.id): teams change once it is over")
        }
        guard let from = place(of: first), let to = place(of: second) else {
            throw .cannotSwap("\(first) or \(second) is waiting nowhere")
        }
        switch (from, to) {
        case (.holders, .holders): throw .cannotSwap("\(first) and \(second) are on one team already")
        case (.team(let one, _), .team(let other, _)) where one == other:
            throw .cannotSwap("\(first) and \(second) are on one team already")
        default: break
        }
        put(second, at: from)
        put(first, at: to)
    }

    /// A player of the run (here now, or here earlier tonight) is called `raw` from now on:
    /// everywhere the run names them (who is here, the line, the teams, the game being played, the
    /// results and the standings). The name must be one a team takes, and no other player's.
    private mutating func rename(_ typed: String, to raw: String) throws(RunError) {
        let name: String
        do {
            name = try Team.validatedName(raw, what: "a player's name")
        } catch {
            throw .badName(error.description)
        }
        let old: String
        switch runMatch(typed) {
        case .one(let name): old = name
        case .none: throw .notHere(typed)
        case .ambiguous(let names): throw .ambiguousName(typed, names)
        }
        let key = Self.key(old)
        guard let index = standingIndex[key] else { throw .notHere(typed) }
        guard name != old else { throw .cannotRename("\(old) is called that already") }
        if Self.key(name) != key, let other = standingIndex[Self.key(name)] {
            throw .cannotRename("\(standings[other].name) is another player of the run")
        }
        func renamed(_ names: [String]) -> [String] { names.map { Self.key($0) == key ? name : $0 } }
        func renamed(_ team: RunTeam) -> RunTeam { RunTeam(players: renamed(team.players)) }
        func renamed(_ game: RunGame) -> RunGame {
            RunGame(id: game.id, home: renamed(game.home), away: renamed(game.away))
        }
        present = renamed(present)
        if presentByKey.removeValue(forKey: key) != nil { presentByKey[Self.key(name)] = name }
        if let arrival = arrivalByKey.removeValue(forKey: key) { arrivalByKey[Self.key(name)] = arrival }
        line = renamed(line)
        teams = teams.map(renamed)
        holders = holders.map(renamed)
        game = game.map(renamed)
        joined = renamed(joined)
        results = results.map { result in
            RunResult(
                number: result.number, game: renamed(result.game), homeScore: result.homeScore,
                awayScore: result.awayScore, homePoints: result.homePoints, awayPoints: result.awayPoints)
        }
        standings[index] = RunStanding(name: name, keeping: standings[index])
        standingIndex[key] = nil
        standingIndex[Self.key(name)] = index
    }

    /// A player waiting joins `side` of the game being played (a latecomer on its bench): off the
    /// line, or off a waiting team, which takes the first in line as when someone leaves.
    private mutating func join(_ id: GameID, side: Side, name typed: String) throws(RunError) {
        guard let game else { throw .noGame }
        guard game.id == id else { throw .otherGame(id, playing: game.id) }
        guard let name = presentName(typed) else { throw .notHere(typed) }
        if game.home.contains(name) || game.away.contains(name) { throw .playing(name, game: id) }
        guard game.team(side).players.count < Team.maxSize else {
            throw .wrongTeamSize(
                team: game.team(side).name, count: game.team(side).players.count + 1, size: Team.maxSize)
        }
        if let at = line.firstIndex(of: name) {
            line.remove(at: at)
        } else if let index = teams.firstIndex(where: { $0.contains(name) }) {
            teams[index].remove(name)
            if !line.isEmpty { teams[index].add(line.removeFirst()) }
            if teams[index].players.isEmpty { teams.remove(at: index) }
        }
        var home = game.home
        var away = game.away
        if side == .home { home.add(name) } else { away.add(name) }
        self.game = RunGame(id: id, home: home, away: away)
        joined.append(name)
    }

    private mutating func makeTeam(_ players: [String]) throws(RunError) {
        let size = settings.teamSize
        guard players.count == size else {
            throw .wrongTeamSize(team: RunTeam(players: players).name, count: players.count, size: size)
        }
        var seen = Set<String>()
        for name in players {
            guard seen.insert(Self.key(name)).inserted else { throw .onTwoTeams(name) }
            if dueTeams.contains(where: { $0.contains(name) })
                || game.map({ $0.home.contains(name) || $0.away.contains(name) }) == true
            {
                throw .onTwoTeams(name)
            }
            guard isHere(name) else { throw .notHere(name) }
        }
        // From the front of the line: the next team, or the next two split (random, balanced).
        let front = Set(line.prefix(2 * size).map(Self.key))
        let notNext = players.filter { !front.contains(Self.key($0)) }
        guard notNext.isEmpty else { throw .notNextInLine(notNext) }
        let names = players.map { presentName($0) ?? $0 }
        // They are all at the front (checked above): only the front is looked at.
        let front2 = min(line.count, 2 * size)
        line.replaceSubrange(0..<front2, with: line[0..<front2].filter { !seen.contains(Self.key($0)) })
        teams.append(RunTeam(players: names))
    }

    private mutating func start(_ id: GameID, home: [String], away: [String]) throws(RunError) {
        let due = try nextGame()
        func same(_ names: [String], _ team: RunTeam) -> Bool {
            names.map(Self.key) == team.players.map(Self.key)
        }
        guard same(home, due.home), same(away, due.away) else { throw .notDue(home: home, away: away) }
        streak = holders == nil ? 0 : streak
        game = RunGame(id: id, home: due.home, away: due.away)
        if holders != nil {
            holders = nil
            teams.removeFirst()
        } else {
            teams.removeFirst(2)
        }
    }

    /// The sum of `values`; nil when it overflows.
    private static func checkedSum(_ values: [Int]) -> Int? {
        var sum = 0
        for value in values {
            let (next, overflow) = sum.addingReportingOverflow(value)
            if overflow { return nil }
            sum = next
        }
        return sum
    }

    private mutating func finish(
        _ id: GameID, scores: (home: Int, away: Int), points: (home: [Int], away: [Int]), dnp: [String]
    ) throws(RunError) {
        guard let game else { throw .noGame }
        guard game.id == id else { throw .otherGame(id, playing: game.id) }
        guard scores.home != scores.away else {
            throw .badResult("a tie (\(scores.home)-\(scores.away)) has no winner")
        }
        // Numbers no game holds are refused before anything is summed; the sums are checked
        // all the same, so no run line can trap the fold (a crash of every command that reads it).
        let range = 0...RunResult.maximumScore
        guard range.contains(scores.home), range.contains(scores.away), points.home.allSatisfy(range.contains),
            points.away.allSatisfy(range.contains)
        else { throw .badResult("a score out of range (0 to \(RunResult.maximumScore))") }
        guard points.home.count == game.home.players.count, points.away.count == game.away.players.count,
            Self.checkedSum(points.home) == scores.home, Self.checkedSum(points.away) == scores.away
        else { throw .badResult("the players' points do not add up to the score") }
        let benched = Set(dnp.map(Self.key))
        if let stranger = dnp.first(where: { !game.home.contains($0) && !game.away.contains($0) }) {
            throw .badResult("\(stranger) did not play for either team")
        }
        let result = RunResult(
            number: results.count + 1, game: game, homeScore: scores.home, awayScore: scores.away,
            homePoints: points.home, awayPoints: points.away)
        // Each player's night as it becomes, worked out before anything changes (a refusal
        // leaves the state as it was).
        var nights: [(index: Int, standing: RunStanding)] = []
        for side in [Side.home, .away] {
            let team = game.team(side)
            for (name, scored) in zip(team.players, side == .home ? points.home : points.away) {
                guard let index = standingIndex[Self.key(name)] else { continue }
                var standing = nights.last(where: { $0.index == index })?.standing ?? standings[index]
                // Bench all game: no game played, won or lost (as `players` counts it).
                let played = !benched.contains(Self.key(name))
                guard standing.count(scored: scored, played: played, won: side == result.winner) else {
                    throw .badResult("\(name)'s points tonight are past what a run counts")
                }
                nights.append((index, standing))
            }
        }
        results.append(result)
        for (index, standing) in nights { standings[index] = standing }
        // Who joined the game goes to the back of the line; the teams go on as the run made them.
        let guests = Set(joined.map(Self.key))
        let latecomers = joined
        func made(_ team: RunTeam) -> RunTeam {
            RunTeam(players: team.players.filter { !guests.contains(Self.key($0)) })
        }
        let winners = made(game.team(result.winner))
        let losers = made(game.team(result.winner.opponent))
        self.game = nil
        joined = []
        switch settings.rotation {
        case .winnersStay(let cap):
            let won = result.winner == .home ? streak + 1 : 1
            line += losers.players
            if let cap, won >= cap {
                line += winners.players
                streak = 0
            } else {
                holders = winners
                streak = won
            }
        case .bothOff:
            line += losers.players + winners.players
            streak = 0
        }
        line += latecomers
    }
}
