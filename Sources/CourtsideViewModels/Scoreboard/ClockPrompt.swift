/// The clock prompt (`t`): what the scorer has typed, and why the last Enter was refused.
///
/// A value of ``ScoreboardMode/clockEntry(_:)``; it reads keys and says what they mean
/// (``Outcome``); the view model records the time.
public struct ClockPrompt: Equatable, Sendable {
    /// What the scorer typed so far.
    public private(set) var text = ""
    /// Why the last key or Enter was refused, shown before the prompt; nil when nothing was.
    public private(set) var problem: String?

    /// What a key in the prompt comes to.
    public enum Outcome: Equatable, Sendable {
        /// Still typing (or told why not): the prompt as it is now.
        case typing(ClockPrompt)
        /// Esc: the prompt closes, the clock untouched.
        case cancel
        /// Enter on a good time: set the clock to these milliseconds.
        case set(ms: Int64)
    }

    /// An empty prompt.
    public init() {}

    /// What `key` does: a digit, `:` or `.` types, Backspace rubs out, Enter reads the time (a bad
    /// one says why and keeps the prompt), Esc cancels; anything else says what the prompt takes.
    public func handling(_ key: Key) -> Outcome {
        var next = self
        next.problem = nil
        switch key {
        case .character(let character) where ClockEntry.accepts(character):
            if text.count < ClockEntry.maximumLength { next.text += String(character) }
        case .backspace, .delete:
            next.text = String(text.dropLast())
        case .escape:
            return .cancel
        case .enter:
            switch ClockEntry.milliseconds(text) {
            case .failure(let error): next.problem = error.reason
            case .success(let ms): return .set(ms: ms)
            }
        default:
            next.problem = "digits, : and . only"
        }
        return .typing(next)
    }

    /// The prompt as the status line shows it: `set clock to: 02:_  (mm:ss.t, Enter sets, Esc cancels)`.
    public var statusText: String {
        let prompt = "set clock to: \(text)_  (mm:ss.t, Enter sets, Esc cancels)"
        return problem.map { "✗ \($0) · " + prompt } ?? prompt
    }

    /// The same prompt showing `problem` (a time the game refused).
    func refused(_ problem: String) -> ClockPrompt {
        var next = self
        next.problem = problem
        return next
    }
}
