/// A look for every screen: what each ``ColorRole`` and the plain text are drawn in.
///
/// Views say what a span means (a ``TextStyle``: attributes and a role); the theme alone turns it
/// into colours and attributes (``ink(for:hasColors:)``), for ``NcursesTerminal`` and for the
/// tests' ``FakeTerminal`` alike. Nothing a theme does carries meaning on its own: every role's
/// span also says what it means in words or marks (HOME/AWAY, ▶, BONUS, GAME POINT, RUNNING), so
/// a theme only makes them easier to tell apart. Without colour (`NO_COLOR`, a monochrome
/// terminal) only the attributes are kept.
public struct Theme: Hashable, Sendable {
    /// The name `--theme` and `COURTSIDE_THEME` take.
    public let name: String
    /// What plain text and the blank screen are drawn in.
    public let screen: Ink
    /// Attributes the theme never draws (high contrast: dim, which halves the text's contrast).
    public let withheld: TextAttributes
    /// Each role's ink, by ``ColorRole/slot``: read on every write, so an array, not a dictionary.
    private let roles: [Ink]

    private init(name: String, screen: Ink = .terminal, withheld: TextAttributes = [], roles: [ColorRole: Ink]) {
        self.name = name
        self.screen = screen
        self.withheld = withheld
        self.roles = ColorRole.allCases.map { roles[$0] ?? .terminal }
    }

    /// The environment variable naming the theme.
    public static let environmentVariable = "COURTSIDE_THEME"

    /// The ink for a span of `style`: the theme's colours for its role (or the screen's for plain
    /// text) when `hasColors`, and the style's attributes with the role's added and the withheld
    /// ones taken out.
    public func ink(for style: TextStyle, hasColors: Bool) -> Ink {
        let role = style.color.map { roles[$0.slot] } ?? .terminal
        let attributes = style.attributes.union(role.attributes).subtracting(withheld)
        guard hasColors else { return Ink(attributes: attributes) }
        return Ink(
            foreground: role.foreground ?? screen.foreground, background: role.background ?? screen.background,
            attributes: attributes)
    }

    /// The terminal's own background, cyan home, yellow away, green for a running clock, red at
    /// FINAL, magenta for a problem.
    public static let standard = Theme(
        name: "default",
        roles: [
            .home: Ink(foreground: TerminalColor(6, basic: 6)), .away: Ink(foreground: TerminalColor(3, basic: 3)),
            .running: Ink(foreground: TerminalColor(2, basic: 2)), .final: Ink(foreground: TerminalColor(1, basic: 1)),
            .warning: Ink(foreground: TerminalColor(5, basic: 5)),
        ])

    /// White on black and bold: no other colour, nothing dim (21:1 everywhere).
    public static let highContrast = Theme(
        name: "high-contrast", screen: Ink(foreground: .white, background: .black), withheld: .dim,
        roles: Dictionary(uniqueKeysWithValues: ColorRole.allCases.map { ($0, Ink(attributes: .bold)) }))

    /// The Okabe–Ito palette, which the common colour-vision deficiencies tell apart: sky blue home,
    /// orange away, bluish green running, vermillion at FINAL, reddish purple for a problem. The
    /// teams differ in light as well as hue, and in words and marks on every theme (HOME/AWAY, the
    /// log's H and A).
    public static let colourBlind = Theme(
        name: "colour-blind",
        roles: [
            .home: Ink(foreground: TerminalColor(74, basic: 6)),
            .away: Ink(foreground: TerminalColor(214, basic: 3)),
            .running: Ink(foreground: TerminalColor(36, basic: 2)),
            .final: Ink(foreground: TerminalColor(166, basic: 1)),
            .warning: Ink(foreground: TerminalColor(175, basic: 5)),
        ])

    /// Black on white for a court in daylight, with dark accents that keep their contrast on white:
    /// blue home, brown away, green running, red at FINAL, purple for a problem.
    public static let light = Theme(
        name: "light", screen: Ink(foreground: .black, background: .white),
        roles: [
            .home: Ink(foreground: TerminalColor(25, basic: 4)),
            .away: Ink(foreground: TerminalColor(130, basic: 1)),
            .running: Ink(foreground: TerminalColor(28, basic: 2)),
            .final: Ink(foreground: TerminalColor(124, basic: 1)),
            .warning: Ink(foreground: TerminalColor(90, basic: 5)),
        ])

    /// Every theme, in the order help lists them.
    public static let all: [Theme] = [.standard, .highContrast, .colourBlind, .light]

    /// The theme called `name` (any case; `colour-blind` also as `color-blind`), nil when none is.
    public static func named(_ name: String) -> Theme? {
        let wanted = name.lowercased() == "color-blind" ? "colour-blind" : name.lowercased()
        return all.first { $0.name == wanted }
    }
}
