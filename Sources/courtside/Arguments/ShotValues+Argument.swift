import ArgumentParser
import CourtsideCore

/// `--shots` takes `1,2` or `2,3` (also `2 and 3`).
extension ShotValues: ExpressibleByArgument {
    /// Reads the shot values as ``ShotValues/init(text:)`` does.
    public init?(argument: String) {
        self.init(text: argument)
    }

    /// The values `--shots` takes.
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }

    /// What each value counts, for `--help`.
    public static var allValueDescriptions: [String: String] {
        allCases.reduce(into: [:]) { descriptions, shots in
            descriptions[shots.rawValue] = "made shots worth \(shots.words) points"
        }
    }

    /// The value as typed: `1,2` or `2,3`.
    public var defaultValueDescription: String { rawValue }
}
