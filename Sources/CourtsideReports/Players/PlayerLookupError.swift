/// Why a name on the command line names no one player.
public enum PlayerLookupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No player fits; players the scorer may have meant.
    case unknown(String, candidates: [String])
    /// Several players fit: which one?
    case ambiguous(String, candidates: [String])

    /// The message, candidates one per line.
    public var description: String {
        switch self {
        case .unknown(let text, let candidates) where candidates.isEmpty:
            "no player called \"\(text)\" has a finished game (`courtside players` lists them)"
        case .unknown(let text, let candidates):
            "no player called \"\(text)\"; did you mean:\n" + candidates.map { "  \($0)" }.joined(separator: "\n")
        case .ambiguous(let text, let candidates):
            "\"\(text)\" could be any of these; name one exactly, or by its number (#N) once registered:\n"
                + candidates.map { "  \($0)" }.joined(separator: "\n")
        }
    }
}
