import CourtsideCore

/// Maps keys to scoreboard intents; the single source of the keymap, which the help overlay and
/// docs/keys.md show.
///
/// The select letters mirror the screen: `u i o` on the upper keyboard row pick the home panels on
/// the top row, `j k l` below them pick the away panels below.
public struct ScoreboardKeymap: Sendable {
    /// Keys that select home players 1…3, in slot order.
    public let homeSelect: [Character]
    /// Keys that select away players 1…3, in slot order.
    public let awaySelect: [Character]

    /// The default keymap.
    public static let standard = ScoreboardKeymap(homeSelect: ["u", "i", "o"], awaySelect: ["j", "k", "l"])

    /// Creates a keymap with the given select letters (three each).
    public init(homeSelect: [Character], awaySelect: [Character]) {
        precondition(homeSelect.count == Team.size && awaySelect.count == Team.size)
        self.homeSelect = homeSelect
        self.awaySelect = awaySelect
    }

    /// The key that selects a player.
    public func selectKey(for player: PlayerID) -> Character {
        (player.side == .home ? homeSelect : awaySelect)[player.number - 1]
    }

    /// The intent for a key, or nil when the key means nothing on the scoreboard.
    public func intent(for key: Key) -> ScoreboardIntent? {
        switch key {
        case .character(let character): intent(for: character)
        case .space: .toggleClock
        case .backspace: .undo
        case .tab: .moveSelection(.next)
        case .backTab: .moveSelection(.previous)
        case .left: .moveSelection(.left)
        case .right: .moveSelection(.right)
        case .up: .moveSelection(.up)
        case .down: .moveSelection(.down)
        case .enter, .escape, .home, .end, .resize: nil
        }
    }

    private func intent(for character: Character) -> ScoreboardIntent? {
        if let slot = homeSelect.firstIndex(of: character) { return .select(PlayerID(side: .home, number: slot + 1)) }
        if let slot = awaySelect.firstIndex(of: character) { return .select(PlayerID(side: .away, number: slot + 1)) }
        if let digit = character.wholeNumberValue, (1...2 * Team.size).contains(digit) {
            return .select(PlayerID.all[digit - 1])
        }
        switch character {
        case "s": return .apply(.onePoint)
        case "d": return .apply(.twoPoints)
        case "a": return .apply(.assist)
        case "r": return .apply(.rebound)
        case "f": return .apply(.foul)
        case "z": return .undo
        case "Z": return .redo
        case "?": return .showHelp
        case "q": return .requestQuit
        case "W": return .writeBack
        default: return nil
        }
    }

    /// The whole keymap as help lines, in the order the overlay and docs/keys.md show them.
    public var entries: [HelpEntry] {
        [
            HelpEntry(keys: "\(String(homeSelect).spaced) / 1 2 3", action: "select home player 1-3 (top row)"),
            HelpEntry(keys: "\(String(awaySelect).spaced) / 4 5 6", action: "select away player 1-3 (bottom row)"),
            HelpEntry(keys: "arrows  Tab  Shift-Tab", action: "move the selection"),
            HelpEntry(keys: "s", action: "+1 point"),
            HelpEntry(keys: "d", action: "+2 points"),
            HelpEntry(keys: "a", action: "assist"),
            HelpEntry(keys: "r", action: "rebound"),
            HelpEntry(keys: "f", action: "foul"),
            HelpEntry(keys: "Space", action: "start / pause the clock"),
            HelpEntry(keys: "Backspace  z", action: "undo the last move"),
            HelpEntry(keys: "Z", action: "redo"),
            HelpEntry(keys: "?", action: "this help"),
            HelpEntry(keys: "q", action: "quit (asks y/n)"),
            HelpEntry(keys: "W", action: "write the game back if its file was lost"),
        ]
    }
}

extension String {
    /// The characters with a space between each ("uio" → "u i o").
    fileprivate var spaced: String { map(String.init).joined(separator: " ") }
}
