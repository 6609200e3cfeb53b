import Foundation
import Testing

@testable import CourtsideScreen

/// What the README and the docs say of the screen that the code can check.
@Suite("Docs: what they say of the screen")
struct ScreenDocFactsTests {
    /// The package's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("the smallest window the docs name is every screen's minimum")
    func smallestBoard() throws {
        let minimum = "\(ScreenMinimum.size.width)×\(ScreenMinimum.size.height)"
        let sentences = [
            "README.md": "Every screen works from \(minimum) up",
            "docs/architecture.md": "on any terminal of at least \(minimum)",
            "docs/keys.md": "fits any window from \(minimum) up",
            "docs/screens.md": "Smaller than \(minimum), the screen says",
        ]
        for (path, sentence) in sentences {
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            #expect(text.replacingOccurrences(of: "\n", with: " ").contains(sentence), "\(path): \(sentence)")
        }
    }
}
