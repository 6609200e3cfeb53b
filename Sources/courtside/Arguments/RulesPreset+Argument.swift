import ArgumentParser
import CourtsideCore

/// `--rules` takes a preset's name; its help and completion list come from the presets.
extension RulesPreset: ExpressibleByArgument {
    /// The names `--rules` takes.
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }

    /// What each preset plays to, for `--help`.
    public static var allValueDescriptions: [String: String] {
        allCases.reduce(into: [:]) { descriptions, preset in descriptions[preset.rawValue] = preset.rules.summary }
    }
}
