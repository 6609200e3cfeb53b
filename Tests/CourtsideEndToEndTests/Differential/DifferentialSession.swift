import CourtsideCore
import CourtsideTesting

/// A random scoring session for the differential test: the rules it is played under and the seed
/// of each step (``ScorerStep``), all drawn from one seed by the project's own generator.
///
/// Shrinking drops steps: first half the session at a time, then one step at a time, so a failing
/// session comes down to the few steps that make the views disagree.
struct DifferentialSession: CustomStringConvertible, Sendable {
    /// Which rules: a pickup game to 15 with benches of five and four, FIBA 3x3 with a one-minute
    /// time limit (so overtime comes), or full court (shots 2 and 3, a 24-second shot clock).
    let rulesIndex: Int
    let steps: [UInt32]

    static let ruleSets: [(name: String, rules: Rules, home: [String], away: [String])] = [
        (
            "pickup to 15, benches", Rules.standard, ["Ann", "Bob", "Cy", "Dee", "Eve"],
            ["Flo", "Gus", "Hal", "Ivy"]
        ),
        (
            "FIBA 3x3, 1:00",
            try! Rules(
                target: 21, winBy: 1, timeLimitMs: 60_000, overtime: 2, bonusFouls: [7, 10], shotClockMs: 12_000),
            ["Ann", "Bob", "Cy", "Dee"], ["Flo", "Gus", "Hal"]
        ),
        ("full court", RulesPreset.fullcourt.rules, ["Ann", "Bob", "Cy"], ["Flo", "Gus", "Hal"]),
    ]

    /// The session drawn from `seed`: 20 to 100 steps.
    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        rulesIndex = Int(random.next() % UInt64(Self.ruleSets.count))
        steps = (0..<(20 + Int(random.next() % 81))).map { _ in UInt32(truncatingIfNeeded: random.next()) }
    }

    private init(rulesIndex: Int, steps: [UInt32]) {
        self.rulesIndex = rulesIndex
        self.steps = steps
    }

    /// Shorter sessions, shortest first: without either half, then without each one step.
    var shrunk: [DifferentialSession] {
        guard !steps.isEmpty else { return [] }
        let half = steps.count / 2
        var smaller: [[UInt32]] = []
        if half > 0 { smaller += [Array(steps[half...]), Array(steps[..<half])] }
        smaller += steps.indices.map { index in Array(steps[..<index] + steps[(index + 1)...]) }
        return smaller.map { DifferentialSession(rulesIndex: rulesIndex, steps: $0) }
    }

    var description: String {
        "\(Self.ruleSets[rulesIndex].name): " + steps.map { ScorerStep(seed: $0).description }.joined(separator: " | ")
    }
}
