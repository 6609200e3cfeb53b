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
    /// Why the screen cannot start, or nil when stdin and stdout are terminals and terminfo knows
    /// TERM as one that can address the cursor (`cup`) and clear the screen (`clear`).
    ///
    /// A terminal without them (TERM=dumb, a printing terminal) would start, draw nothing usable,
    /// and take keys the scorer cannot see: it is refused like an unknown one.
    public static func problem() -> TerminalProblem? {
        guard isatty(STDIN_FILENO) == 1 else { return .inputNotATerminal }
        guard isatty(STDOUT_FILENO) == 1 else { return .outputNotATerminal }
        guard let raw = getenv("TERM"), raw.pointee != 0 else { return .termUnset }
        let term = String(decoding: UnsafeRawBufferPointer(start: raw, count: strlen(raw)), as: UTF8.self)
        switch courtside_terminfo_check(raw, STDOUT_FILENO) {
        case 0: return nil
        case 1: return .termTooLimited(term, capability: "cannot move the cursor (no cup in terminfo)")
        case 2: return .termTooLimited(term, capability: "cannot clear the screen (no clear in terminfo)")
        default: return .termUnknown(term)
        }
    }
}
