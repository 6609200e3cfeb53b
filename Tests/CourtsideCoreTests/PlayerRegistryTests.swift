import CourtsideTesting
import Testing

@testable import CourtsideCore

/// The player registry: one identity per player across games, matched by name and by when the
/// game was created, never a guess.
@Suite struct PlayerRegistryTests {
    /// A registry folded from `kinds`, line `n` written at `n × 1000` ms.
    private static func registry(_ kinds: [RegistryEntry.Kind]) throws -> PlayerRegistry {
        var registry = PlayerRegistry()
        for (offset, kind) in kinds.enumerated() {
            try registry.apply(RegistryEntry(sequence: offset + 1, wallMs: Int64(offset + 1) * 1_000, kind: kind))
        }
        return registry
    }

    @Test func withNoLinesEachNameIsOnePlayerWhateverItsCase() {
        let registry = PlayerRegistry()
        #expect(registry.identity(forName: "Ann", createdMs: 5) == .unregistered("ann"))
        #expect(registry.identity(forName: "ANN", createdMs: 9_999) == .unregistered("ann"))
        #expect(registry.identity(forName: "Bob", createdMs: 5) != registry.identity(forName: "Ann", createdMs: 5))
    }

    @Test func aRenameKeepsTheOldGamesAndLeavesTheOldNameToNewOnes() throws {
        // Ann registered at 1 s, renamed Anne at 2 s.
        let registry = try Self.registry([.player(id: 1, name: "Ann"), .rename(id: 1, name: "Anne")])
        #expect(registry.name(of: 1) == "Anne")
        #expect(registry.formerNames(of: 1) == ["Ann"])
        #expect(registry.identity(forName: "ann", createdMs: 500) == .registered(1), "a game before the rename")
        #expect(registry.identity(forName: "Ann", createdMs: 2_500) == .unregistered("ann"), "someone new")
        #expect(registry.identity(forName: "Anne", createdMs: 2_500) == .registered(1))
        #expect(registry.identity(forName: "Anne", createdMs: 500) == .unregistered("anne"), "before she was Anne")
    }

    @Test func aNewNameWhileScoringIsOnePlayerFromTheGameItWasGivenIn() throws {
        // Marcsu's games before 5 s; renamed Marcus on the board of the game created at 5 s.
        var registry = PlayerRegistry()
        for kind in registry.renaming("Marcsu", to: "Marcus", fromMs: 5_000) {
            try registry.apply(RegistryEntry(sequence: registry.nextSequence, wallMs: 5_000, kind: kind))
        }
        let marcus = registry.identity(forName: "Marcsu", createdMs: 1_000)
        #expect(marcus == .registered(1) && registry.name(of: 1) == "Marcus")
        #expect(registry.identity(forName: "marcus", createdMs: 5_000) == marcus, "the game it was given in")
        #expect(registry.identity(forName: "Marcus", createdMs: 9_000) == marcus, "the games after it")
        // Registered now: a second new name renames the same player, and the name they have is none.
        #expect(registry.renaming("Marcus", to: "Marcus", fromMs: 9_000).isEmpty)
        #expect(registry.renaming("Marcus", to: "Mark", fromMs: 9_000) == [.rename(id: 1, name: "Mark")])
    }

    @Test func aChangeOfCaseOnlyIsNoNewName() throws {
        let registry = try Self.registry([.player(id: 1, name: "ann"), .rename(id: 1, name: "Ann")])
        #expect(registry.name(of: 1) == "Ann")
        #expect(registry.identity(forName: "ANN", createdMs: 9_000) == .registered(1))
        #expect(registry.formerNames(of: 1).isEmpty)
    }

    @Test func aMergeGivesEveryNameOfOneToTheOther() throws {
        let registry = try Self.registry([
            .player(id: 1, name: "Ann"), .player(id: 2, name: "Annie"), .merge(id: 2, into: 1),
        ])
        #expect(registry.live(2) == 1)
        #expect(registry.name(of: 2) == "Ann")
        #expect(registry.players.map(\.id) == [1])
        for name in ["Ann", "annie"] {
            #expect(registry.identity(forName: name, createdMs: 0) == .registered(1))
            #expect(registry.identity(forName: name, createdMs: 1_000_000) == .registered(1))
        }
        #expect(registry.formerNames(of: 1) == ["Annie"])
    }

