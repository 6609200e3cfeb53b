/// How the screens are shown to this scorer: the ``Theme`` and whether a screen reader reads them.
public struct ScreenPreferences: Hashable, Sendable {
    /// What every screen is drawn in.
    public var theme: Theme
    /// Screen-reader mode: the cursor shown on the announce line, one sentence per change, no
    /// clock repainted each tenth, no flash.
    public var screenReader: Bool

    /// The variable that turns screen-reader mode on (`1`, `yes` or `true`).
    public static let screenReaderVariable = "COURTSIDE_SCREEN_READER"

    /// Preferences of `theme`, screen-reader mode on or off.
    public init(theme: Theme = .standard, screenReader: Bool = false) {
        self.theme = theme
        self.screenReader = screenReader
    }

    /// The flags' choice (`theme`, `screenReader`) over the environment's (`COURTSIDE_THEME`,
    /// `COURTSIDE_SCREEN_READER`), and the environment's over the config file's theme
    /// (`configured`); throws the words for a theme that does not exist, naming where it was set.
    public static func resolve(
        theme flag: String?, configured: String? = nil, screenReader: Bool, environment: [String: String]
    ) throws(ThemeNameError) -> ScreenPreferences {
        let fromEnvironment = environment[Theme.environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        var theme = Theme.standard
        if let name = flag ?? fromEnvironment ?? configured {
            guard let named = Theme.named(name) else {
                let source =
                    flag != nil
                    ? "--theme" : fromEnvironment != nil ? Theme.environmentVariable : "the config file's theme"
                throw ThemeNameError(name: name, source: source)
            }
            theme = named
        }
        let readerValue = environment[screenReaderVariable]?.lowercased() ?? ""
        return ScreenPreferences(
            theme: theme, screenReader: screenReader || ["1", "yes", "true"].contains(readerValue))
    }
}
