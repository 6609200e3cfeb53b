import CourtsideCore
import CourtsideFileFormat
import Foundation
import Testing

/// The fast reader for canonical event lines agrees with JSONDecoder on every line courtside
/// writes, and leaves every other line to JSONDecoder.
@Suite struct CanonicalEventLineTests {
    private static func line(_ event: GameEvent) throws -> [UInt8] {
        Array(try GameFileCodec.eventLine(event, file: "test.jsonl").dropLast())
    }

    private static func fast(_ text: String) -> GameEvent? {
        let bytes = Array(text.utf8)
        return CanonicalEventLine.event(bytes, from: 0, to: bytes.count)
    }

    @Test func everyKindWrittenByTheCodecReadsBackTheSame() throws {
        var kinds: [GameEventKind] = [
            .clockStarted, .clockPaused, .undo, .redo, .void(play: 1), .void(play: 123_456), .clockSet(from: 0),
            .clockSet(from: 12_400), .clockSet(from: 360_000_000),
        ]
        for player in PlayerID.all {
            for move in Move.allCases {
                kinds.append(.move(player, move))
                kinds.append(.amend(play: 3, player: player, move: move))
                kinds.append(.insert(before: 10, player: player, move: move))
            }
        }
        let clocks: [Int64] = [0, 1, 9, 10, 99, 12_400, 359_999_999, 360_000_000]
        let walls: [Int64] = [0, 1, 99, 1_763_712_042_401, 253_402_300_799_999]
        for (index, kind) in kinds.enumerated() {
            for clock in clocks {
                let event = GameEvent(
                    sequence: index + 1, kind: kind, clockMs: clock, wallMs: walls[(index + 3) % walls.count])
                let bytes = try Self.line(event)
                let decoded = try JSONDecoder().decode(EventLine.self, from: Data(bytes)).event
                #expect(CanonicalEventLine.event(bytes, from: 0, to: bytes.count) == decoded)
                #expect(decoded == event)
            }
        }
    }

    @Test func readsALineInsideALargerBuffer() throws {
        let event = GameEvent(sequence: 7, kind: .move(PlayerID.all[4], .rebound), clockMs: 5, wallMs: 6)
        let bytes = Array("xx".utf8) + (try Self.line(event)) + Array("\n{}".utf8)
        #expect(CanonicalEventLine.event(bytes, from: 2, to: bytes.count - 3) == event)
    }

    @Test(arguments: [
        #"{"clock": 0,"seq":1,"type":"start","wall":5}"#,  // a space
        #"{"seq":1,"clock":0,"type":"start","wall":5}"#,  // key order
        #"{"clock":00,"seq":1,"type":"start","wall":5}"#,  // leading zero
        #"{"clock":-1,"seq":1,"type":"start","wall":5}"#,  // sign
        #"{"clock":0,"seq":0,"type":"start","wall":5}"#,  // sequence 0
        #"{"clock":0,"seq":1,"type":"st\u0061rt","wall":5}"#,  // escape
        #"{"clock":0,"seq":1,"type":"jump","wall":5}"#,  // unknown type
        #"{"clock":0,"seq":1,"type":"start","wall":5,"x":1}"#,  // extra key
        #"{"clock":0,"seq":1,"type":"start","wall":5}  "#,  // trailing bytes
        #"{"clock":0,"seq":1,"type":"start","wall":1234567890123456789}"#,  // 19 digits
        #"{"clock":9999999999999999999,"seq":1,"type":"start","wall":1}"#,  // 19 digits, over Int64.max
        #"{"clock":0,"seq":99999999999999999999999,"type":"start","wall":1}"#,  // 23 digits
        #"{"clock":360000001,"seq":1,"type":"start","wall":1}"#,  // over 100 hours
        #"{"clock":100000000000000000,"seq":1,"type":"start","wall":1}"#,  // 1e17
        #"{"clock":0,"seq":1,"type":"start","wall":253402300800000}"#,  // after year 9999
        #"{"clock":0,"move":"reb","player":"home.1","seq":1,"type":"start","wall":5}"#,  // move fields on a start
        #"{"clock":0,"play":2,"seq":3,"type":"move","wall":5}"#,  // a play on a move
        #"{"clock":0,"move":"reb","player":"home.1","seq":3,"type":"void","wall":5}"#,  // void without its play
        #"{"before":2,"clock":0,"move":"reb","play":1,"player":"home.1","seq":3,"type":"insert","wall":5}"#,  // both
        #"{"clock":0,"move":"reb","play":0,"player":"home.1","seq":3,"type":"amend","wall":5}"#,  // play 0
        #"{"clock":0,"move":"dunk","player":"home.1","seq":1,"type":"move","wall":5}"#,  // unknown move
        #"{"clock":0,"move":"reb","player":"home.9","seq":1,"type":"move","wall":5}"#,  // unknown player
        #"{"clock":0,"seq":1,"type":"move","wall":5}"#,  // a move without its fields
        #"{"clock":0,"seq":1,"type":"start","wall":5"#,  // cut short
        #"{"clock":0,"seq":1,"type":"clock","wall":5}"#,  // a clock set without what it read
        #"{"clock":0,"seq":1,"type":"start","wall":5,"was":3}"#,  // what a clock set read, on a start
        #"{"clock":0,"seq":1,"type":"clock","wall":5,"was":360000001}"#,  // read over 100 hours
        "",
    ])
    func leavesEveryOtherShapeToTheDecoder(line: String) {
        // Before the digit count was checked ahead of the multiply, 19 nines overflowed here.
        #expect(Self.fast(line) == nil)
    }
}
