import CourtsideCore
import CourtsideFileFormat
import CourtsideTesting
import Foundation
import Testing

/// Headers and events as lines of the game file: every kind round-trips, the keys are the
/// documented ones, and a header the creator would refuse does not read.
@Suite struct GameFileCodecTests {
    private static let decoder = JSONDecoder()

    private static func roundTrip(_ event: GameEvent) throws -> GameEvent {
        let line = try GameFileCodec.eventLine(event, file: "test.jsonl")
        #expect(line.last == GameFileCodec.newline)
        return try GameFileCodec.event(from: line.dropLast(), decoder: decoder).get()
    }

    @Test func everyKindOfEventRoundTrips() throws {
        let shaq = PlayerID(side: .home, number: 1)
        let kobe = PlayerID(side: .away, number: 3)
        let kinds: [GameEventKind] = [
            .clockStarted, .clockPaused, .undo, .redo, .move(kobe, .twoPoints),
            .amend(play: 3, player: shaq, move: .rebound), .void(play: 7),
            .insert(before: 2, player: kobe, move: .twoPoints),
        ]
        for (offset, kind) in kinds.enumerated() {
            let event = GameEvent(sequence: offset + 10, kind: kind, clockMs: 1_500, wallMs: 99)
            #expect(try Self.roundTrip(event) == event)
        }
        let amend = try GameFileCodec.eventLine(
            GameEvent(sequence: 4, kind: .amend(play: 3, player: shaq, move: .foul), clockMs: 5, wallMs: 6),
            file: "test.jsonl")
        #expect(
            String(decoding: amend, as: UTF8.self)
                == #"{"clock":5,"move":"foul","play":3,"player":"home.1","seq":4,"type":"amend","wall":6}"# + "\n")
    }

    @Test func aConfirmRoundTripsWithItsScoreAndMakesTheGameVersion8() throws {
        let event = GameEvent(sequence: 9, kind: .confirm(home: 15, away: 12), clockMs: 5, wallMs: 6)
        #expect(try Self.roundTrip(event) == event)
        let line = try GameFileCodec.eventLine(event, file: "test.jsonl")
        #expect(
            String(decoding: line, as: UTF8.self)
                == #"{"away":12,"clock":5,"home":15,"seq":9,"type":"confirm","wall":6}"# + "\n")
        let header = try GameFixtures.header()
        #expect(GameFileFormat.version(for: header, events: [event]) == GameFileFormat.confirmVersion)
        let negative = Data(#"{"away":-1,"clock":5,"home":15,"seq":9,"type":"confirm","wall":6}"#.utf8)
        guard case .failure(let failure) = GameFileCodec.event(from: negative, decoder: Self.decoder) else {
            Issue.record("a negative score read")
            return
        }
        #expect(failure.reason == "field \"away\": must be 0 to 2147483647, not -1")
    }

    @Test func aCorrectionNamingAPlayOutOfRangeNamesTheField() throws {
        let line = Data(#"{"clock":5,"play":0,"seq":4,"type":"void","wall":6}"#.utf8)
        let failure = try #require(
            { () -> DecodeFailure? in
                if case .failure(let failure) = GameFileCodec.event(from: line, decoder: Self.decoder) {
                    return failure
                }
                return nil
            }())
        #expect(failure.reason == "field \"play\": must be 1 to 2147483647, not 0")
        #expect(failure.isWholeObject)
    }

    @Test func aHeaderRoundTripsAndStartsWithItsFormat() throws {
        let header = try GameFixtures.header(id: "codec1", createdMs: 1_000)
        let line = try GameFileCodec.headerLine(header)
        #expect(line.starts(with: Data("{\"format\":2,\"away\":{".utf8)))
        #expect(
            try GameFileCodec.header(
                from: line.dropLast(), id: header.id, file: "codec1.jsonl", decoder: Self.decoder) == header)
    }

    @Test func aHandEditedHeaderWithImpossibleNamesDoesNotRead() throws {
        let header = try GameFixtures.header(id: "codec2", createdMs: 1_000)
        let text = String(decoding: try GameFileCodec.headerLine(header).dropLast(), as: UTF8.self)
            .replacingOccurrences(of: "\"Kobe\"", with: "\"Hakeem\"")
        #expect(throws: LibraryError.self) {
            try GameFileCodec.header(from: Data(text.utf8), id: header.id, file: "codec2.jsonl", decoder: Self.decoder)
        }
    }
}
