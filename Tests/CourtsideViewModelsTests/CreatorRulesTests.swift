import CourtsideCore
import CourtsideViewModels
import Testing

/// The creator's rules field: Space cycles through the presets and the target and win-by follow;
/// the game is created under the preset with the form's target and win-by.
@MainActor
@Suite("Game creator rules field")
struct CreatorRulesTests {
    @Test("Space on the rules field cycles the presets, target and win-by following, and back to pickup")
    func cycle() {
        let h = CreatorHarness()
        h.focus(.rules)
        #expect(h.creator.field(.rules).text.value == "pickup")
        var seen: [String] = []
        for _ in RulesPreset.allCases {
            h.type(" ")
            seen.append(h.creator.field(.rules).text.value)
            let preset = RulesPreset(rawValue: seen.last ?? "")
            #expect(h.creator.field(.target).text.value == preset.map { String($0.rules.target) })
            #expect(h.creator.field(.winBy).text.value == preset.map { String($0.rules.winBy) })
        }
        #expect(seen == RulesPreset.allCases.dropFirst().map(\.rawValue) + ["pickup"])
        #expect(h.badFields.isEmpty)
    }

    @Test("fiba3x3 from the form: the game gets the preset's rules, with the form's target")
    func createsUnderThePreset() throws {
        let h = CreatorHarness()
        h.focus(.rules)
        h.type(" ")
        #expect(h.creator.status.value == "rules: fiba3x3 (to 21 or 10:00 · OT first to 2)")
        h.press(.enter)  // to the target
        h.type("15")
        h.press(.enter, 2)
        guard case .created(let session) = h.creator.takeAction() else {
            Issue.record("no game created: \(h.creator.status.value)")
            return
        }
        let rules = try h.library.load(session.game.header.id).game.header.rules
        #expect(rules.target == 15 && rules.timeLimitMs == 600_000 && rules.bonusFouls == [7, 10] && rules.winBy == 1)
    }

    @Test(
        "a typed name that is no preset is marked with the known names; a cap the target passes is marked on the target"
    )
    func badValues() {
        let h = CreatorHarness()
        h.focus(.rules)
        h.type("nba")
        #expect(h.error(.rules) == "no rules called \"nba\" (known: pickup, fiba3x3, streetball, elevens, fullcourt)")
        h.clear()
        h.type("streetball")
        #expect(h.error(.rules) == nil)
        h.focus(.target)
        h.type("25")
        #expect(h.error(.target) == "cap 25 must be above the target 25")
        #expect(!h.creator.isValid.value)
    }

    @Test("prefilled values keep their preset")
    func prefill() {
        var values = GameCreatorValues.standard
        values.preset = .fullcourt
        values.target = 21
        let h = CreatorHarness(values: values)
        #expect(h.creator.field(.rules).text.value == "fullcourt")
        #expect(h.badFields.isEmpty)
    }
}
