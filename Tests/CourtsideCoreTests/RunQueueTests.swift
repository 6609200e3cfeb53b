import CourtsideCore
import Testing

/// The queue rules of a run (``RunState``): winners stay, the cap, both off, latecomers, leaving,
/// and the bad inputs the run refuses.
@Suite("The run's queue rules")
struct RunQueueTests {
    /// A run under `rotation`, folded from `kinds` numbered in order.
    struct Run {
        var state: RunState
        init(_ rotation: RunRotation = .standard, making: TeamMaking = .arrival, teamSize: Int = Team.size) {
            let id = GameID(rawValue: "run00001")!
            state = RunState(
                settings: RunSettings(
                    id: id, createdMs: 0, rules: RulesPreset.pickup.rules, rotation: rotation, making: making,
                    teamSize: teamSize))
        }

        mutating func apply(_ kinds: RunEntry.Kind...) throws(RunError) {
            for kind in kinds { try state.apply(RunEntry(sequence: state.nextSequence, wallMs: 0, kind: kind)) }
        }

        /// Arrivals, then the teams the line allows (by arrival).
        mutating func arrive(_ names: [String]) throws(RunError) {
            for name in names { try apply(.arrive(name: name)) }
            try formTeams()
        }

        mutating func formTeams() throws(RunError) {
            var draw = SplitDraw()
            for kind in RunTeamMaker.entries(for: state, rating: { _ in 1500 }, using: &draw) { try apply(kind) }
        }

        /// Starts the game due as `id` and finishes it `home`-`away` (points to the first player).
        mutating func play(_ id: String, _ home: Int, _ away: Int) throws(RunError) {
            let (h, a) = try state.nextGame()
            let game = GameID(rawValue: id)!
            try apply(.start(game: game, home: h.players, away: a.players))
            try apply(
                .finish(
                    game: game, homeScore: home, awayScore: away, homePoints: [home, 0, 0], awayPoints: [away, 0, 0]))
            try formTeams()
        }
    }

    /// A fixed generator: the tests by arrival and balance draw nothing.
    struct SplitDraw: RandomNumberGenerator {
        var value: UInt64 = 0x9E37_79B9_7F4A_7C15
        mutating func next() -> UInt64 {
            value = value &* 6_364_136_223_846_793_005 &+ 1
            return value
        }
    }

    static let nine = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal", "Ivy"]

    @Test("teams are made as players arrive: first three, next three; the rest wait in order")
    func arrivalOrder() throws {
        var run = Run()
        try run.arrive(Array(Self.nine.prefix(8)))
        #expect(run.state.teams.map(\.players) == [["Ann", "Bob", "Cy"], ["Dee", "Eve", "Flo"]])
        #expect(run.state.line == ["Gus", "Hal"])
        let next = try run.state.nextGame()
        #expect(next.home.name == "Team Ann" && next.away.name == "Team Dee")
    }

    @Test("winners stay, the losers go to the back, the next team walks on")
    func winnersStay() throws {
        var run = Run()
        try run.arrive(Self.nine)
        try run.play("game0001", 15, 9)
        #expect(run.state.holders?.players == ["Ann", "Bob", "Cy"])
        #expect(run.state.streak == 1)
        #expect(run.state.teams.map(\.players) == [["Gus", "Hal", "Ivy"], ["Dee", "Eve", "Flo"]])
        var next = try run.state.nextGame()
        #expect(next.home.players == ["Ann", "Bob", "Cy"] && next.away.players == ["Gus", "Hal", "Ivy"])
        // The challengers win: they stay, with one win in a row.
        try run.play("game0002", 12, 15)
        #expect(run.state.holders?.players == ["Gus", "Hal", "Ivy"])
        #expect(run.state.streak == 1)
        next = try run.state.nextGame()
        #expect(next.away.players == ["Dee", "Eve", "Flo"])
        #expect(run.state.results.map(\.winner) == [.home, .away])
        let ann = run.state.standings.first { $0.name == "Ann" }
        #expect(ann?.wins == 1 && ann?.losses == 1 && ann?.points == 27 && ann?.games == 2)
    }

