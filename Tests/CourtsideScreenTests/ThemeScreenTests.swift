import CourtsideCore
import CourtsideScreenTesting
import CourtsideTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// The board in each theme (`--theme`), as golden ink maps: every cell's colours and attributes as
/// the theme draws them, a letter per distinct ink with a legend. The text is the same in every
/// theme: a theme changes how things look, never what they say.
@MainActor
@Suite("Themes")
struct ThemeScreenTests {
    /// The golden board's game: Space, a two, a rebound, at 80×24.
    private func board(_ theme: Theme, hasColors: Bool = true) throws -> ScreenHarness {
        let h = try ScreenHarness(size: TerminalSize(width: 80, height: 24), theme: theme, hasColors: hasColors)
        h.type(" ")
        h.time.advance(byMs: 12_300)
        h.type("ud")
        h.time.advance(byMs: 4_000)
        h.type("or")
        return h
    }

    /// Each row as a letter per cell (`.` for the first ink met, the screen's blank), and the
    /// legend: each letter's colours (256-palette numbers, `-` the terminal's) and attributes.
    static func inkMap(_ terminal: FakeTerminal) -> (rows: [String], legend: [String]) {
        var letters: [Ink: Character] = [:]
        var legend: [String] = []
        let alphabet = Array(".abcdefghijklmnopqrstuvwxyz")
        let rows = terminal.grid.indices.map { row in
            String(
                terminal.grid[row].indices.map { column -> Character in
                    let ink = terminal.ink(row: row, column: column)
                    if let letter = letters[ink] { return letter }
                    let letter = alphabet[min(letters.count, alphabet.count - 1)]
                    letters[ink] = letter
                    legend.append("\(letter) \(describe(ink))")
                    return letter
                })
        }
        return (rows, legend)
    }

    private static func describe(_ ink: Ink) -> String {
        let colour = { (color: TerminalColor?) in color.map { "\($0.index)" } ?? "-" }
        let names: [(TextAttributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.reverse, "reverse"), (.underline, "underline"),
        ]
        let attributes = names.filter { ink.attributes.contains($0.0) }.map(\.1)
        return ([colour(ink.foreground) + "/" + colour(ink.background)] + attributes).joined(separator: " ")
    }

    private func expectInk(
        _ theme: Theme, _ golden: [String], legend: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let map = Self.inkMap(try board(theme).terminal)
        #expect(map.legend == legend, sourceLocation: sourceLocation)
        for (row, (have, want)) in zip(map.rows, golden).enumerated() where have != want {
            Issue.record("row \(row):\n  shown: \(have)\n  golden: \(want)", sourceLocation: sourceLocation)
        }
        if map.rows.count != golden.count || map.legend != legend {
            print((map.rows.map { "\"\($0)\"," } + map.legend.map { "\"\($0)\"," }).joined(separator: "\n"))
        }
    }

    @Test("every theme shows the same words")
    func sameText() throws {
        let standard = try board(.standard).terminal.lines
        for theme in Theme.all {
            #expect(try board(theme).terminal.lines == standard, "\(theme.name)")
        }
    }

    @Test("high contrast is white on black and bold, nothing dim, wherever it draws")
    func highContrastOnly() throws {
        let terminal = try board(.highContrast).terminal
        for row in terminal.grid.indices {
            for column in terminal.grid[row].indices {
                let ink = terminal.ink(row: row, column: column)
                #expect(ink.foreground == .white && ink.background == .black, "row \(row) column \(column)")
                #expect(!ink.attributes.contains(.dim), "row \(row) column \(column)")
            }
        }
    }

    @Test("without colour (NO_COLOR) every theme keeps only attributes, and the teams still read apart")
    func noColor() throws {
        for theme in Theme.all {
            let terminal = try board(theme, hasColors: false).terminal
            let inks = terminal.grid.indices.flatMap { row in
                terminal.grid[row].indices.map { terminal.ink(row: row, column: $0) }
            }
            #expect(inks.allSatisfy { $0.foreground == nil && $0.background == nil }, "\(theme.name)")
            // The log says whose play it was in a letter, the header in a word.
            #expect(terminal.lines[18].hasPrefix(" H ") && terminal.lines[19].hasPrefix(" H "), "\(theme.name)")
            #expect(terminal.lines[3].contains("HOME") && terminal.lines[3].contains("AWAY"), "\(theme.name)")
        }
    }

    @Test("the themes are named as --theme takes them")
    func names() {
        #expect(Theme.all.map(\.name) == ["default", "high-contrast", "colour-blind", "light"])
        #expect(Theme.named("Color-Blind") == .colourBlind)
        #expect(Theme.named("sepia") == nil)
    }

