import CourtsideCore
import CourtsideReports
import CourtsideTesting
import Foundation
import Testing

/// The JSON export is written by hand: its strings must read back exactly, whatever they hold.
@MainActor
@Suite("JSON text")
struct JSONTextTests {
    private static let awkward = [
        "", "plain", "quote \" inside", "back\\slash", "\\\"", "new\nline", "tab\there", "cr\rlf\n",
        "\u{08}\u{0C}", "nul \u{0} and unit \u{1F}", "del \u{7F}", "é ü ß", "東京", "🏀 emoji 👨‍👩‍👧", "\u{2028}\u{2029}",
        "/slash/", "</script>", "\u{FEFF}bom",
    ]

    @Test("every string reads back the same through JSONSerialization and JSONDecoder")
    func roundTrip() throws {
        for text in Self.awkward {
            let literal = JSONText.quotedString(text)
            let data = Data(("[" + literal + "]").utf8)
            let serialized = try #require(try JSONSerialization.jsonObject(with: data) as? [String])
            #expect(serialized == [text], "\(literal)")
            #expect(try JSONDecoder().decode([String].self, from: data) == [text], "\(literal)")
        }
        var generator = SplitMix64(seed: 3)
        for _ in 0..<500 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int(generator.next() % 12) {
                let pick = generator.next() % 4
                let value: UInt32 =
                    switch pick {
                    case 0: UInt32(generator.next() % 0x80)
                    case 1: UInt32(generator.next() % 0x800)
                    case 2: UInt32(0x1F300 + generator.next() % 0x300)
                    default: UInt32(0xE000 + generator.next() % 0x1000)
                    }
                scalars.append(Unicode.Scalar(value)!)
            }
            let text = String(scalars)
            let data = Data(("[" + JSONText.quotedString(text) + "]").utf8)
            #expect(try JSONDecoder().decode([String].self, from: data) == [text])
        }
    }

    @Test("escapes only what must be escaped, in the short forms where there are some")
    func escapes() {
        #expect(JSONText.quotedString("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSONText.quotedString("\n\r\t\u{08}\u{0C}") == #""\n\r\t\b\f""#)
        #expect(JSONText.quotedString("\u{0}\u{1B}\u{1F}") == #""\u0000\u001b\u001f""#)
        #expect(JSONText.quotedString("é/🏀\u{7F}") == "\"é/🏀\u{7F}\"")
        #expect(JSONText.quotedString("\u{FEFF}x") == #""\ufeffx""#, "a parser may drop a raw byte-order mark")
    }

    @Test("a whole export with awkward names parses, and gives the names back")
    func wholeExport() throws {
        let header = try GameFixtures.header(
            id: "rp000001", home: "Quote \" Team", homePlayers: ["Back\\slash", "東京 🏀", "</b>"],
            away: "Slash/Team", awayPlayers: ["Zoë 🏀", "b\u{00A0}x", "c"])
        var game = Game(header: header)
        try GameFixtures.play(
            &game,
            [
                .move(PlayerID(side: .home, number: 1), .twoPoints),
                .amend(play: 1, player: PlayerID(side: .home, number: 2), move: .onePoint),
            ])
        let data = Data(Exporter.export(game, format: .eventsJSON).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let home = try #require(object["home"] as? [String: Any])
        #expect(home["name"] as? String == "Quote \" Team")
        let names = (home["players"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["Back\\slash", "東京 🏀", "</b>"])
        let away = try #require(object["away"] as? [String: Any])
        #expect(away["name"] as? String == "Slash/Team")
        #expect(
            (away["players"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == [
                "Zoë 🏀", "b\u{00A0}x", "c",
            ])
        let plays = try #require(object["events"] as? [[String: Any]])
        #expect(plays[0]["player"] as? String == "Back\\slash")
        #expect((plays[1]["was"] as? [String: Any])?["player"] as? String == "Back\\slash")
        #expect((plays[1]["now"] as? [String: Any])?["player"] as? String == "東京 🏀")
    }

    @Test("a random game with corrections: the JSON parses and agrees with the play-by-play")
    func randomGame() throws {
        let game = try RandomGame.make(
            count: 3_000, seed: 19, header: GameFixtures.header(id: "rp000001", target: 21), corrections: true)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(Exporter.export(game, format: .eventsJSON).utf8))
                as? [String: Any])
        let plays = try #require(object["events"] as? [[String: Any]])
        let entries = PlayByPlay(game: game).entries
        #expect(plays.count == entries.count)
        for (play, entry) in zip(plays, entries) {
            #expect(play["seq"] as? Int == entry.sequence)
            #expect(play["homeScore"] as? Int == entry.homeScore && play["awayScore"] as? Int == entry.awayScore)
            #expect(play["voided"] as? Bool == entry.isVoided && play["deleted"] as? Bool == entry.isDeleted)
            #expect(play["corrected"] as? Bool == entry.isCorrected)
            #expect(play["move"] as? String == entry.move?.rawValue)
            #expect((play["now"] is NSNull) == (entry.now == nil))
        }
    }
}
