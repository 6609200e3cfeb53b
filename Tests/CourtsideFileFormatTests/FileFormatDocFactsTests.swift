import CourtsideCore
import CourtsideFileFormat
import Foundation
import Testing

/// What the README and docs/file-format.md say of the format's versions that the code can check:
/// these fail when a doc and ``GameFileFormat`` drift apart.
@Suite("Docs: what they say of the file format")
struct FileFormatDocFactsTests {
    /// The package's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A file of the package as text, its lines joined with spaces (the docs wrap their sentences).
    static func prose(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            .replacingOccurrences(of: "\n", with: " ")
    }

    /// The numbers in `text` (`4`, `12`), in order.
    static func numbers(in text: String) -> [Int] {
        text.split { !$0.isNumber }.compactMap { Int($0) }
    }

    @Test("the README gives the format versions new games are written as")
    func formatVersions() throws {
        // The README's paragraph on format versions names every version this build reads, and none it does not.
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let paragraph = readme.components(separatedBy: "\n\n").first { $0.contains("format version") }
        #expect(paragraph != nil, "README.md has no paragraph on the format versions")
        let said = Set(Self.numbers(in: paragraph ?? ""))
        let readable = Set(GameFileFormat.oldest...GameFileFormat.version)
        #expect(
            said == readable, "README.md names format versions \(said.sorted()), the code reads \(readable.sorted())")
        #expect(GameFileFormat.version(for: RulesPreset.pickup.rules) == GameFileFormat.plainRulesVersion)
        #expect(GameFileFormat.version(for: RulesPreset.elevens.rules) == GameFileFormat.plainRulesVersion)
        #expect(GameFileFormat.version(for: RulesPreset.streetball.rules) == GameFileFormat.rulesVersion)
        #expect(GameFileFormat.version(for: RulesPreset.fiba3x3.rules) == GameFileFormat.statSheetVersion)
        #expect(GameFileFormat.version(for: RulesPreset.fullcourt.rules) == GameFileFormat.statSheetVersion)
    }

    @Test("docs/file-format.md describes the newest format version and every step to it")
    func fileFormatVersions() throws {
        let text = try Self.prose("docs/file-format.md")
        let newest = GameFileFormat.version
        #expect(
            text.contains("**format version \(newest)**"), "file-format.md does not say it describes version \(newest)")
        #expect(
            text.contains("versions \(GameFileFormat.oldest) to \(newest)"),
            "file-format.md does not say which versions load")
        for version in (GameFileFormat.oldest + 1)...newest {
            #expect(
                text.contains("**Version \(version)** added"), "file-format.md's Versioning lacks version \(version)")
        }
        #expect(
            !text.contains("**Version \(newest + 1)**"), "file-format.md describes a version the code does not have")
        // Every "versions A to B" the page states ends at the newest.
        let ranges = text.components(separatedBy: "versions \(GameFileFormat.oldest) to ").dropFirst()
        for range in ranges {
            let end = Self.numbers(in: String(range.prefix(3))).first
            #expect(end == newest, "file-format.md says versions \(GameFileFormat.oldest) to \(end ?? -1)")
        }
    }
}