    @Test("the flag wins over COURTSIDE_THEME; an unknown name is refused with the names there are")
    func resolve() throws {
        let environment = ["COURTSIDE_THEME": "light", "COURTSIDE_SCREEN_READER": "1"]
        #expect(
            try ScreenPreferences.resolve(theme: nil, screenReader: false, environment: environment)
                == ScreenPreferences(theme: .light, screenReader: true))
        #expect(
            try ScreenPreferences.resolve(theme: "high-contrast", screenReader: false, environment: [:])
                == ScreenPreferences(theme: .highContrast, screenReader: false))
        #expect(
            try ScreenPreferences.resolve(theme: nil, configured: "light", screenReader: false, environment: [:])
                == ScreenPreferences(theme: .light, screenReader: false), "the config file's theme, last")
        #expect(
            try ScreenPreferences.resolve(
                theme: nil, configured: "light", screenReader: false, environment: ["COURTSIDE_THEME": "high-contrast"])
                == ScreenPreferences(theme: .highContrast, screenReader: false), "the environment before the file")
        #expect(throws: ThemeNameError(name: "sepia", source: "the config file's theme")) {
            try ScreenPreferences.resolve(theme: nil, configured: "sepia", screenReader: false, environment: [:])
        }
        #expect(throws: ThemeNameError(name: "sepia", source: "--theme")) {
            try ScreenPreferences.resolve(theme: "sepia", screenReader: false, environment: environment)
        }
        #expect(
            ThemeNameError(name: "x", source: "COURTSIDE_THEME").description
                == "no theme 'x' (COURTSIDE_THEME): default, high-contrast, colour-blind or light")
    }

    @Test("the default theme's ink")
    func standardInk() throws {
        try expectInk(
            .standard,
            [
                "....................................aaaaaaa.....................................",
                ".............................bbbbbb..........cccccc.............................",
                "..bbbbbbbbb..................bbbbbb..........cccccc...................ccccccc...",
                "..ddddddddddddddddd..........bbbbbb..........cccccc.........ddddddddddddddddd...",
                ".............................bbbbbb..........cccccc.............................",
                ".............................bbbbbb..........cccccc.............................",
                ".........................................eeeeeee................................",
                "................................................................................",
                "ffbbbbbbbbbbffffffffffffffffbbbbbbbbbbfffffffffffffffbbgggggggggggggbbbbbbbbbbbb",
                "f.....a..................ff.....a...................fb.....a...................b",
                "f..ddd..ddd.ddd.ddd.dddd.ff..ddd..ddd.ddd.ddd.dddd..fb..ddd..ddd.ddd.ddd.dddd..b",
                "f........................ff.........................fb.........................b",
                "fffffffffffffffffffffffffffffffffffffffffffffffffffffbbbbbbbbbbbbbbbbbbbbbbbbbbb",
                "hhcccccccccccchhhhhhhhhhhhhhcccccccccccccccchhhhhhhhhhhcccccccccchhhhhhhhhhhhhhh",
                "h.....a..................hh.....a...................hh.....a...................h",
                "h..ddd..ddd.ddd.ddd.dddd.hh..ddd..ddd.ddd.ddd.dddd..hh..ddd..ddd.ddd.ddd.dddd..h",
                "h........................hh.........................hh.........................h",
                "hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh",
                ".b..........bbbbb...............................................................",
                ".b..........bbbb................................................................",
                "................................................................................",
                "................................................................................",
                "................................................................................",
                "igggggggiiiiiiiigiiiigiiiigiiiiigiiiiigggggiiiiiiigiiiiiigiiiiiigiiiiiigiiiiiiii",
            ],
            legend: [
                ". -/-",
                "a -/- bold",
                "b 6/- bold",
                "c 3/- bold",
                "d -/- dim",
                "e 2/- bold",
                "f 6/-",
                "g -/- bold reverse",
                "h 3/-",
                "i -/- reverse",
            ])
    }
    @Test("the high-contrast theme's ink")
    func highContrastInk() throws {
        try expectInk(
            .highContrast,
            [
                "....................................aaaaaaa.....................................",
                ".............................aaaaaa..........aaaaaa.............................",
                "..aaaaaaaaa..................aaaaaa..........aaaaaa...................aaaaaaa...",
                ".............................aaaaaa..........aaaaaa.............................",
                ".............................aaaaaa..........aaaaaa.............................",
                ".............................aaaaaa..........aaaaaa.............................",
                ".........................................aaaaaaa................................",
                "................................................................................",
                "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaabbbbbbbbbbbbbaaaaaaaaaaaa",
                "a.....a..................aa.....a...................aa.....a...................a",
                "a........................aa.........................aa.........................a",
                "a........................aa.........................aa.........................a",
                "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
                "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
                "a.....a..................aa.....a...................aa.....a...................a",
                "a........................aa.........................aa.........................a",
                "a........................aa.........................aa.........................a",
                "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
                ".a..........aaaaa...............................................................",
                ".a..........aaaa................................................................",
                "................................................................................",
                "................................................................................",
                "................................................................................",
                "cbbbbbbbccccccccbccccbccccbcccccbcccccbbbbbcccccccbccccccbccccccbccccccbcccccccc",
            ],
            legend: [
                ". 231/16",
                "a 231/16 bold",
                "b 231/16 bold reverse",
                "c 231/16 reverse",
            ])
    }
    @Test("the colour-blind theme's ink")
    func colourBlindInk() throws {
        try expectInk(
            .colourBlind,
            [
                "....................................aaaaaaa.....................................",
                ".............................bbbbbb..........cccccc.............................",
                "..bbbbbbbbb..................bbbbbb..........cccccc...................ccccccc...",
                "..ddddddddddddddddd..........bbbbbb..........cccccc.........ddddddddddddddddd...",
                ".............................bbbbbb..........cccccc.............................",
                ".............................bbbbbb..........cccccc.............................",
                ".........................................eeeeeee................................",
                "................................................................................",
                "ffbbbbbbbbbbffffffffffffffffbbbbbbbbbbfffffffffffffffbbgggggggggggggbbbbbbbbbbbb",
                "f.....a..................ff.....a...................fb.....a...................b",
                "f..ddd..ddd.ddd.ddd.dddd.ff..ddd..ddd.ddd.ddd.dddd..fb..ddd..ddd.ddd.ddd.dddd..b",
                "f........................ff.........................fb.........................b",
                "fffffffffffffffffffffffffffffffffffffffffffffffffffffbbbbbbbbbbbbbbbbbbbbbbbbbbb",
                "hhcccccccccccchhhhhhhhhhhhhhcccccccccccccccchhhhhhhhhhhcccccccccchhhhhhhhhhhhhhh",
                "h.....a..................hh.....a...................hh.....a...................h",
                "h..ddd..ddd.ddd.ddd.dddd.hh..ddd..ddd.ddd.ddd.dddd..hh..ddd..ddd.ddd.ddd.dddd..h",
                "h........................hh.........................hh.........................h",
                "hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh",
                ".b..........bbbbb...............................................................",
                ".b..........bbbb................................................................",
                "................................................................................",
                "................................................................................",
                "................................................................................",
                "igggggggiiiiiiiigiiiigiiiigiiiiigiiiiigggggiiiiiiigiiiiiigiiiiiigiiiiiigiiiiiiii",
            ],
            legend: [
                ". -/-",
                "a -/- bold",
                "b 74/- bold",
                "c 214/- bold",
                "d -/- dim",
                "e 36/- bold",
                "f 74/-",
                "g -/- bold reverse",
                "h 214/-",
                "i -/- reverse",
            ])
    }
    @Test("the light theme's ink")
    func lightInk() throws {
        try expectInk(
            .light,
            [
                "....................................aaaaaaa.....................................",
                ".............................bbbbbb..........cccccc.............................",
                "..bbbbbbbbb..................bbbbbb..........cccccc...................ccccccc...",
                "..ddddddddddddddddd..........bbbbbb..........cccccc.........ddddddddddddddddd...",
                ".............................bbbbbb..........cccccc.............................",
                ".............................bbbbbb..........cccccc.............................",
                ".........................................eeeeeee................................",
                "................................................................................",
                "ffbbbbbbbbbbffffffffffffffffbbbbbbbbbbfffffffffffffffbbgggggggggggggbbbbbbbbbbbb",
                "f.....a..................ff.....a...................fb.....a...................b",
                "f..ddd..ddd.ddd.ddd.dddd.ff..ddd..ddd.ddd.ddd.dddd..fb..ddd..ddd.ddd.ddd.dddd..b",
                "f........................ff.........................fb.........................b",
                "fffffffffffffffffffffffffffffffffffffffffffffffffffffbbbbbbbbbbbbbbbbbbbbbbbbbbb",
                "hhcccccccccccchhhhhhhhhhhhhhcccccccccccccccchhhhhhhhhhhcccccccccchhhhhhhhhhhhhhh",
                "h.....a..................hh.....a...................hh.....a...................h",
                "h..ddd..ddd.ddd.ddd.dddd.hh..ddd..ddd.ddd.ddd.dddd..hh..ddd..ddd.ddd.ddd.dddd..h",
                "h........................hh.........................hh.........................h",
                "hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh",
                ".b..........bbbbb...............................................................",
                ".b..........bbbb................................................................",
                "................................................................................",
                "................................................................................",
                "................................................................................",
                "igggggggiiiiiiiigiiiigiiiigiiiiigiiiiigggggiiiiiiigiiiiiigiiiiiigiiiiiigiiiiiiii",
            ],
            legend: [
                ". 16/231",
                "a 16/231 bold",
                "b 25/231 bold",
                "c 130/231 bold",
                "d 16/231 dim",
                "e 28/231 bold",
                "f 25/231",
                "g 16/231 bold reverse",
                "h 130/231",
                "i 16/231 reverse",
            ])
    }
}
