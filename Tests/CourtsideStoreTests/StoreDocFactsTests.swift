import Foundation
import Testing

@testable import CourtsideStore

/// What docs/file-format.md says of the store's versions that the code can check, whatever the
/// sentences around the numbers say.
@Suite("Docs: what they say of the store")
struct StoreDocFactsTests {
    /// docs/file-format.md, found from this file's place in the package.
    static func fileFormat() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("docs/file-format.md"), encoding: .utf8)
    }

    /// The first number after `marker` in `text`, within a few words of it.
    static func number(after marker: String, in text: String) -> Int? {
        guard let range = text.range(of: marker) else { return nil }
        let tail = text[range.upperBound...].prefix(24)
        return tail.split { !$0.isNumber }.compactMap { Int($0) }.first
    }

    @Test("the index's schema version is the one the store keeps")
    func indexSchema() throws {
        let text = try Self.fileFormat().replacingOccurrences(of: "\n", with: " ")
        let said = Self.number(after: "`PRAGMA user_version`", in: text)
        #expect(said == Int(LibraryIndex.schemaVersion), "file-format.md gives the index's schema as \(said ?? -1)")
    }

    @Test("the run file's example header carries the run format the store writes")
    func runFormat() throws {
        let header = try Self.fileFormat().split(separator: "\n").first {
            $0.hasPrefix("{") && $0.contains("\"run\":\"courtside run\"")
        }.map(String.init)
        #expect(header != nil, "file-format.md shows no run header line")
        let said = Self.number(after: "\"format\":", in: header ?? "")
        #expect(said == RunHeaderLine.version, "file-format.md's run header says format \(said ?? -1)")
    }
}
