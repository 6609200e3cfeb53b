import CourtsideCore
import CourtsideTesting
import Foundation
import Testing

@Suite("Folding the log")
struct FoldTests {
    @Test("10,000 random intents: incremental state equals the rebuilt one, scores equal the players' points")
    func randomIntents() throws {
        var generator = SplitMix64(seed: 42)
        var game = Game(header: try GameFixtures.header(target: 99, winBy: 1))
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
        var game = Game(header: try GameFixtures.header())
        try GameFixtures.play(&game, [.clockStarted, .move(GameFixtures.kobe, .twoPoints), .undo, .redo, .clockPaused])
        for event in game.events {
            #expect(try roundTrip(event) == event)
        }
        #expect(try roundTrip(game.header) == game.header)
        let line = String(decoding: try JSONEncoder().encode(game.events[1]), as: UTF8.self)
        #expect(line.contains(#""player":"away.3""#) && line.contains(#""move":"2pt""#))
    }

    @Test("a hand-edited header with impossible values does not decode")
    func badHeader() throws {
        var json = String(decoding: try JSONEncoder().encode(try GameFixtures.header()), as: UTF8.self)
        json = json.replacingOccurrences(of: "\"Kobe\"", with: "\"Hakeem\"")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(GameHeader.self, from: Data(json.utf8)) }
    }

    private func roundTrip<T: Codable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }
}

@Suite("Taking events back")
struct UnapplyTests {
    @Test("unapply takes every event of a random 5,000-event game back to the exact earlier state")
    func unapplyEverything() throws {
        var generator = SplitMix64(seed: 7)
        var game = Game(header: try GameFixtures.header(target: 60, winBy: 2))
        var history = [game.state]
        var cleared: [Int: [ScorerAction]] = [:]
        var clockMs: Int64 = 0
        while game.events.count < 5_000 {
            clockMs += Int64.random(in: 0...500, using: &generator)
            let kind: GameEventKind
            switch Int.random(in: 0..<8, using: &generator) {
            case 0, 1: kind = .undo
            case 2: kind = .redo
            case 3: kind = game.state.isClockRunning ? .clockPaused : .clockStarted
            default:
                kind = .move(
                    PlayerID.all.randomElement(using: &generator)!, Move.allCases.randomElement(using: &generator)!)
            }
            guard let events = try? game.prepare(kind, clockMs: clockMs, wallMs: 0) else { continue }
            for event in events {
                if event.kind.startsAction, !game.state.redoStack.isEmpty {
                    cleared[event.sequence] = game.state.redoStack
                }
                try game.apply(event)
                history.append(game.state)
            }
        }
        #expect(history.contains { $0.isFinished }, "the walk should cross a win and its undo")
        var state = game.state
        for index in stride(from: game.events.count - 1, through: 0, by: -1) {
            let event = game.events[index]
            state.unapply(
                event, previousClockMs: index > 0 ? game.events[index - 1].clockMs : 0,
                clearedRedoStack: cleared[event.sequence] ?? [])
            #expect(state == history[index], "after taking back event \(event.sequence)")
            if state != history[index] { break }
        }
    }
}
