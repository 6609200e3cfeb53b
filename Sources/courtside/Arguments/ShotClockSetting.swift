import ArgumentParser
import CourtsideCore

/// `--shot-clock SECONDS|off`: the game's shot clock in whole seconds, or none; the range is the
/// rules' own and is checked with their message.
struct ShotClockSetting: ExpressibleByArgument, Hashable {
    /// The shot clock in milliseconds; nil for none.
    let ms: Int64?

    /// Reads whole seconds ("12", "24") or "off"; nil (a usage error naming the option) otherwise.
    init?(argument: String) {
        if argument == "off" {
            ms = nil
            return
        }
        guard !argument.isEmpty, argument.utf8.allSatisfy({ (48...57).contains($0) }), argument.utf8.count <= 3,
            let seconds = Int64(argument)
        else { return nil }
        ms = seconds * 1_000
    }

    /// The setting as typed.
    var defaultValueDescription: String { ms.map { "\($0 / 1_000)" } ?? "off" }
}
