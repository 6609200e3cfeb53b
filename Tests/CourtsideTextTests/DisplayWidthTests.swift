import CourtsideCore
import CourtsideText
import Testing

/// The one measure of terminal columns (screen, worm chart, exports, `list`), and the display form
/// the screen shows names in.
@Suite("Display width")
struct DisplayWidthTests {
    @Test(
        "printable ASCII: a column a byte, cut and padded as any text", arguments: ["", "Ballerz", "to 15, win by 2 "])
    func ascii(text: String) {
        #expect(DisplayWidth.of(text) == text.count)
        #expect(DisplayWidth.clipped(text, to: 4) == String(text.prefix(4)))
        #expect(DisplayWidth.padded(text, to: 20) == text + String(repeating: " ", count: 20 - text.count))
        let cut = String(text.prefix(3))
        #expect(
            DisplayWidth.padded(text, to: 3, alignRight: true) == String(repeating: " ", count: 3 - cut.count) + cut)
    }

    @Test("other scripts still measured by character: wide CJK, a middle dot, a combining mark")
    func other() {
        #expect(DisplayWidth.of("张伟") == 4)
        #expect(DisplayWidth.of("to 15 · win by 2") == 16)
        #expect(DisplayWidth.of("Jose\u{301}") == 4)
        #expect(DisplayWidth.clipped("张伟张", to: 3) == "张")
        #expect(DisplayWidth.of("Zoë · Łukasz") == 12)
        #expect(DisplayWidth.clipped("Zoë · Łukasz", to: 5) == "Zoë ·")
        #expect(DisplayWidth.padded("Zoë", to: 5) == "Zoë  ")
    }

    @Test("CJK and emoji take two columns, combining marks none, in any locale")
    func widths() {
        #expect(DisplayWidth.of("Shaq") == 4)
        #expect(DisplayWidth.of("张伟") == 4)
        #expect(DisplayWidth.of("🏀") == 2)
        #expect(DisplayWidth.of("❤️") == 2, "an emoji with a variation selector")
        #expect(DisplayWidth.of(TextSanitizer.displayForm("José")) == 4)
        #expect(DisplayWidth.of(TextSanitizer.displayForm("Jose\u{301}")) == 4)
    }

    @Test("scalars: a control has no width, a mark or format character none, wide blocks two")
    func scalars() {
        #expect(DisplayWidth.of(Unicode.Scalar(0x1B)!) == -1)
        #expect(DisplayWidth.of(Unicode.Scalar(0x85)!) == -1)
        #expect(DisplayWidth.of("\u{301}" as Unicode.Scalar) == 0)
        #expect(DisplayWidth.of("\u{200B}" as Unicode.Scalar) == 0)
        #expect(DisplayWidth.of("a" as Unicode.Scalar) == 1)
        #expect(DisplayWidth.of("张" as Unicode.Scalar) == 2)
        #expect(DisplayWidth.of("Ａ" as Unicode.Scalar) == 2, "fullwidth forms")
        #expect(DisplayWidth.of("⚽" as Unicode.Scalar) == 2, "emoji presentation outside the emoji blocks")
        #expect(DisplayWidth.of("❤" as Unicode.Scalar) == 1, "text presentation")
        #expect(DisplayWidth.of("🌡" as Unicode.Scalar) == 1, "text presentation in an emoji block")
        #expect(DisplayWidth.of("\u{1161}" as Unicode.Scalar) == 0, "a Hangul vowel joins its syllable")
        #expect(DisplayWidth.of("\u{1F1EF}" as Unicode.Scalar) == 1, "a regional indicator alone")
        #expect(DisplayWidth.of("🇯🇵" as Character) == 2, "a flag")
    }

    @Test("display form: control characters (C0, ESC, DEL, C1) are stripped")
    func controls() {
        #expect(TextSanitizer.displayForm("\u{1B}[31mRed\u{1B}[0m") == "[31mRed[0m")
        #expect(TextSanitizer.displayForm("a\u{7}b\u{7F}c\u{85}d\u{9B}2Je\u{0}") == "abcd2Je")
        #expect(TextSanitizer.displayForm("two\nlines\ttab\u{2028}x") == "twolines tab x")
        #expect(TextSanitizer.displayForm("\u{202E}evil\u{200B}") == "evil", "bidi override and zero-width space")
    }

    @Test("display form: a lone combining mark is dropped; a base keeps its marks")
    func combining() {
        #expect(TextSanitizer.displayForm("\u{301}abc") == "abc")
        #expect(TextSanitizer.displayForm("e\u{301}") == "e\u{301}")
        let zalgo = "Z" + String(repeating: "\u{336}", count: 12)
        #expect(TextSanitizer.displayForm(zalgo).unicodeScalars.count == 5, "one base and four marks per cell")
    }

    @Test("display form: emoji sequences show as their first emoji, so ncurses counts them as the terminal does")
    func emojiSequences() {
        #expect(TextSanitizer.displayForm("👨‍👩‍👧") == "👨")
        #expect(TextSanitizer.displayForm("👍🏽") == "👍")
        #expect(TextSanitizer.displayForm("❤️") == "❤")
        #expect(DisplayWidth.of(TextSanitizer.displayForm("👨‍👩‍👧 fam")) == 6)
    }
}