    @Test func chainedMergesFollowToTheLastOne() throws {
        let registry = try Self.registry([
            .player(id: 1, name: "A"), .player(id: 2, name: "B"), .player(id: 3, name: "C"),
            .merge(id: 1, into: 2), .merge(id: 2, into: 3),
        ])
        #expect(registry.live(1) == 3)
        #expect(registry.identity(forName: "a", createdMs: 0) == .registered(3))
    }

    @Test(arguments: [
        ([RegistryEntry.Kind.player(id: 2, name: "Ann")], RegistryError.wrongNumber(expected: 1, found: 2)),
        ([.player(id: 1, name: "Ann"), .player(id: 2, name: "ANN")], .nameTaken("ANN", by: "#1 Ann")),
        ([.rename(id: 4, name: "Ann")], .unknownPlayer(4)),
        ([.player(id: 1, name: "Ann"), .merge(id: 1, into: 1)], .mergeWithItself("Ann")),
        (
            [.player(id: 1, name: "Ann"), .player(id: 2, name: "Bo"), .merge(id: 2, into: 1), .merge(id: 2, into: 1)],
            .mergeWithItself("Ann")
        ),
        (
            [.player(id: 1, name: "Ann"), .player(id: 2, name: "Bo"), .rename(id: 2, name: "ann")],
            .nameTaken("ann", by: "#1 Ann")
        ),
    ])
    func refusedLines(kinds: [RegistryEntry.Kind], error: RegistryError) {
        #expect(throws: error) { try Self.registry(kinds) }
    }

    @Test(arguments: ["", "  Ann", "A\u{1B}[2J", "Ann\u{202E}", String(repeating: "x", count: 41)])
    func namesAGameFileWouldRefuseAreRefused(name: String) {
        #expect(throws: RegistryError.self) { try Self.registry([.player(id: 1, name: name)]) }
    }

    @Test func aLineOutOfOrderIsRefused() {
        var registry = PlayerRegistry()
        #expect(throws: RegistryError.outOfOrder(expected: 1, found: 2)) {
            try registry.apply(RegistryEntry(sequence: 2, wallMs: 0, kind: .player(id: 1, name: "Ann")))
        }
    }

    /// Whatever lines are folded, a name in a game created at any moment is one player: never two
    /// claims on it at once.
    @Test func neverTwoClaimsOnANameAtOnce() throws {
        let names = ["Ann", "Bo", "Cy", "ann", "BO"]
        for seed in UInt64(1)...40 {
            var generator = SplitMix64(seed: seed)
            var registry = PlayerRegistry()
            var wall: Int64 = 0
            for _ in 0..<30 {
                wall += Int64(generator.next() % 5)
                let name = names[Int(generator.next() % UInt64(names.count))]
                let live = registry.players.map(\.id)
                let kind: RegistryEntry.Kind
                switch generator.next() % 3 {
                case 0: kind = .player(id: registry.nextPlayerID, name: name)
                case 1 where !live.isEmpty:
                    kind = .rename(id: live[Int(generator.next() % UInt64(live.count))], name: name)
                default:
                    guard live.count >= 2 else { continue }
                    kind = .merge(id: live[0], into: live[live.count - 1])
                }
                _ = try? registry.apply(RegistryEntry(sequence: registry.nextSequence, wallMs: wall, kind: kind))
            }
            for (key, claims) in registry.claims {
                for time in stride(from: Int64(-1), through: wall + 1, by: 1) {
                    #expect(claims.filter { $0.covers(time) }.count <= 1, "\(key) at \(time), seed \(seed)")
                }
                for claim in claims { #expect(registry.live(claim.id) == claim.id, "claims are live identities'") }
            }
            // The claims on each name never overlap: registering anew after the last one ends.
            for (id, name) in registry.players {
                #expect(registry.currentClaimant(of: name) == id)
            }
        }
    }
}
