import ArgumentParser
import CourtsideCore

/// The rules of a game (`courtside new`) or of every game of a run (`courtside run`): `--rules`
/// (pickup when not given), each explicit flag overriding the preset's value; the result is
/// checked as a whole by the core, so a bad combination gets the core's message.
struct RulesOptions: ParsableArguments {
    @Option(help: "A rule set by name.") var rules: RulesPreset = .pickup
    // Unconditional, so `--to -5` reads -5 (and says it is out of range) instead of taking it for a flag.
    @Option(name: .customLong("to"), parsing: .unconditional, help: "Points to win (1…99; default: the rule set's).")
    var target: Int?
    @Option(name: .customLong("win-by"), parsing: .unconditional, help: "Lead needed to win (1…9).")
    var winBy: Int?
    @Option(parsing: .unconditional, help: "Score that wins whatever the margin (above the target, up to 99).")
    var cap: Int?
    @Option(
        name: .customLong("time-limit"),
        help: ArgumentHelp(
            "Game clock at which the leader wins, m:ss (0:01…99:59); a tie goes to overtime.", valueName: "m:ss"))
    var timeLimit: TimeLimit?
    @Option(help: "What the two made shots are worth: 1,2 or 2,3.") var shots: ShotValues?
    @Option(
        name: .customLong("shot-clock"),
        help: ArgumentHelp(
            "The shot clock in whole seconds (5…60), or off (default: the rule set's: fiba3x3 12, fullcourt 24).",
            valueName: "seconds|off"))
    var shotClock: ShotClockSetting?

    /// The preset's rules with the explicit flags in place of its values.
    func gameRules() throws(SetupError) -> Rules {
        let base = rules.rules
        return try Rules(
            target: target ?? base.target, winBy: winBy ?? base.winBy, cap: cap ?? base.cap,
            timeLimitMs: timeLimit?.ms ?? base.timeLimitMs, overtime: base.overtime, shots: shots ?? base.shots,
            bonusFouls: base.bonusFouls, shotClockMs: shotClock.map(\.ms) ?? base.shotClockMs)
    }
}
