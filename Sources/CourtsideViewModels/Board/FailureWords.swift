import CourtsideCore

/// A failure to write, in words that fit the status line: one row, 80 columns at the least.
///
/// The reason comes first and whole ("the disk is full (ENOSPC)"), then the file by its name alone:
/// the library's folder is the scorer's own, and a path of it in front would push the reason off
/// the row (a 90-column message under a long home folder showed only "not saved: cannot append
/// to /home/…"). Everything else says what it says.
enum FailureWords {
    /// `error` as "REASON, FILE" for a refusal by the operating system or the store (the reason
    /// alone without `naming`), else its description. The longest reason (45 columns, an I/O
    /// error) with a game's file name fits behind a prefix of 16 columns.
    static func reason(_ error: any Error, naming: Bool = true) -> String {
        switch error as? LibraryError {
        case .fileSystem(_, let failure)?: naming ? "\(failure.reason), \(fileName(failure.path))" : failure.reason
        case .io(let file, _, let reason)?: naming ? "\(reason), \(fileName(file))" : reason
        default: "\(error)"
        }
    }

    /// The last part of `path`.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }
}