    @Test("with a cap, winners go off too after N wins in a row, behind the losers")
    func cap() throws {
        var run = Run(.winnersStay(cap: 2))
        try run.arrive(Self.nine)
        try run.play("game0001", 15, 3)
        #expect(run.state.holders?.players == ["Ann", "Bob", "Cy"])
        try run.play("game0002", 15, 3)
        #expect(run.state.holders == nil && run.state.streak == 0)
        // Dee's team waited longest, then Gus's (lost), then Ann's (capped).
        #expect(run.state.teams.map(\.name) == ["Team Dee", "Team Gus", "Team Ann"])
        let next = try run.state.nextGame()
        #expect(next.home.name == "Team Dee" && next.away.name == "Team Gus")
    }

    @Test("both teams off: the next two teams play, losers then winners to the back")
    func bothOff() throws {
        var run = Run(.bothOff)
        try run.arrive(Self.nine)
        try run.play("game0001", 15, 3)
        #expect(run.state.holders == nil)
        #expect(run.state.teams.map(\.name) == ["Team Gus", "Team Dee", "Team Ann"])
        let next = try run.state.nextGame()
        #expect(next.home.name == "Team Gus" && next.away.name == "Team Dee")
    }

    @Test("a latecomer joins the back of the line, and makes a team when there are three")
    func latecomers() throws {
        var run = Run()
        try run.arrive(Array(Self.nine.prefix(7)))
        #expect(run.state.line == ["Gus"])
        try run.arrive(["Hal"])
        #expect(run.state.line == ["Gus", "Hal"])
        try run.arrive(["Ivy"])
        #expect(run.state.line.isEmpty && run.state.teams.count == 3)
        // Eight players: the losers go back as players, so the odd ones out play next.
        var eight = Run()
        try eight.arrive(Array(Self.nine.prefix(8)))
        try eight.play("game0001", 15, 3)
        #expect(eight.state.teams.map(\.players) == [["Gus", "Hal", "Dee"]])
        #expect(eight.state.line == ["Eve", "Flo"])
    }

    @Test("a player can leave: from the line, or from a team that takes the first in line")
    func leaving() throws {
        var run = Run()
        try run.arrive(Array(Self.nine.prefix(7)))
        try run.apply(.leave(name: "bob"))
        #expect(run.state.teams[0].players == ["Ann", "Cy", "Gus"])
        #expect(run.state.line.isEmpty && !run.state.isHere("Bob"))
        try run.apply(.leave(name: "Eve"))
        #expect(run.state.teams[1].players == ["Dee", "Flo"], "nobody in line: the team is short")
        #expect(throws: RunError.teamShort(team: "Team Dee", count: 2, size: 3)) { try run.state.nextGame() }
        try run.arrive(["Jo"])
        #expect(run.state.teams[1].players == ["Dee", "Flo", "Jo"], "the next to arrive fills the team")
        #expect(throws: RunError.notHere("Zed")) { try run.apply(.leave(name: "Zed")) }
        // Bob comes back: at the back of the line, his night so far kept.
        try run.arrive(["Bob"])
        #expect(run.state.line == ["Bob"])
    }

