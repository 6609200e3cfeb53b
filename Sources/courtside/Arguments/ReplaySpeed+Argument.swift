import ArgumentParser
import CourtsideViewModels

/// `--speed` takes a ``ReplaySpeed``: its help, its error for a bad value and its shell completion
/// list come from the speeds themselves (`1 2 4 8 16 max`).
extension ReplaySpeed: ExpressibleByArgument {
    /// The words `--speed` takes, slowest first.
    public static var allValueStrings: [String] { allCases.map(\.defaultValueDescription) }

    /// What each word does, for `--help`.
    public static var allValueDescriptions: [String: String] {
        allCases.reduce(into: [:]) { descriptions, speed in
            descriptions[speed.defaultValueDescription] =
                speed == .max ? "no waiting: straight to the end" : "\(speed.label) game time"
        }
    }

    /// The word for this speed: `1` … `16`, `max`.
    public var defaultValueDescription: String { self == .max ? "max" : String(rawValue) }
}
