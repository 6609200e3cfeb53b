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

    /// Every screen's table, in docs/keys.md's Markdown.
    static func markdownRegions(_ keys: KeyConfiguration = .standard) -> [Region] {
        [
            Region(screen: keys.scoreboard.screen, text: markdown(keys.scoreboard)),
            Region(screen: keys.scoreboardEdit.screen, text: markdown(keys.scoreboardEdit)),
            Region(screen: keys.gameList.screen, text: markdown(keys.gameList)),
            Region(screen: keys.creator.screen, text: markdown(keys.creator)),
            Region(screen: keys.replay.screen, text: markdown(keys.replay)),
            Region(screen: keys.watch.screen, text: markdown(keys.watch)),
            Region(screen: keys.players.screen, text: markdown(keys.players)),
            Region(screen: keys.playerPage.screen, text: markdown(keys.playerPage)),
            Region(screen: keys.run.screen, text: markdown(keys.run)),
        ]
    }

    /// Every screen's keys, in the man page's roff.
    static func manRegions(_ keys: KeyConfiguration = .standard) -> [Region] {
        [
            Region(screen: keys.scoreboard.screen, text: roff(keys.scoreboard)),
            Region(screen: keys.scoreboardEdit.screen, text: roff(keys.scoreboardEdit)),
            Region(screen: keys.gameList.screen, text: roff(keys.gameList)),
            Region(screen: keys.creator.screen, text: roff(keys.creator)),
            Region(screen: keys.replay.screen, text: roff(keys.replay)),
            Region(screen: keys.watch.screen, text: roff(keys.watch)),
            Region(screen: keys.players.screen, text: roff(keys.players)),
            Region(screen: keys.playerPage.screen, text: roff(keys.playerPage)),
            Region(screen: keys.run.screen, text: roff(keys.run)),
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
