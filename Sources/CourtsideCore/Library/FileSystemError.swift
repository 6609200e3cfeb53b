/// A system call the operating system refused, with its `errno` kept so messages and code can tell
/// a full disk from a permission problem or a read-only disk.
///
/// The store fills it in (core does no file I/O and knows no `errno` numbers); ``kind`` is the meaning
/// the scorer needs, ``code`` and ``symbol`` are the raw facts.
public struct FileSystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the refusal means, for messages and for code that must act on it.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// No space left on the device (`ENOSPC`).
        case diskFull
        /// The user's disk quota is used up (`EDQUOT`).
        case quotaExceeded
        /// The file may grow no larger (`EFBIG`): a file-size limit (`ulimit -f`) or the file
        /// system's largest file. courtside ignores SIGXFSZ, so the limit is this error, not death.
        case fileTooLarge
        /// The user may not do this (`EACCES`, `EPERM`).
        case permissionDenied
        /// The file system is mounted read-only (`EROFS`).
        case readOnlyFileSystem
        /// The disk itself failed (`EIO`).
        case ioError
        /// No such file or folder (`ENOENT`).
        case notFound
        /// The name is taken (`EEXIST`).
        case exists
        /// The name is a symbolic link where one is not followed (`ELOOP`).
        case symbolicLink
        /// The name is a folder (`EISDIR`).
        case isFolder
        /// A folder that is not empty (`ENOTEMPTY`).
        case folderNotEmpty
        /// Another open file holds the lock (`EWOULDBLOCK`).
        case locked
        /// Anything else; ``FileSystemError/detail`` says what.
        case other
    }

    /// The call that failed: `open`, `write`, `fsync`, `ftruncate`, `flock`, `link`, `rename`, …
    public let call: String
    /// The file or folder it was about.
    public let path: String
    /// The `errno` value.
    public let code: Int32
    /// The `errno` name (`ENOSPC`), or `errno N` for one the store does not name.
    public let symbol: String
    /// What it means.
    public let kind: Kind
    /// The system's own words (`strerror`).
    public let detail: String

    /// Creates an error from the facts the store read off the failed call.
    public init(call: String, path: String, code: Int32, symbol: String, kind: Kind, detail: String) {
        self.call = call
        self.path = path
        self.code = code
        self.symbol = symbol
        self.kind = kind
        self.detail = detail
    }

    /// Why, for people: "the disk is full (ENOSPC)".
    public var reason: String {
        let words: String
        switch kind {
        case .diskFull: words = "the disk is full"
        case .quotaExceeded: words = "the disk quota is used up"
        case .fileTooLarge: words = "the file has reached its size limit"
        case .permissionDenied: words = "permission denied"
        case .readOnlyFileSystem: words = "the disk is read-only"
        case .ioError: words = "the disk reported an input/output error"
        case .notFound: words = "it does not exist"
        case .exists: words = "the name is taken"
        case .symbolicLink: words = "it is a symbolic link"
        case .isFolder: words = "it is a folder"
        case .folderNotEmpty: words = "the folder is not empty"
        case .locked: words = "another program holds its lock"
        case .other: words = detail
        }
        return "\(words) (\(symbol))"
    }

    /// The call, the path and the reason: "write /path/k7m2x9qa.jsonl: the disk is full (ENOSPC)".
    public var description: String { "\(call) \(path): \(reason)" }
}
