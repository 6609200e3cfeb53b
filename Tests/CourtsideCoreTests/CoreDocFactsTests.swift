import CourtsideCore
import Foundation
import Testing

/// What the README and docs/architecture.md say of core that the code can check: these fail when
/// a doc and the code drift apart.
@Suite("Docs: what they say of core")
struct CoreDocFactsTests {
    /// The package's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A file of the package as text, its lines joined with spaces (the docs wrap their sentences).
    static func prose(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            .replacingOccurrences(of: "\n", with: " ")
    }

    /// The modules a Swift file imports (`import X`, `@preconcurrency import X`, `import struct X.Y`).
    static func imports(of text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let words = line.split(whereSeparator: \.isWhitespace).drop { $0.hasPrefix("@") }
            guard words.first == "import", let last = words.last else { return nil }
            return String(last.split(separator: ".")[0])
        }
    }

    @Test(
        "core imports only the C library (the clock) (docs/architecture.md)")
    func coreImportsOnlyTheClock() throws {
        let folder = Self.root.appendingPathComponent("Sources/CourtsideCore")
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 10, "core's sources found")
        var importers: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let imports = Self.imports(of: text)
            #expect(Set(imports).isSubset(of: ["Glibc", "Darwin"]), "\(file.lastPathComponent) imports \(imports)")
            if !imports.isEmpty {
                importers.append(file.lastPathComponent)
                #expect(text.contains("clock_gettime"), "\(file.lastPathComponent) imports \(imports)")
            }
        }
        #expect(importers == ["SystemTimeSource.swift"])
        // The map's row for core names both imports, the file that makes each, and nothing else.
        let architecture = try String(
            contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let row = architecture.split(separator: "\n").first { $0.hasPrefix("| `CourtsideCore` |") }.map(String.init)
        #expect(row != nil, "docs/architecture.md has no module row for CourtsideCore")
        for fact in ["SystemTimeSource", "clock_gettime", "Glibc"] {
            #expect(row?.contains(fact) == true, "docs/architecture.md's CourtsideCore row does not name \(fact)")
        }
        for other in ["Foundation", "Synchronization", "CNcurses", "CSQLite", "CourtsideReports", "CourtsideStore"] {
            #expect(row?.contains(other) == false, "docs/architecture.md says core may import \(other)")
        }
    }

    @Test("the README names every rule set")
    func ruleSets() throws {
        let readme = try Self.prose("README.md")
        for preset in RulesPreset.allCases {
            #expect(readme.contains("`\(preset.rawValue)` ("), "README.md does not describe --rules \(preset.rawValue)")
        }
    }
}
