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
    /// The game's file is locked by something that is not a courtside scorer (`holder` says what,
    /// as far as the system tells: a program and its process, a shared lock).
    case lockedByOther(GameID, file: String, holder: String)
    /// A line in the middle of a game file does not parse. `line` is 1-based.
    case corruptLine(file: String, line: Int, reason: String)
    /// The first line of a game file is missing or is not a header this version can read.
    case badHeader(file: String, reason: String)
    /// The file was written in a format version this courtside does not know; `reads` is the
    /// versions it does (the file format's, which core does not know).
    case unknownFormat(file: String, version: Int, reads: ClosedRange<Int>)
    /// An event in a file, or one offered for recording, is one the rules refuse. `line` is 1-based.
    case rejectedEvent(file: String, line: Int, error: GameError)
    /// The recorder was closed; open the game for scoring again to record.
    case closed(GameID)
    /// A read or write could not be done for a reason of courtside's own (`action` says which,
    /// `reason` why); refusals by the operating system are ``fileSystem(action:error:)``.
    case io(file: String, action: String, reason: String)
    /// The operating system refused a call; `error` keeps its `errno`, so a full disk, a
    /// permission problem and a read-only disk can be told apart.
    case fileSystem(action: String, error: FileSystemError)
    /// The name of a game is not a regular file (a symbolic link, a FIFO, a folder, a device, a
    /// socket); `reason` says which. It is never read, and can be deleted.
    case notAGameFile(file: String, reason: String)
    /// The file being scored was deleted, replaced or changed by someone else; the event was not
    /// saved, and the game can be written back from memory.
    case fileGone(file: String, change: GameFileChange)
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
        case .lockedByOther(let id, let file, let holder):
            "game \(id) cannot be opened: \(file) is locked by \(holder), which is not a courtside scorer; "
                + "end it (or wait for it) and try again"
        case .corruptLine(let file, let line, let reason): "\(file):\(line): corrupt line: \(reason)"
        case .badHeader(let file, let reason): "\(file):1: bad header: \(reason)"
        case .unknownFormat(let file, let version, let reads) where version > reads.upperBound:
            "\(file):1: unknown format version \(version) (this courtside reads \(Self.versions(reads))); "
                + "a newer courtside wrote it"
        case .unknownFormat(let file, let version, let reads):
            "\(file):1: unknown format version \(version) (this courtside reads \(Self.versions(reads)))"
        case .rejectedEvent(let file, let line, let error): "\(file):\(line): event refused: \(error)"
        case .closed(let id): "game \(id) is closed for scoring"
        case .io(let file, let action, let reason): "cannot \(action) \(file): \(reason)"
        case .fileSystem(let action, let error): "cannot \(action) \(error.path): \(error.reason)"
        case .notAGameFile(let file, let reason):
            "\(file): not a game file: \(reason) (courtside reads only regular files; delete removes it)"
        case .fileGone(let file, .deleted):
            "\(file) was deleted while this game was being scored; nothing more was saved to it"
        case .fileGone(let file, .replaced):
            "\(file) was replaced by another file while this game was being scored; nothing more was saved to it"
        case .fileGone(let file, .changed):
            "\(file) was changed by another program while this game was being scored; nothing more was saved to it"
        case .folderUnavailable(let path, let reason): "cannot use library folder \(path): \(reason)"
        }
    }

    /// Format versions in words: `version 7`, `versions 1 and 2`, `versions 1 to 7`.
    private static func versions(_ range: ClosedRange<Int>) -> String {
        switch range.count {
        case 1: "version \(range.lowerBound)"
        case 2: "versions \(range.lowerBound) and \(range.upperBound)"
        default: "versions \(range.lowerBound) to \(range.upperBound)"
        }
    }
}
