import CourtsideCore

/// The presets' rules, short to write in tests.
enum PresetRules {
    static let fullcourt = RulesPreset.fullcourt.rules
    static let fiba = RulesPreset.fiba3x3.rules
}
