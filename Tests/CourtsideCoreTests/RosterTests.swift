import CourtsideTesting
import Testing

@testable import CourtsideCore

/// Benches (format version 5): who is on court, substitutions as scorer actions, time on court and
/// plus/minus kept by the fold in O(1) per event.
@Suite("Rosters and substitutions")
struct RosterTests {
    private static func home(_ number: Int) -> PlayerID { PlayerID(side: .home, number: number) }
    private static func away(_ number: Int) -> PlayerID { PlayerID(side: .away, number: number) }

    private static func header() throws -> GameHeader {
        try GameFixtures.header(
            homePlayers: ["Ann", "Bob", "Cy", "Dan", "Eve"], awayPlayers: ["Flo", "Gus", "Hal", "Ivy"])
    }

    /// Applies the events of `kinds` at their clocks; returns them.
    @discardableResult
    private static func apply(_ kinds: [(GameEventKind, Int64)], to state: inout GameState) throws -> [GameEvent] {
        var events: [GameEvent] = []
        for (kind, clockMs) in kinds {
            let event = GameEvent(sequence: state.nextSequence, kind: kind, clockMs: clockMs, wallMs: clockMs)
            try state.apply(event)
            events.append(event)
        }
        return events
    }

    @Test("a team has 3 to 8 players; the first three start on court, the rest on the bench")
    func teamSizes() throws {
        let names = (1...9).map { "P\($0)" }
        for count in [0, 2, 9] {
            #expect(throws: SetupError.wrongPlayerCount(side: .home, count: count)) {
                try Team(side: .home, name: "A", playerNames: Array(names.prefix(count)))
            }
        }
        #expect(
            SetupError.wrongPlayerCount(side: .home, count: 9).description
                == "home team has 9 players: at most 8 (3 on court, 5 on the bench)")
        #expect(try Team(side: .away, name: "A", playerNames: Array(names.prefix(8))).players.count == 8)
        let state = GameState(header: try Self.header())
        #expect(state.onCourt(.home) == [Self.home(1), Self.home(2), Self.home(3)])
        #expect(state.bench(.home) == [Self.home(4), Self.home(5)])
        #expect(state.bench(.away) == [Self.away(4)])
        #expect(PlayerID.roster.map(\.index) == Array(0..<16))
        #expect(PlayerID.roster.allSatisfy { PlayerID.at($0.index) == $0 })
        #expect(PlayerID(rawValue: "away.8") == Self.away(8) && PlayerID(rawValue: "away.9") == nil)
    }

    @Test("a substitution swaps the players on court; time on court and plus/minus follow it")
    func substitution() throws {
        var state = GameState(header: try Self.header())
        try Self.apply(
            [
                (.clockStarted, 0), (.move(Self.home(1), .twoPoints), 10_000),
                (.substitution(off: Self.home(1), on: Self.home(4)), 60_000),
                (.move(Self.away(2), .onePoint), 90_000), (.move(Self.home(4), .twoPoints), 100_000),
            ], to: &state)
        #expect(state.onCourt(.home) == [Self.home(2), Self.home(3), Self.home(4)])
        #expect(state.courtPlayer(inPanel: Self.home(1)) == Self.home(4), "Dan takes Ann's panel")
        #expect(state.panel(of: Self.home(4)) == Self.home(1) && state.panel(of: Self.home(1)) == nil)
        #expect(state.bench(.home) == [Self.home(1), Self.home(5)])
        #expect(state.msOnCourt(Self.home(1)) == 60_000)
        #expect(state.msOnCourt(Self.home(4)) == 40_000)
        #expect(state.msOnCourt(Self.home(4), atClockMs: 160_000) == 100_000)
        #expect(state.msOnCourt(Self.home(5)) == 0)
        #expect(state.plusMinus(Self.home(1)) == 2)
        #expect(state.plusMinus(Self.home(4)) == 1)
        #expect(state.plusMinus(Self.home(2)) == 3)
        #expect(state.plusMinus(Self.away(1)) == -3)
        #expect(state.plusMinus(Self.away(4)) == 0)
        #expect(state.stats(for: Self.home(4)).points == 2)
    }

    @Test("who played: the starters and whoever a standing substitution brought on; the bench all game did not (DNP)")
    func whoPlayed() throws {
        var state = GameState(header: try Self.header())
        try Self.apply(
            [
                (.clockStarted, 0), (.substitution(off: Self.home(1), on: Self.home(4)), 60_000),
                (.substitution(off: Self.away(1), on: Self.away(4)), 70_000), (.undo, 80_000),
                (.move(Self.home(2), .twoPoints), 90_000),
            ], to: &state)
        #expect(state.playersWhoCameOn == Set(PlayerID.all + [Self.home(4)]))
        let lines = GamePlayerLine.lines(header: try Self.header(), state: state)
        let played = Dictionary(uniqueKeysWithValues: lines.map { ($0.name, $0.played) })
        #expect(
            played == [
                "Ann": true, "Bob": true, "Cy": true, "Dan": true, "Eve": false,
                "Flo": true, "Gus": true, "Hal": true, "Ivy": false,
            ], "Ivy's substitution was undone")
    }

    @Test("undo takes a substitution back as if it never happened; redo makes it again")
    func undoRedo() throws {
        var state = GameState(header: try Self.header())
        try Self.apply([(.clockStarted, 0), (.substitution(off: Self.home(2), on: Self.home(5)), 30_000)], to: &state)
        var before = GameState(header: try Self.header())
        try Self.apply([(.clockStarted, 0)], to: &before)
        try Self.apply([(.undo, 50_000)], to: &state)
        #expect(state.onCourt(.home) == before.onCourt(.home))
        #expect(state.courtPlayer(inPanel: Self.home(2)) == Self.home(2))
        #expect(state.msOnCourt(Self.home(2)) == 50_000 && state.msOnCourt(Self.home(5)) == 0)
        try Self.apply([(.redo, 70_000)], to: &state)
        #expect(state.isOnCourt(Self.home(5)) && !state.isOnCourt(Self.home(2)))
        #expect(state.msOnCourt(Self.home(2)) == 30_000 && state.msOnCourt(Self.home(5)) == 40_000)
    }

    @Test("a correction of a play moves the plus/minus of the players on court when it was made")
    func correctionUsesThePlaysLineup() throws {
        var state = GameState(header: try Self.header())
        try Self.apply(
            [
                (.move(Self.home(1), .twoPoints), 0), (.substitution(off: Self.home(1), on: Self.home(4)), 0),
                (.insert(before: 1, player: Self.home(2), move: .onePoint), 0),
            ], to: &state)
        #expect(state.plusMinus(Self.home(1)) == 3 && state.plusMinus(Self.home(4)) == 0)
        try Self.apply([(.void(play: 1), 0)], to: &state)
        #expect(state.plusMinus(Self.home(1)) == 1 && state.plusMinus(Self.home(4)) == 0)
        #expect(state.plusMinus(Self.away(3)) == -1)
    }

    @Test("deleting a substitution: as if the player stayed on; the plays after it move to them; undo puts it back")
    func deleteSubstitution() throws {
        var state = GameState(header: try Self.header())
        var events = try Self.apply(
            [
                (.clockStarted, 0), (.move(Self.home(1), .twoPoints), 10_000),
                (.substitution(off: Self.home(1), on: Self.home(4)), 60_000),
                (.move(Self.home(4), .twoPoints), 70_000), (.move(Self.away(1), .onePoint), 80_000),
                // A correction of a play before the substitution, after it: Ann's basket was a miss.
                (.amend(play: 2, player: Self.home(1), move: .twoPointMiss), 90_000),
            ], to: &state)
        let made = state
        #expect(state.plusMinus(Self.home(1)) == 0 && state.plusMinus(Self.home(4)) == 1)
        events += try Self.apply([(.void(play: 3), 100_000)], to: &state)
        #expect(state.onCourt(.home) == [Self.home(1), Self.home(2), Self.home(3)])
        #expect(state.courtPlayer(inPanel: Self.home(1)) == Self.home(1))
        #expect(state.msOnCourt(Self.home(1)) == 100_000 && state.msOnCourt(Self.home(4)) == 0)
        #expect(state.plusMinus(Self.home(1)) == 1 && state.plusMinus(Self.home(4)) == 0)
        #expect(state.stats(for: Self.home(4)).points == 2, "Dan's basket stays his")
        #expect(state.substitution(3)?.isDeleted == true)
        #expect(throws: GameError.substitutionNotInForce(3)) { try state.check(.void(play: 3)) }
        events += try Self.apply([(.undo, 100_000)], to: &state)
        #expect(state.onCourt(.home) == made.onCourt(.home))
        #expect(state.plusMinus(Self.home(1)) == 0 && state.plusMinus(Self.home(4)) == 1)
        #expect(state.msOnCourt(Self.home(4)) == 40_000)
        events += try Self.apply([(.redo, 100_000)], to: &state)
        #expect(state.isOnCourt(Self.home(1)) && state.plusMinus(Self.home(1)) == 1)
        #expect(try GameState.rebuilt(header: try Self.header(), events: events) == state)
    }

    @Test("a substitution a later one hangs on, or one undone, is not deleted")
    func deleteRefused() throws {
        var state = GameState(header: try Self.header())
        try Self.apply(
            [
                (.substitution(off: Self.home(1), on: Self.home(4)), 0),
                (.substitution(off: Self.home(2), on: Self.home(5)), 0),
                (.substitution(off: Self.home(4), on: Self.home(1)), 0),
            ], to: &state)
        #expect(throws: GameError.substitutionFollowed(1, by: 3)) { try state.check(.void(play: 1)) }
        #expect(
            GameError.substitutionFollowed(1, by: 3).description
                == "substitution 3 moved a player of substitution 1 again: delete that one first")
        try state.check(.void(play: 2))
        try Self.apply([(.undo, 0)], to: &state)
        #expect(throws: GameError.substitutionNotInForce(3)) { try state.check(.void(play: 3)) }
        try state.check(.void(play: 1))
    }

    @Test(
        "bad substitutions and plays are refused by name",
        arguments: [
            (
                GameEventKind.substitution(off: PlayerID(side: .home, number: 1), on: PlayerID(side: .home, number: 2)),
                GameError.alreadyOnCourt(PlayerID(side: .home, number: 2))
            ),
            (
                .substitution(off: PlayerID(side: .home, number: 4), on: PlayerID(side: .home, number: 5)),
                .notOnCourt(PlayerID(side: .home, number: 4))
            ),
            (
                .substitution(off: PlayerID(side: .home, number: 1), on: PlayerID(side: .away, number: 4)),
                .substitutionAcrossTeams
            ),
            (
                .substitution(off: PlayerID(side: .away, number: 1), on: PlayerID(side: .away, number: 5)),
                .noSuchPlayer(PlayerID(side: .away, number: 5))
            ),
            (.move(PlayerID(side: .home, number: 4), .twoPoints), .onBench(PlayerID(side: .home, number: 4))),
            (.move(PlayerID(side: .away, number: 6), .twoPoints), .noSuchPlayer(PlayerID(side: .away, number: 6))),
        ])
    func refused(kind: GameEventKind, error: GameError) throws {
        let state = GameState(header: try Self.header())
        #expect(throws: error) { try state.check(kind) }
        #expect(!error.description.isEmpty)
    }

    @Test(
        "random games with substitutions: incremental equals a fold from zero; minutes and +/- add up",
        arguments: [1, 2, 3])
    func randomGames(seed: UInt64) throws {
        let game = try RandomGame.make(
            count: 3_000, seed: seed, header: try Self.header(), rules: seed == 3 ? RulesPreset.fiba3x3.rules : nil,
            corrections: true, clockSets: seed != 3, teamCalls: true, substitutions: true)
        #expect(game.events.contains { $0.kind.needsRosterFormat })
        #expect(game.events.contains { if case .move(let player, _) = $0.kind { player.number > 3 } else { false } })
        #expect(try GameState.rebuilt(header: game.header, events: game.events) == game.state)
        var state = GameState(header: game.header)
        for event in game.events {
            let before = state
            try state.apply(event)
            for side in Side.allCases {
                // Three on court at every moment: the team's minutes are three times the clock, and
                // every point moves each side's plus/minus three times.
                #expect(state.onCourt(side).count == 3)
                let minutes = (1...state.rosterSize(side)).map { state.msOnCourt(PlayerID(side: side, number: $0)) }
                #expect(minutes.reduce(0, +) == 3 * state.clockMs)
                let plusMinus = (1...state.rosterSize(side)).map { state.plusMinus(PlayerID(side: side, number: $0)) }
                #expect(plusMinus.reduce(0, +) == 3 * (state.score(side) - state.score(side.opponent)))
            }
            var back = state
            back.unapply(event, previousClockMs: before.clockMs, clearedRedoStack: before.redoStack)
            #expect(back == before)
            if event.sequence % 250 == 0 || event.sequence == game.events.count { Self.expectByHand(state) }
        }
        #expect(
            game.events.contains {
                if case .void(let play) = $0.kind { state.substitution(play) != nil } else { false }
            })
        #expect(state.substitutions.contains { $0.isDeleted })
    }

    /// Checks each player's time on court and plus/minus against a count by hand: the lineup at
    /// every play that stands, from the starters and the substitutions that stand before it in the
    /// log, and each player's spells on court from those substitutions' clocks.
    private static func expectByHand(_ state: GameState) {
        let standing = state.substitutions.filter(\.stands)
        var plusMinus = [Int](repeating: 0, count: PlayerID.count)
        for play in state.playsInOrder where play.counts {
            let points = state.rules.points(for: play.move)
            guard points != 0 else { continue }
            let position = play.insertedBefore ?? play.sequence
            var lineup = Set(PlayerID.all)
            for substitution in standing where substitution.sequence < position {
                lineup.remove(substitution.off)
                lineup.insert(substitution.on)
            }
            for player in lineup { plusMinus[player.index] += player.side == play.player.side ? points : -points }
        }
        var onSince: [PlayerID: Int64] = Dictionary(uniqueKeysWithValues: PlayerID.all.map { ($0, 0) })
        var minutes = [Int64](repeating: 0, count: PlayerID.count)
        for substitution in standing {
            minutes[substitution.off.index] += substitution.clockMs - (onSince[substitution.off] ?? 0)
            onSince[substitution.off] = nil
            onSince[substitution.on] = substitution.clockMs
        }
        for (player, since) in onSince { minutes[player.index] += state.clockMs - since }
        for side in Side.allCases {
            for number in 1...state.rosterSize(side) {
                let player = PlayerID(side: side, number: number)
                #expect(state.plusMinus(player) == plusMinus[player.index], "\(player) at \(state.eventCount)")
                #expect(state.msOnCourt(player) == minutes[player.index], "\(player) at \(state.eventCount)")
                #expect(state.isOnCourt(player) == (onSince[player] != nil), "\(player) at \(state.eventCount)")
            }
        }
    }
}
