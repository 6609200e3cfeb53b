import CourtsideViewModels
import Foundation

/// The keymaps as docs/keys.md and the man page show them, and the regions of those files that
/// hold them, so a test can check that the docs and the code never disagree.
///
/// A region sits between marker lines: `<!-- keys:scoreboard -->` … `<!-- /keys:scoreboard -->` in
/// Markdown, `.\" keys:scoreboard` … `.\" /keys:scoreboard` in the man page.
struct KeysDoc {
    /// docs/, found from this file's place in the package.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs")

    /// One region: its screen and its text between the markers.
    struct Region {
        let screen: String
        let text: String
    }

    /// Where a screen's keys are written: docs/keys.md's Markdown or the man page's roff.
    enum Format { case markdown, roff }

    /// Every screen's keys in `format`, in the order of ``KeyConfiguration/screens``.
    static func regions(_ format: Format, _ keys: KeyConfiguration = .standard) -> [Region] {
        func region<Intent>(_ keymap: Keymap<Intent>) -> Region {
            Region(screen: keymap.screen, text: format == .markdown ? markdown(keymap) : roff(keymap))
        }
        return [
            region(keys.scoreboard), region(keys.scoreboardEdit), region(keys.gameList), region(keys.creator),
            region(keys.replay), region(keys.watch), region(keys.players), region(keys.playerPage), region(keys.run),
            region(keys.desk),
        ]
    }

    /// A table of the help groups: keys, what they do, and the actions' names in the keys file.
    static func markdown<Intent>(_ keymap: Keymap<Intent>) -> String {
        var lines = ["| keys | action | in the keys file |", "| --- | --- | --- |"]
        for group in keymap.helpGroups {
            let keys = Keymap<Intent>.keysText(of: group, key: { "`\($0.label)`" })
            let names = group.map { "`\($0.action)`" }.joined(separator: " ")
            lines.append("| \(keys) | \(group[0].help) | \(names) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The help groups as tagged paragraphs: the keys in bold, then what they do and the actions'
    /// names in the keys file.
    static func roff<Intent>(_ keymap: Keymap<Intent>) -> String {
        var lines: [String] = []
        for group in keymap.helpGroups {
            let keys = Keymap<Intent>.keysText(of: group, key: { roffText($0.label) })
            let names = group.map(\.action).joined(separator: " ")
            lines += [".TP", ".B \"\(keys)\"", "\(roffLine(group[0].help)) (\(roffText(names)))"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text that roff prints as it is: a backslash, a minus and the arrows escaped.
    static func roffText(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case "←": result += "\\(<-"
            case "→": result += "\\(->"
            case "↑": result += "\\(ua"
            case "↓": result += "\\(da"
            case "×": result += "\\(mu"
            default: result.append(character)
            }
        }
        return result
    }

    /// A line of text roff does not take for a request.
    static func roffLine(_ text: String) -> String {
        let escaped = roffText(text)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    /// The text between `open` and `close` in `document`, or nil without both markers.
    static func region(in document: String, open: String, close: String) -> String? {
        guard let start = document.range(of: open + "\n"),
            let end = document.range(of: close, range: start.upperBound..<document.endIndex)
        else { return nil }
        return String(document[start.upperBound..<end.lowerBound])
    }

    /// `document` with the text between the markers replaced by `text`.
    static func replacing(_ text: String, in document: String, open: String, close: String) -> String? {
        guard let start = document.range(of: open + "\n"),
            let end = document.range(of: close, range: start.upperBound..<document.endIndex)
        else { return nil }
        return document.replacingCharacters(in: start.upperBound..<end.lowerBound, with: text)
    }
}
