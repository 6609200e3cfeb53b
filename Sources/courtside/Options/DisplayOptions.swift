import ArgumentParser
import CourtsideApp
import CourtsideScreen
import FoundationEssentials

/// `--theme NAME` and `--screen-reader`, for every command that opens screens.
struct DisplayOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The look of every screen: default, high-contrast, colour-blind or light.",
            discussion:
                "Default: $COURTSIDE_THEME, else `theme =` in the config file, else default. NO_COLOR still turns colour off.",
            valueName: "name"))
    var theme: String?
    @Flag(
        name: .customLong("screen-reader"),
        help: "Screen-reader mode: one sentence per change on the announce line, the cursor on it, no clock ticking.")
    var screenReader = false

    /// The preferences in force; an unknown theme is bad input (exit 2).
    func preferences() throws -> ScreenPreferences {
        let configured = try ConfigFile.load()["theme"]
        do {
            return try ScreenPreferences.resolve(
                theme: theme, configured: configured, screenReader: screenReader,
                environment: ProcessInfo.processInfo.environment)
        } catch {
            throw CommandFailure.usage(error.description)
        }
    }
}
