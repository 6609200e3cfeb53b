import CourtsideCore
import Foundation
import Testing

@Suite("Text from files and users: printable, and refused in names")
struct TextSanitizerTests {
    @Test("printable: controls and bidi controls removed, separators and tabs a space, emoji and marks kept")
    func printable() {
        #expect(TextSanitizer.printable("\u{1B}]0;title\u{07}Shaq") == "]0;titleShaq")
        #expect(TextSanitizer.printable("a\u{9B}2Jb\u{7F}c\u{0}") == "a2Jbc")
        #expect(TextSanitizer.printable("\u{202E}evil\u{2066}x\u{2069}\u{200F}") == "evilx")
        #expect(TextSanitizer.printable("one\u{2028}two\u{2029}three\tfour") == "one two three four")
        #expect(TextSanitizer.printable("line\nline") == "line line", "a message stays on one line")
        #expect(
            TextSanitizer.printable("line\r\nline", keepingNewlines: true) == "line\nline", "a document keeps its lines"
        )
        #expect(TextSanitizer.printable("👨‍👩‍👧 José\u{301} 北京") == "👨‍👩‍👧 José\u{301} 北京")
    }

    @Test(
        "every bidi control and the line and paragraph separators are layout controls",
        arguments: [
            0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x2028,
            0x2029,
        ]
    )
    func layoutControls(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(TextSanitizer.isLayoutControl(scalar))
        #expect(throws: SetupError.layoutControl("away player 3 name", scalar: value)) {
            try Team(side: .away, name: "X", playerNames: ["a", "b", "Ko\(scalar)be"])
        }
    }

    @Test("text with nothing to change comes back as it is, whatever its script; one control anywhere is still caught")
    func unchangedTextKept() {
        for text in ["to 15 · win by 2", "Zoë · Łukasz · 张伟 · 🏀", "line one\nline two"] {
            #expect(TextSanitizer.printable(text, keepingNewlines: true) == text)
        }
        #expect(TextSanitizer.printable("to 15 · win\u{202E} by 2") == "to 15 · win by 2")
        #expect(TextSanitizer.printable("Zoë\u{85}·\u{9B}31m") == "Zoë·31m")
        #expect(TextSanitizer.printable("a\nb") == "a b")
        #expect(TextSanitizer.printable("a\u{2029}b·") == "a b·")
    }

    @Test("a layout control's message names it as Unicode writes it")
    func layoutMessage() {
        #expect(
            SetupError.layoutControl("home team name", scalar: 0x202E).description
                == "home team name contains U+202E, a text-direction or line-break control")
        #expect(!TextSanitizer.isLayoutControl("a") && !TextSanitizer.isLayoutControl("\u{200D}"), "ZWJ joins emoji")
    }
}
