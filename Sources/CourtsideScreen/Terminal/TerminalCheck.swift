import CNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Decides, before anything is written, whether the screen can start.
///
/// The executable calls ``problem()`` first and, when it returns a problem, prints it on stderr and
/// exits 2: no byte reaches stdout, so a pipe or a file never receives escape sequences.
public enum TerminalCheck {
    /// Why the screen cannot start, or nil when stdin and stdout are terminals and terminfo knows TERM.
    public static func problem() -> TerminalProblem? {
        guard isatty(STDIN_FILENO) == 1 else { return .inputNotATerminal }
        guard isatty(STDOUT_FILENO) == 1 else { return .outputNotATerminal }
        guard let raw = getenv("TERM"), raw.pointee != 0 else { return .termUnset }
        let term = String(cString: raw)
        guard courtside_terminfo_known(raw, STDOUT_FILENO) == 1 else { return .termUnknown(term) }
        return nil
    }
}