    @Test("bad input: too few players, one on two teams, a team not next, the court changed during a game")
    func badInput() throws {
        var run = Run()
        try run.arrive(["Ann", "Bob", "Cy", "Dee", "Eve"])
        #expect(throws: RunError.tooFewPlayers(here: 5, needed: 6)) { try run.state.nextGame() }
        #expect(throws: RunError.alreadyHere("ann")) { try run.apply(.arrive(name: "ann")) }
        #expect(throws: RunError.onTwoTeams("Ann")) { try run.apply(.team(players: ["Ann", "Dee", "Eve"])) }
        #expect(throws: RunError.wrongTeamSize(team: "Team Dee", count: 2, size: 3)) {
            try run.apply(.team(players: ["Dee", "Eve"]))
        }
        try run.arrive(["Flo", "Gus", "Hal", "Ivy"])
        for name in ["Jo", "Kim", "Lu", "Mo", "Nat", "Oz", "Pia"] { try run.apply(.arrive(name: name)) }
        #expect(throws: RunError.notNextInLine(["Pia"])) { try run.apply(.team(players: ["Jo", "Kim", "Pia"])) }
        let (home, away) = try run.state.nextGame()
        #expect(throws: RunError.notDue(home: away.players, away: home.players)) {
            try run.apply(.start(game: GameID(rawValue: "game0001")!, home: away.players, away: home.players))
        }
        try run.apply(.start(game: GameID(rawValue: "game0001")!, home: home.players, away: away.players))
        let id = GameID(rawValue: "game0001")!
        #expect(throws: RunError.playing("Ann", game: id)) { try run.apply(.leave(name: "Ann")) }
        #expect(throws: RunError.gameInProgress(id)) { try run.state.nextGame() }
        #expect(throws: RunError.badResult("a tie (9-9) has no winner")) {
            try run.apply(.finish(game: id, homeScore: 9, awayScore: 9, homePoints: [9, 0, 0], awayPoints: [9, 0, 0]))
        }
        #expect(throws: RunError.badResult("the players' points do not add up to the score")) {
            try run.apply(
                .finish(game: id, homeScore: 15, awayScore: 9, homePoints: [9, 0, 0], awayPoints: [9, 0, 0]))
        }
        #expect(throws: RunError.otherGame(GameID(rawValue: "game0002")!, playing: id)) {
            try run.apply(
                .finish(
                    game: GameID(rawValue: "game0002")!, homeScore: 15, awayScore: 9, homePoints: [15, 0, 0],
                    awayPoints: [9, 0, 0]))
        }
        // A latecomer and a player in line leaving are fine during a game.
        try run.arrive(["Quin"])
        #expect(run.state.line == ["Pia", "Quin"])
        try run.apply(.leave(name: "Quin"))
        let before = run.state
        #expect(throws: RunError.outOfSequence(expected: before.nextSequence, got: 1)) {
            try run.state.apply(RunEntry(sequence: 1, wallMs: 0, kind: .disband))
        }
        #expect(run.state == before, "a refusal changes nothing")
        try run.apply(.end)
        #expect(throws: RunError.ended) { try run.apply(.arrive(name: "Zed")) }
    }

    @Test("balanced teams split the first six by rating; random ones draw them; both from the front of the line")
    func balancedAndRandom() throws {
        var run = Run(making: .balanced)
        for name in Self.nine { try run.apply(.arrive(name: name)) }
        let ratings = ["Ann": 1800.0, "Bob": 1700, "Cy": 1600, "Dee": 1400, "Eve": 1300, "Flo": 1200]
        let rating = { (name: String) in ratings[name] ?? 1500 }
        var draw = SplitDraw()
        for kind in RunTeamMaker.entries(for: run.state, rating: rating, using: &draw) { try run.apply(kind) }
        let teams = run.state.teams
        #expect(teams.count == 3 && teams[2].players == ["Gus", "Hal", "Ivy"])
        let strengths = teams.prefix(2).map { RunTeamMaker.strength(of: $0, rating: rating) }
        #expect(abs(strengths[0] - strengths[1]) <= 100, "balanced: \(strengths)")
        #expect(Set(teams.prefix(2).flatMap(\.players)) == Set(Self.nine.prefix(6)))
        var random = Run(making: .random)
        for name in Self.nine { try random.apply(.arrive(name: name)) }
        for kind in RunTeamMaker.entries(for: random.state, rating: rating, using: &draw) { try random.apply(kind) }
        #expect(Set(random.state.teams.prefix(2).flatMap(\.players)) == Set(Self.nine.prefix(6)))
        // Remade: the waiting teams break up and are made again from the same players.
        let remade = RunTeamMaker.remake(random.state, making: .arrival, rating: rating, using: &draw)
        for kind in remade { try random.apply(kind) }
        #expect(random.state.making == .arrival)
        #expect(random.state.teams.flatMap(\.players).count == 9)
    }

    @Test("two players change places: across teams, with the line, with the winners; refused on court or on one team")
    func swaps() throws {
        var run = Run()
        try run.arrive(Self.nine)
        try run.apply(.swap(first: "ann", second: "Dee"))
        #expect(
            run.state.teams.map(\.players) == [["Dee", "Bob", "Cy"], ["Ann", "Eve", "Flo"], ["Gus", "Hal", "Ivy"]])
        try run.play("game0001", 7, 0)
        #expect(run.state.holders?.players == ["Dee", "Bob", "Cy"])
        #expect(run.state.teams.map(\.players) == [["Gus", "Hal", "Ivy"], ["Ann", "Eve", "Flo"]])
        try run.apply(.swap(first: "Bob", second: "Eve"))
        #expect(run.state.holders?.players == ["Dee", "Eve", "Cy"])
        #expect(run.state.teams.map(\.players) == [["Gus", "Hal", "Ivy"], ["Ann", "Bob", "Flo"]])
        try run.arrive(["Jo", "Kim"])
        try run.apply(.swap(first: "Jo", second: "Kim"))
        #expect(run.state.line == ["Kim", "Jo"], "two in the line change their places in it")
        try run.apply(.swap(first: "Ann", second: "Jo"))
        #expect(run.state.line == ["Kim", "Ann"] && run.state.teams[1].players == ["Jo", "Bob", "Flo"])
        #expect(throws: RunError.cannotSwap("Dee and Cy are on one team already")) {
            try run.apply(.swap(first: "Dee", second: "Cy"))
        }
        #expect(throws: RunError.cannotSwap("Gus and Hal are on one team already")) {
            try run.apply(.swap(first: "Gus", second: "Hal"))
        }
        #expect(throws: RunError.notHere("Zed")) { try run.apply(.swap(first: "Ann", second: "Zed")) }
        #expect(throws: RunError.cannotSwap("Ann cannot change places with themself")) {
            try run.apply(.swap(first: "Ann", second: "ANN"))
        }
        let line = run.state.line
        let (home, away) = try run.state.nextGame()
        let game = GameID(rawValue: "game0002")!
        try run.apply(.start(game: game, home: home.players, away: away.players))
        #expect(throws: RunError.cannotSwap("Dee is playing game game0002: teams change once it is over")) {
            try run.apply(.swap(first: "Dee", second: "Kim"))
        }
        #expect(run.state.line == line)
    }

    @Test("teams of four (three on court, one on the bench): made by four, refused short of four, four points a finish")
    func teamsOfFour() throws {
        var run = Run(teamSize: 4)
        try run.arrive(Self.nine)
        #expect(run.state.teams.map(\.players) == [["Ann", "Bob", "Cy", "Dee"], ["Eve", "Flo", "Gus", "Hal"]])
        #expect(run.state.line == ["Ivy"])
        let (home, away) = try run.state.nextGame()
        let game = GameID(rawValue: "game0001")!
        try run.apply(.start(game: game, home: home.players, away: away.players))
        #expect(throws: RunError.badResult("the players' points do not add up to the score")) {
            try run.apply(
                .finish(game: game, homeScore: 2, awayScore: 0, homePoints: [2, 0, 0], awayPoints: [0, 0, 0]))
        }
        try run.apply(
            .finish(game: game, homeScore: 2, awayScore: 0, homePoints: [0, 0, 0, 2], awayPoints: [0, 0, 0, 0]))
        try run.formTeams()
        #expect(run.state.standings.first { $0.name == "Dee" }?.points == 2)
        #expect(run.state.holders?.players == ["Ann", "Bob", "Cy", "Dee"])
        #expect(run.state.teams.map(\.players) == [["Ivy", "Eve", "Flo", "Gus"]] && run.state.line == ["Hal"])
        #expect(throws: RunError.wrongTeamSize(team: "Team Hal", count: 1, size: 4)) {
            try run.apply(.team(players: ["Hal"]))
        }
    }

    @Test("a name typed without its accents or capitals finds the player; two alike are ambiguous, not guessed")
    func accentsAndCapitals() throws {
        var run = Run()
        try run.arrive(["José", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal", "Dvořák"])
        try run.apply(.swap(first: "jose", second: "gus"))
        #expect(
            run.state.teams.map(\.players) == [
                ["Gus", "Bob", "Cy"], ["Dee", "Eve", "Flo"], ["José", "Hal", "Dvořák"],
            ])
        try run.apply(.rename(from: "DVORAK", to: "Dvořáková"))
        #expect(run.state.isHere("Dvořáková") && !run.state.isHere("Dvořák"))
        try run.apply(.leave(name: "dvorakova"))
        #expect(!run.state.isHere("Dvořáková"))
        // Jose and José both here: `jose` could be either.
        try run.apply(.arrive(name: "Jose"))
        #expect(throws: RunError.ambiguousName("jose", ["José", "Jose"])) {
            try run.apply(.leave(name: "jose"))
        }
        #expect(throws: RunError.ambiguousName("JOSE", ["José", "Jose"])) {
            try run.apply(.swap(first: "JOSE", second: "Bob"))
        }
        #expect(throws: RunError.ambiguousName("jose", ["José", "Jose"])) {
            try run.apply(.rename(from: "jose", to: "Joe"))
        }
        #expect(run.state.presentName("jose") == nil)
        // Spelled as they spell it, each is themself.
        try run.apply(.leave(name: "Jose"))
        #expect(run.state.isHere("José") && !run.state.isHere("Jose"))
        #expect(
            RunError.ambiguousName("jose", ["José", "Jose"]).description
                == "jose could be José or Jose: type the name as they spell it")
    }

    @Test(
        "a new name is the player's everywhere in the run: who is here, the teams, the game, the results, the standings"
    )
    func renameEverywhere() throws {
        var run = Run()
        try run.arrive(["Ann", "Bob", "Marcsu", "Dee", "Eve", "Flo", "Gus", "Hal", "Ivy"])
        try run.play("game0001", 15, 9)
        try run.formTeams()
        let (home, away) = try run.state.nextGame()
        try run.apply(.start(game: GameID(rawValue: "game0002")!, home: home.players, away: away.players))
        try run.apply(.rename(from: "marcsu", to: "Marcus"))
        #expect(run.state.present.contains("Marcus") && !run.state.present.contains("Marcsu"))
        #expect(run.state.game?.home.players == ["Ann", "Bob", "Marcus"])
        #expect(run.state.results[0].game.home.players == ["Ann", "Bob", "Marcus"])
        let marcus = try #require(run.state.standings.first { $0.name == "Marcus" })
        #expect(marcus.games == 1 && marcus.wins == 1)
        #expect(!run.state.standings.contains { $0.name == "Marcsu" })
        // Waiting players too, and a finish names the team under the new name.
        try run.apply(.rename(from: "Dee", to: "Deb"))
        #expect(run.state.teams.first?.players == ["Deb", "Eve", "Flo"] && !run.state.isHere("Dee"))
        #expect(run.state.teams.first?.name == "Team Deb" && run.state.isHere("deb"))
        #expect(throws: RunError.cannotRename("Bob is another player of the run")) {
            try run.apply(.rename(from: "Marcus", to: "bob"))
        }
        #expect(throws: RunError.cannotRename("Ann is called that already")) {
            try run.apply(.rename(from: "Ann", to: "Ann"))
        }
        #expect(throws: RunError.notHere("Zed")) { try run.apply(.rename(from: "Zed", to: "Zack")) }
        try run.apply(.rename(from: "ann", to: "ANN"))
        #expect(run.state.game?.home.name == "Team ANN")
    }

    @Test("a player on the bench all game (dnp) plays no game tonight: no game, win or loss; a stranger is refused")
    func benchAllGame() throws {
        var run = Run(teamSize: 4)
        try run.arrive(Self.nine)
        let (home, away) = try run.state.nextGame()
        let game = GameID(rawValue: "game0001")!
        try run.apply(.start(game: game, home: home.players, away: away.players))
        #expect(throws: RunError.badResult("Ivy did not play for either team")) {
            try run.apply(
                .finish(
                    game: game, homeScore: 2, awayScore: 0, homePoints: [2, 0, 0, 0], awayPoints: [0, 0, 0, 0],
                    dnp: ["Ivy"]))
        }
        try run.apply(
            .finish(
                game: game, homeScore: 2, awayScore: 0, homePoints: [2, 0, 0, 0], awayPoints: [0, 0, 0, 0],
                dnp: ["dee", "Hal"]))
        let standing = { (name: String) in run.state.standings.first { $0.name == name } }
        #expect(standing("Dee")?.games == 0 && standing("Dee")?.wins == 0)
        #expect(standing("Hal")?.games == 0 && standing("Hal")?.losses == 0)
        #expect(standing("Ann")?.games == 1 && standing("Ann")?.wins == 1)
        #expect(standing("Gus")?.games == 1 && standing("Gus")?.losses == 1)
    }

    @Test("a finish with numbers no game holds is refused, its sums checked: never an overflow")
    func resultsOutOfRange() throws {
        var run = Run()
        try run.arrive(Array(Self.nine.prefix(6)))
        let (home, away) = try run.state.nextGame()
        let game = GameID(rawValue: "game0001")!
        try run.apply(.start(game: game, home: home.players, away: away.players))
        let before = run.state
        let max = RunResult.maximumScore
        let refused: [(RunEntry.Kind, String)] = [
            (
                .finish(game: game, homeScore: 5, awayScore: 0, homePoints: [Int.max, 1, 0], awayPoints: [0, 0, 0]),
                "a score out of range (0 to \(max))"
            ),
            (
                .finish(
                    game: game, homeScore: 0, awayScore: 1, homePoints: [Int.max / 2 + 1, Int.max / 2 + 1, 0],
                    awayPoints: [1, 0, 0]),
                "a score out of range (0 to \(max))"
            ),
            (
                .finish(game: game, homeScore: max + 1, awayScore: 0, homePoints: [max, 1, 0], awayPoints: [0, 0, 0]),
                "a score out of range (0 to \(max))"
            ),
            (
                .finish(game: game, homeScore: 1, awayScore: -1, homePoints: [1, 0, 0], awayPoints: [-1, 0, 0]),
                "a score out of range (0 to \(max))"
            ),
        ]
        for (kind, reason) in refused {
            #expect(throws: RunError.badResult(reason)) { try run.apply(kind) }
            #expect(run.state == before, "a refusal changes nothing")
        }
        // The most a game holds, night after night: the standings' sums stay exact.
        try run.apply(
            .finish(game: game, homeScore: max, awayScore: 0, homePoints: [max, 0, 0], awayPoints: [0, 0, 0]))
        #expect(run.state.standings.first { $0.name == "Ann" }?.points == max)
    }

    @Test("six here and no team made yet: the teams are not made, nobody is short")
    func noTeamsYet() throws {
        var run = Run()
        for name in Self.nine.prefix(6) { try run.apply(.arrive(name: name)) }
        #expect(throws: RunError.teamsNotMade(inLine: 6)) { try run.state.nextGame() }
        #expect(RunError.teamsNotMade(inLine: 6).description == "no team is made yet of the 6 in line")
        try run.apply(.team(players: ["Ann", "Bob", "Cy"]))
        #expect(throws: RunError.teamsNotMade(inLine: 3)) { try run.state.nextGame() }
    }

    @Test("a latecomer joins the game being played: their points count, then they go to the back of the line")
    func latecomerJoinsTheGame() throws {
        var run = Run()
        try run.arrive(Array(Self.nine.prefix(8)))
        let (home, away) = try run.state.nextGame()
        let game = GameID(rawValue: "game0001")!
        try run.apply(.start(game: game, home: home.players, away: away.players))
        try run.apply(.arrive(name: "Ivy"))
        #expect(run.state.line == ["Gus", "Hal", "Ivy"])
        try run.apply(.join(game: game, side: .home, name: "ivy"))
        #expect(run.state.line == ["Gus", "Hal"] && run.state.game?.home.players == ["Ann", "Bob", "Cy", "Ivy"])
        #expect(throws: RunError.playing("Ivy", game: game)) { try run.apply(.leave(name: "Ivy")) }
        #expect(throws: RunError.playing("Ivy", game: game)) {
            try run.apply(.join(game: game, side: .away, name: "Ivy"))
        }
        #expect(throws: RunError.otherGame(GameID(rawValue: "game0002")!, playing: game)) {
            try run.apply(.join(game: GameID(rawValue: "game0002")!, side: .away, name: "Gus"))
        }
        // Three points short of the team's players: the latecomer's are counted too.
        #expect(throws: RunError.self) {
            try run.apply(
                .finish(game: game, homeScore: 7, awayScore: 3, homePoints: [4, 0, 0], awayPoints: [3, 0, 0]))
        }
        try run.apply(
            .finish(game: game, homeScore: 7, awayScore: 3, homePoints: [4, 0, 0, 3], awayPoints: [3, 0, 0]))
        #expect(run.state.standings.first { $0.name == "Ivy" }.map { ($0.points, $0.wins) } ?? (0, 0) == (3, 1))
        #expect(run.state.holders?.players == ["Ann", "Bob", "Cy"], "the winners stay as the run made them")
        #expect(run.state.line == ["Gus", "Hal", "Dee", "Eve", "Flo", "Ivy"])
        #expect(run.state.joined.isEmpty)
    }

    @Test("no game, no join: a latecomer joins only the game being played")
    func joinWithoutAGame() throws {
        var run = Run()
        try run.arrive(Array(Self.nine.prefix(7)))
        #expect(throws: RunError.noGame) {
            try run.apply(.join(game: GameID(rawValue: "game0001")!, side: .home, name: "Gus"))
        }
    }
}
