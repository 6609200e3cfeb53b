import ArgumentParser
import CourtsideCore

/// `--time-limit m:ss`: the game clock at which the game ends, as the scorer types it ("10:00",
/// "0:05"); the range is the rules' own and is checked with their message.
struct TimeLimit: ExpressibleByArgument, Hashable {
    /// The limit in milliseconds.
    let ms: Int64

    /// Reads "m:ss" or "mm:ss"; nil (a usage error naming the option) otherwise.
    init?(argument: String) {
        guard let ms = Rules.parseLimit(argument) else { return nil }
        self.ms = ms
    }

    /// The limit as typed.
    var defaultValueDescription: String { Rules.limitText(ms) }
}
