/// A line typed on the run board's status line: the names of players arriving, of one leaving, of
/// two changing places, or a name and its new spelling.
/// A value: it reads a key and says what it comes to.
public struct RunPrompt: Hashable, Sendable {
    /// What the typing is for.
    public enum Purpose: Hashable, Sendable {
        /// Players arriving (commas between names).
        case arrive
        /// A player leaving.
        case leave
        /// Two players changing places (a comma between).
        case swap
        /// A player's name, a comma, their new name.
        case rename
    }

    /// What a key comes to.
    public enum Outcome: Hashable, Sendable {
        /// Still typing: the prompt with the key applied.
        case typing(RunPrompt)
        /// Enter: the text.
        case submit(String)
        /// Esc: the prompt closes and nothing changes.
        case cancel
    }

    /// What it is for.
    public let purpose: Purpose
    /// What is typed so far.
    public private(set) var text = ""

    /// An empty prompt for `purpose`.
    public init(purpose: Purpose) {
        self.purpose = purpose
    }

    /// Types, rubs out, completes the last name from `names` (Tab), submits or cancels.
    public func reading(_ key: Key, names: [String]) -> Outcome {
        var next = self
        switch key {
        case .enter: return .submit(text)
        case .escape: return .cancel
        case .backspace, .delete:
            if !next.text.isEmpty { next.text.removeLast() }
        case .tab:
            next.text = completed(from: names)
        case .space: next.text.append(" ")
        case .character(let character): next.text.append(character)
        default: break
        }
        return .typing(next)
    }

    /// The text with its last name completed, when exactly one of `names` starts with it (any case).
    func completed(from names: [String]) -> String {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let last = String(parts.last ?? "").drop { $0 == " " }
        guard !last.isEmpty else { return text }
        guard let match = NameCompletion.completion(of: String(last), from: names) else { return text }
        let head = text.dropLast(last.count)
        return head + match
    }

    /// The status line while typing: what is asked, then the end of what is typed (a long paste
    /// shows its last names, where the cursor is). The keys are in the board's help.
    public var line: String {
        let shown = text.count > Self.shownLength ? "…" + text.suffix(Self.shownLength - 1) : Substring(text)
        switch purpose {
        case .arrive: return "arriving (commas between, Tab completes): \(shown)▏"
        case .leave: return "who leaves? (Tab completes): \(shown)▏"
        case .swap: return "who change places? (two names, a comma between): \(shown)▏"
        case .rename: return "rename (the name, a comma, the new name; Tab completes): \(shown)▏"
        }
    }

    /// The most characters of the typing the status line shows.
    static let shownLength = 40
}
