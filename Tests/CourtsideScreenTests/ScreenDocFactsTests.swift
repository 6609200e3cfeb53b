import CourtsideViewModels
import Foundation
import Testing

@testable import CourtsideScreen

/// What the README and the docs say of the screen that the code can check.
@Suite("Docs: what they say of the screen")
struct ScreenDocFactsTests {
    /// The package's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The sizes (`W×H`) `text` gives as a smallest window: after "from", "at least", "smaller than",
    /// "need" or "minimum", however the sentence around them is worded.
    static func minimumsStated(in text: String) -> [String] {
        let pattern = #"(?i)(?:from|at least|smaller than|need|minimum:?)\s+(\d+×\d+)"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let whole = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: whole).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test("the smallest window the docs name is every screen's minimum")
    func smallestBoard() throws {
        let minimum = "\(ScreenMinimum.size.width)×\(ScreenMinimum.size.height)"
        for path in ["README.md", "docs/architecture.md", "docs/keys.md", "docs/screens.md"] {
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
                .replacingOccurrences(of: "\n", with: " ")
            let stated = Self.minimumsStated(in: text)
            #expect(!stated.isEmpty, "\(path) never gives the smallest window (\(minimum))")
            for size in stated {
                #expect(size == minimum, "\(path) gives \(size) as a smallest window; it is \(minimum)")
            }
        }
    }

    @Test("the minimum's phrases are found, and a wrong size among them is seen")
    func minimumsStatedAreRead() {
        #expect(Self.minimumsStated(in: "Every screen works from 64×20 up") == ["64×20"])
        #expect(Self.minimumsStated(in: "on any terminal of at least 70×22; smaller than 64×20") == ["70×22", "64×20"])
        #expect(Self.minimumsStated(in: "shown at 80×24 and 120×40").isEmpty)
    }

    @MainActor @Test("every help sentence docs/keys.md quotes is one the screen-reader help says")
    func helpSentences() throws {
        let keys = KeyConfiguration.standard
        let entries =
            keys.scoreboard.helpEntries + keys.gameList.helpEntries + keys.players.helpEntries
            + keys.playerPage.helpEntries + keys.run.helpEntries + keys.replay.helpEntries + keys.watch.helpEntries
        let said = Set(entries.map(\.sentence) + HelpOverlayView.spokenFooters)
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/keys.md"), encoding: .utf8)
            .replacingOccurrences(of: #"\n\s*"#, with: " ", options: .regularExpression)
        let quoted = try NSRegularExpression(pattern: "`(Press [^`]*)`")
        let sentences = quoted.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
        #expect(sentences.count >= 4, "the accessibility section quotes the help's sentences")
        for sentence in sentences { #expect(said.contains(sentence), "docs/keys.md quotes \(sentence)") }
    }
}
