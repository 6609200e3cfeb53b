import CourtsideCore
import Foundation
import Testing

@testable import CourtsideServer

/// `/api/run` from a run's fold: the order and the places are the run's own.
@Suite struct RunPageStateTests {
    private static func run(_ kinds: [RunEntry.Kind]) throws -> RunState {
        var state = RunState(
            settings: RunSettings(
                id: GameID(rawValue: "r1")!, createdMs: 0, rules: RulesPreset.pickup.rules, rotation: .standard,
                making: .arrival))
        var random = SystemRandomNumberGenerator()
        // As the run board records arrivals: the teams the line allows made after them.
        let made = { (state: RunState) in RunTeamMaker.entries(for: state, rating: { _ in 1500 }, using: &random) }
        for kind in kinds { try state.apply(RunEntry(sequence: state.nextSequence, wallMs: 0, kind: kind)) }
        for kind in made(state) { try state.apply(RunEntry(sequence: state.nextSequence, wallMs: 0, kind: kind)) }
        return state
    }

    @Test func placesAreWordsAPlayerReads() {
        #expect((0..<5).map(RunPageState.place) == ["next", "2nd", "3rd", "4th", "5th"])
        #expect(
            [10, 11, 12, 20, 21, 22, 100, 110].map(RunPageState.place) == [
                "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th",
            ])
    }

    @Test func theNextGameTheTeamsAfterItAndTheLineInTheRunsOrder() throws {
        let names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal", "Ivy", "Jo", "Kim"]
        let state = try Self.run(names.map { .arrive(name: $0) })
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(RunPageState(state).json().utf8)) as? [String: Any])
        let next = try #require(json["next"] as? [String: Any])
        #expect((next["home"] as? [String: Any])?["name"] as? String == "Team Ann")
        #expect((next["away"] as? [String: Any])?["name"] as? String == "Team Dee")
        let waiting = try #require(json["waiting"] as? [[String: Any]])
        #expect(waiting.map { $0["place"] as? String } == ["next"])
        #expect((waiting.first?["team"] as? [String: Any])?["players"] as? [String] == ["Gus", "Hal", "Ivy"])
        let line = try #require(json["line"] as? [[String: Any]])
        #expect(line.map { "\($0["place"] ?? "") \($0["name"] ?? "")" } == ["next Jo", "2nd Kim"])
        #expect(json["satOut"] as? [String] == [], "no game finished: nobody has sat one out")
    }

    @Test func noRunIsSaidSo() {
        #expect(RunPageState.none.json().contains("\"run\":null") || !RunPageState.none.json().contains("\"run\""))
    }
}

extension RunPageStateTests {
    @Test func balancedTeamsCarryTheirRatingAndTheGap() throws {
        var state = RunState(
            settings: RunSettings(
                id: GameID(rawValue: "r2")!, createdMs: 0, rules: RulesPreset.pickup.rules, rotation: .standard,
                making: .balanced))
        let rating = { (name: String) in name == "Ann" ? 1700.0 : 1500 }
        var random = SystemRandomNumberGenerator()
        state = try state.prepared(
            ["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"].map { .arrive(name: $0) }, wallMs: 0, teamsRatedBy: rating,
            using: &random
        ).state
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(RunPageState(state, rating: rating).json().utf8))
                as? [String: Any])
        let next = try #require(json["next"] as? [String: Any])
        #expect(next["balance"] as? String == "Team Ann 1567 vs Team Bob 1500, ±67", "\(next)")
        #expect((next["home"] as? [String: Any])?["rating"] as? Int == 1567)
        // Teams as they arrive: no ratings shown.
        let plain = RunPageState(
            try Self.run(["Ann", "Bob", "Cy", "Dee", "Eve", "Flo"].map { .arrive(name: $0) }), rating: rating
        ).json()
        #expect(!plain.contains("balance") && !plain.contains("rating"), "\(plain)")
    }
}
