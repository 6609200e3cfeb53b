/// Why the screen cannot start: the one line the executable prints on stderr before exiting 2.
public enum TerminalProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// Standard input is not a terminal (piped or redirected).
    case inputNotATerminal
    /// Standard output is not a terminal (piped or redirected).
    case outputNotATerminal
    /// TERM is unset or empty.
    case termUnset
    /// terminfo has no entry for TERM.
    case termUnknown(String)
    /// terminfo knows TERM but it cannot do what a full screen needs (`capability` says what:
    /// TERM=dumb cannot move the cursor), so every key would be scored blind.
    case termTooLimited(String, capability: String)
    /// ncurses refused to start for another reason.
    case startFailed

    /// The message, without a program-name prefix.
    public var description: String {
        switch self {
        case .inputNotATerminal: "not a terminal: standard input is not a TTY"
        case .outputNotATerminal: "not a terminal: standard output is not a TTY"
        case .termUnset: "not a terminal: TERM is not set"
        case .termUnknown(let term): "not a terminal: TERM=\(term) is unknown to terminfo"
        case .termTooLimited(let term, let capability):
            "not a full-screen terminal: TERM=\(term) \(capability); courtside needs one that can"
        case .startFailed: "not a terminal: ncurses could not start the screen"
        }
    }
}
