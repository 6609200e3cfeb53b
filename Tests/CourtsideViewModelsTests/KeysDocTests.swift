import CourtsideViewModels
import Foundation
import Testing

/// docs/keys.md and the man page hold every keymap, generated from the tables in the code: these
/// tests fail when they disagree. `COURTSIDE_WRITE_DOCS=1 swift test --filter KeysDoc` writes the
/// regions again from the code (then review the diff).
@Suite("Keys in the docs")
struct KeysDocTests {
    static let rewrite = ProcessInfo.processInfo.environment["COURTSIDE_WRITE_DOCS"] == "1"

    /// Checks (or writes) each region of `file` between its markers.
    func check(file: String, regions: [KeysDoc.Region], markers: (String) -> (open: String, close: String)) throws {
        let url = KeysDoc.folder.appendingPathComponent(file)
        var document = try String(contentsOf: url, encoding: .utf8)
        for region in regions {
            let (open, close) = markers(region.screen)
            if Self.rewrite, let rewritten = KeysDoc.replacing(region.text, in: document, open: open, close: close) {
                document = rewritten
            }
            let found = KeysDoc.region(in: document, open: open, close: close)
            #expect(found != nil, "docs/\(file) has no \(open) … \(close) region")
            #expect(
                found == region.text,
                "docs/\(file) disagrees with the \(region.screen) keymap; it should read:\n\(region.text)")
        }
        if Self.rewrite { try document.write(to: url, atomically: true, encoding: .utf8) }
    }

    @Test("docs/keys.md shows every keymap as the code has it")
    func keysMarkdown() throws {
        try check(file: "keys.md", regions: KeysDoc.regions(.markdown)) {
            ("<!-- keys:\($0) -->", "<!-- /keys:\($0) -->")
        }
    }

    @Test("the man page shows every keymap as the code has it")
    func manPage() throws {
        try check(file: "courtside.1", regions: KeysDoc.regions(.roff)) { (".\\\" keys:\($0)", ".\\\" /keys:\($0)") }
    }

    @Test("the docs have a keys table for every screen of the keys file, in its order")
    func everyScreen() {
        #expect(KeysDoc.regions(.markdown).map(\.screen) == KeyConfiguration.screens)
        #expect(KeysDoc.regions(.roff).map(\.screen) == KeyConfiguration.screens)
    }

    @Test("docs/keys.md and the man page name every key name of the keys file")
    func keyNames() throws {
        let markdown = try String(contentsOf: KeysDoc.folder.appendingPathComponent("keys.md"), encoding: .utf8)
        let man = try String(contentsOf: KeysDoc.folder.appendingPathComponent("courtside.1"), encoding: .utf8)
        for named in Key.named {
            #expect(markdown.contains("`\(named.name)`"), "\(named.name) in docs/keys.md")
            #expect(man.contains(KeysDoc.roffText(named.name)), "\(named.name) in the man page")
        }
    }
}
