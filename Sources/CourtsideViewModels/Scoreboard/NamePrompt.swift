import CourtsideCore

/// The name prompt on the status line: a late arrival's name (`+`; on a run's game, a latecomer to
/// the run's line) or a player's new name (`N`).
///
/// A value of ``ScoreboardMode/naming(_:)``, like ``ClockPrompt``: it reads keys and says what
/// they mean (``Outcome``); the view model records the `join` or `rename`.
public struct NamePrompt: Equatable, Sendable {
    /// What the name is for.
    public enum Purpose: Equatable, Sendable {
        /// A late arrival joins this team (its name given, for the question).
        case join(Side, team: String)
        /// A latecomer arrives at the run whose game this is: the run's line first, then maybe
        /// this game's bench (``ScoreboardMode/joining(_:)`` asks).
        case arrive
        /// This player gets a new name (their name now, for the question).
        case rename(PlayerID, current: String)
    }

    /// What a key in the prompt comes to.
    public enum Outcome: Equatable, Sendable {
        /// Still typing (or told why not): the prompt as it is now.
        case typing(NamePrompt)
        /// Esc: the prompt closes, nothing recorded.
        case cancel
        /// Enter on a name: record it (trimmed; the game checks it).
        case commit(String)
    }

    /// What the name is for.
    public let purpose: Purpose
    /// What the scorer typed so far.
    public private(set) var text = ""
    /// Why the last key or Enter was refused, shown before the prompt; nil when nothing was.
    public private(set) var problem: String?
    /// The names Tab completes from (the library's players, when the board knows them).
    private let known: [String]

    /// An empty prompt for `purpose`; Tab completes from `known`.
    public init(_ purpose: Purpose, known: [String] = []) {
        self.purpose = purpose
        self.known = known
    }

    /// What `key` does: a character types (up to ``Team/maxNameLength``), Backspace rubs out, Tab
    /// completes a known name, Enter records the name, Esc cancels.
    public func handling(_ key: Key) -> Outcome {
        var next = self
        next.problem = nil
        switch key {
        case .character, .space:
            guard text.count < Team.maxNameLength else {
                next.problem = "a name has at most \(Team.maxNameLength) characters"
                return .typing(next)
            }
            if case .character(let character) = key { next.text.append(character) } else { next.text += " " }
        case .backspace, .delete:
            next.text = String(text.dropLast())
        case .tab:
            if let completed = NameCompletion.completion(of: text, from: known) { next.text = completed }
        case .escape:
            return .cancel
        case .enter:
            let name = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
            guard !name.isEmpty else {
                next.problem = "type a name"
                return .typing(next)
            }
            return .commit(name)
        default:
            next.problem = "type a name: Enter records it, Esc cancels"
        }
        return .typing(next)
    }

    /// The prompt as the status line shows it: `Hawks: who joins? Gus_  (Enter adds, Esc cancels)`,
    /// `new name for Jon: John_  (Enter renames, Esc cancels)`.
    public var statusText: String {
        let prompt =
            switch purpose {
            case .join(_, let team): "\(team): who joins? \(text)_  (Enter adds to the bench, Esc cancels)"
            case .arrive: "who arrives? \(text)_  (Enter adds to the run's line, Esc cancels)"
            case .rename(_, let current): "new name for \(current): \(text)_  (Enter renames, Esc cancels)"
            }
        return problem.map { "✗ \($0) · " + prompt } ?? prompt
    }

    /// The same prompt showing `problem` (a name the game refused).
    func refused(_ problem: String) -> NamePrompt {
        var next = self
        next.problem = problem
        return next
    }
}
