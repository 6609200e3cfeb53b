import CourtsideReports
import Testing

/// Columns of exported text: the printable-ASCII shortcut measures and cuts as the character walk does.
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
}
