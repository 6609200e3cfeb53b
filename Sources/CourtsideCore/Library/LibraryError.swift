/// Why the library could not do what was asked; each case reads as a message for the scorer and
/// names the file (and line) where one is at fault.
public enum LibraryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No game has this id or id prefix.
    case notFound(String)
    /// The text cannot be a game id (ids are lowercase letters and digits).
    case invalidReference(String)
    /// More than one game starts with this prefix.
    case ambiguous(prefix: String, candidates: [GameID])
    /// Every game is finished (or there are none), so there is nothing to resume.
    case noUnfinishedGame
    /// The game is open for live scoring elsewhere (another window or process holds its lock).
    case locked(GameID, file: String)
    /// A line in the middle of a game file does not parse. `line` is 1-based.
    case corruptLine(file: String, line: Int, reason: String)
    /// The first line of a game file is missing or is not a header this version can read.
    case badHeader(file: String, reason: String)
    /// The file was written in a format version this courtside does not know.
    case unknownFormat(file: String, version: Int)
    /// An event in a file, or one offered for recording, is one the rules refuse. `line` is 1-based.
    case rejectedEvent(file: String, line: Int, error: GameError)
    /// The recorder was closed; open the game for scoring again to record.
    case closed(GameID)
    /// The operating system refused a read or write (`action` says which, `reason` why).
    case io(file: String, action: String, reason: String)
    /// The library folder cannot be used.
    case folderUnavailable(path: String, reason: String)

    /// The message shown to the scorer.
    public var description: String {
        switch self {
        case .notFound(let reference): "no game matches \"\(reference)\""
        case .invalidReference(let reference):
            "\"\(reference)\" is not a game id (ids are lowercase letters and digits)"
        case .ambiguous(let prefix, let candidates):
            "\"\(prefix)\" matches \(candidates.count) games: "
                + candidates.map(\.rawValue).joined(separator: ", ") + "; type more of the id"
        case .noUnfinishedGame: "there is no unfinished game to resume"
        case .locked(let id, let file):
            "game \(id) is already open for scoring elsewhere (\(file) is locked); close it there first"
        case .corruptLine(let file, let line, let reason): "\(file):\(line): corrupt line: \(reason)"
        case .badHeader(let file, let reason): "\(file):1: bad header: \(reason)"
        case .unknownFormat(let file, let version):
            "\(file):1: unknown format version \(version) (this courtside reads version \(GameFileFormat.version)); "
                + "a newer courtside wrote it"
        case .rejectedEvent(let file, let line, let error): "\(file):\(line): event refused: \(error)"
        case .closed(let id): "game \(id) is closed for scoring"
        case .io(let file, let action, let reason): "cannot \(action) \(file): \(reason)"
        case .folderUnavailable(let path, let reason): "cannot use library folder \(path): \(reason)"
        }
    }
}
