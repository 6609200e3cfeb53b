import CourtsideCore
import CourtsideStore
import Foundation
import Testing

/// The rules in the header line: every preset round-trips; a pickup game's header is what it
/// always was (format 2, target and win-by only); richer rules are format 3; bad values are a
/// corrupt header naming the rule.
@Suite("Rules in the header line")
struct RulesHeaderTests {
    @Test(
        "every preset, and rules with every key, come back from the file as written",
        arguments: [
            RulesPreset.pickup.rules, RulesPreset.fiba3x3.rules, RulesPreset.streetball.rules,
            RulesPreset.elevens.rules,
            RulesPreset.fullcourt.rules,
            try! Rules(
                target: 9, winBy: 3, cap: 12, timeLimitMs: 5_000, overtime: 4, shots: .twosAndThrees, bonusFouls: [4]),
        ])
    func roundTrip(rules: Rules) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("rule1", rules: rules))
        try Fixtures.play(Fixtures.mixed, on: session)
        session.recorder.close()
        let loaded = try library.load(Fixtures.id("rule1"))
        #expect(loaded.game.header.rules == rules)
        let first = try #require(try folder.text("rule1.jsonl").split(separator: "\n").first)
        let version =
            rules.shotClockMs != nil
            ? 4 : rules == RulesPreset.pickup.rules || rules == RulesPreset.elevens.rules ? 2 : 3
        #expect(first.hasPrefix("{\"format\":\(version),"), "\(first)")
    }

    @Test("a pickup header keeps exactly the old keys; FIBA 3x3 writes its limit, overtime default left out, bonus")
    func keys() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        try library.create(try Fixtures.header("rule2")).recorder.close()
        try library.create(try Fixtures.header("rule3", rules: RulesPreset.fiba3x3.rules)).recorder.close()
        #expect(try folder.text("rule2.jsonl").contains(#""rules":{"target":15,"winBy":2}}"#))
        #expect(
            try folder.text("rule3.jsonl").contains(
                #""rules":{"bonus":[7,10],"shotClock":12000,"target":21,"timeLimit":600000,"winBy":1}}"#))
    }

    @Test("an older file's header (format 2, target and win-by) loads unchanged as pickup rules")
    func olderFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.header(rules: #"{"target":15,"winBy":2}"#, format: 2), to: "old00001.jsonl")
        let loaded = try FileGameLibrary(folder: folder.path).load(Fixtures.id("old00001"))
        #expect(loaded.game.header.rules == .standard)
    }

    @Test(
        "bad rules in a header make it unreadable, with the rules' own message",
        arguments: [
            (#"{"cap":15,"target":15,"winBy":2}"#, "cap 15 must be above the target 15"),
            (#"{"target":15,"timeLimit":1500,"winBy":2}"#, "time limit 1500 ms is not a whole number of seconds"),
            (#"{"shots":"3,4","target":15,"winBy":2}"#, "not shot values: 3,4 (1,2 or 2,3)"),
            (#"{"bonus":[10,7],"target":15,"winBy":2}"#, "bonus thresholds 10, 7 must go up"),
            (#"{"overtime":0,"target":15,"timeLimit":60000,"winBy":2}"#, "overtime 0 is out of range 1…9"),
        ])
    func badRules(rules: String, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.header(rules: rules, format: 3), to: "bad00001.jsonl")
        let library = FileGameLibrary(folder: folder.path)
        do {
            _ = try library.load(Fixtures.id("bad00001"))
            Issue.record("loaded a header with bad rules")
        } catch {
            #expect("\(error)".contains(message), "\(error)")
        }
    }

    /// A header line with `rules` as its rules object: game old00001 in format 2, bad00001 otherwise.
    static func header(rules: String, format: Int) -> String {
        #"{"format":\#(format),"away":{"name":"Ringerz","players":[{"id":"away.1","name":"Hakeem"},{"id":"away.2","name":"Air Carter"},{"id":"away.3","name":"Kobe"}],"side":"away"},"created":1000,"home":{"name":"Ballerz","players":[{"id":"home.1","name":"Shaq"},{"id":"home.2","name":"A.I."},{"id":"home.3","name":"T-Mac"}],"side":"home"},"id":"\#(format == 2 ? "old00001" : "bad00001")","rules":\#(rules)}"#
            + "\n"
    }
}
