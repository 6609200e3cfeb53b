import CourtsideCore
import Foundation
import Testing

@Suite("Folding the log")
struct FoldTests {
    @Test("10,000 random intents: incremental state equals the rebuilt one, scores equal the players' points")
    func randomIntents() throws {
        var generator = SplitMix(seed: 42)
        var game = Game(header: Fixtures.header(target: 99, winBy: 1))
        var clockMs: Int64 = 0
        var refused = 0
        for _ in 0..<10_000 {
            clockMs += Int64.random(in: 0...900, using: &generator)
            let kind: GameEventKind
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: kind = .undo
            case 1: kind = .redo
            case 2: kind = game.state.isClockRunning ? .clockPaused : .clockStarted
            default:
                kind = .move(
                    PlayerID.all.randomElement(using: &generator)!, Move.allCases.randomElement(using: &generator)!)
            }
            do {
                for event in try game.prepare(kind, clockMs: clockMs, wallMs: clockMs) { try game.apply(event) }
            } catch {
                refused += 1
            }
            let state = game.state
            for side in Side.allCases {
                let players = PlayerID.all.filter { $0.side == side }
                #expect(state.score(side) == players.map { state.stats(for: $0).points }.reduce(0, +))
            }
        }
        #expect(refused > 0, "the random walk should hit refusals too")
        let rebuilt = try GameState.rebuilt(rules: game.header.rules, events: game.events)
        #expect(rebuilt == game.state)
        #expect(try Game(header: game.header, events: game.events).state == game.state)
    }

    @Test("events and headers survive an encode/decode round trip")
    func codable() throws {
        var game = Game(header: Fixtures.header())
        try Fixtures.play(&game, [.clockStarted, .move(Fixtures.kobe, .twoPoints), .undo, .redo, .clockPaused])
        for event in game.events {
            #expect(try roundTrip(event) == event)
        }
        #expect(try roundTrip(game.header) == game.header)
        let line = String(decoding: try JSONEncoder().encode(game.events[1]), as: UTF8.self)
        #expect(line.contains(#""player":"away.3""#) && line.contains(#""move":"2pt""#))
    }

    @Test("a hand-edited header with impossible values does not decode")
    func badHeader() throws {
        var json = String(decoding: try JSONEncoder().encode(Fixtures.header()), as: UTF8.self)
        json = json.replacingOccurrences(of: "\"Kobe\"", with: "\"Hakeem\"")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(GameHeader.self, from: Data(json.utf8)) }
    }

    private func roundTrip<T: Codable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }
}

/// A small deterministic generator so a failing random walk can be replayed.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
