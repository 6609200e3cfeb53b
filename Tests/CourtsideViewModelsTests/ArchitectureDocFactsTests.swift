import Foundation
import Testing

/// What docs/architecture.md, the map, says of the tree that the tree can check: every module, every
/// mode of the scoreboard, and the types its invariants name. These fail when the map and the code
/// drift apart, whatever the wording around the names.
@Suite("Docs: the architecture map")
struct ArchitectureDocFactsTests {
    /// The package's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("the map names every module and stays a map (at most 350 lines)")
    func everyModule() throws {
        let map = try Self.text("docs/architecture.md")
        let modules = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Sources").path
        )
        .filter { !$0.hasPrefix(".") }
        #expect(modules.count > 10, "the modules found")
        for module in modules {
            #expect(map.contains(module), "docs/architecture.md does not name the module \(module)")
        }
        let lines = map.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 350, "docs/architecture.md has \(lines) lines")
    }

    @Test("the map's mode table lists every case of ScoreboardMode")
    func everyMode() throws {
        let source = try Self.text("Sources/CourtsideViewModels/Scoreboard/ScoreboardMode.swift")
        let cases = source.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(whereSeparator: { $0.isWhitespace })
            guard let index = words.firstIndex(of: "case"), index + 1 < words.count,
                words[..<index].allSatisfy({ $0 == "indirect" || $0 == "public" })
            else { return nil }
            let name = String(words[index + 1].prefix { $0.isLetter })
            return name.isEmpty ? nil : name
        }
        #expect(Set(cases).count >= 7, "ScoreboardMode's cases found: \(cases)")
        let rows = try Self.text("docs/architecture.md").split(separator: "\n").filter { $0.hasPrefix("| `.") }
        for name in cases {
            #expect(rows.contains { $0.hasPrefix("| `.\(name)") }, "docs/architecture.md's mode table lacks .\(name)")
        }
    }

    @Test("the types the map's flow and invariants name exist")
    func namedTypesExist() throws {
        let map = try Self.text("docs/architecture.md")
        let sources = Self.root.appendingPathComponent("Sources")
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map {
                $0.deletingPathExtension().lastPathComponent
            } ?? []
        let types = Set(files)
        for name in [
            "GameCommitter", "CommitOutcome", "ScoreboardViewModel", "ScoreboardPrompts", "PlayLogCorrections",
            "BoardPresenter", "BoardViewModelProtocol", "Dynamic", "BoundView", "Renderer", "ScreenRunLoop",
            "FileScoringRecorder", "GameState", "CSVCell", "TextSanitizer", "DisplayWidth", "FileAccess",
            "KeyConfiguration", "LibraryIndex", "GameFileFormat",
        ] {
            #expect(types.contains(name), "no \(name).swift in Sources")
            #expect(map.contains("`\(name)"), "docs/architecture.md does not name \(name)")
        }
    }
}
