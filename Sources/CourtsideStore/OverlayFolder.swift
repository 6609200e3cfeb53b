import CourtsideCore

#if canImport(Glibc)
    import Glibc
#endif

/// A folder of small text files that streaming software reads (`courtside overlay`): each file is
/// replaced whole, and only when its text changes.
///
/// A file is written beside its final name (`.NAME.tmp`) and renamed over it, so a reader opening
/// it at any moment gets the old text or the new, never half of one. Nothing is fsynced: the texts
/// are derived from the game's file, which is, and a tenth of the clock is not worth a disk flush.
public final class OverlayFolder {
    /// The folder's path.
    public let path: String
    /// The text each file was last given (or found with).
    private var texts: [String: String] = [:]

    /// The folder at `path`, created (with its parents) if missing.
    public init(path: String) throws(LibraryError) {
        self.path = path
        try PosixFile.makeFolder(path)
    }

    /// Gives the file `name` the text `text` (no line end is added), unless it has it already;
    /// true when the file was written.
    @discardableResult
    public func update(_ name: String, to text: String) throws(LibraryError) -> Bool {
        let file = "\(path)/\(name)"
        if texts[name] == nil, let current = try? Self.contents(of: file) { texts[name] = current }
        guard texts[name] != text else { return false }
        let temporary = "\(path)/.\(name).tmp"
        guard
            let fd = try PosixFile.openFile(
                temporary, flags: O_WRONLY | O_CREAT | O_TRUNC, action: "write", file: file)
        else { throw .folderUnavailable(path: path, reason: "it disappeared") }
        var bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes.count
            let done = bytes.withUnsafeMutableBytes { write(fd, $0.baseAddress! + written, count - written) }
            if done < 0 && errno == EINTR { continue }
            guard done > 0 else {
                let reason = PosixFile.errnoMessage
                PosixFile.closeFile(fd)
                unlink(temporary)
                throw .io(file: file, action: "write", reason: reason)
            }
            written += done
        }
        PosixFile.closeFile(fd)
        guard rename(temporary, file) == 0 else {
            let reason = PosixFile.errnoMessage
            unlink(temporary)
            throw .io(file: file, action: "replace", reason: reason)
        }
        texts[name] = text
        return true
    }

    /// A file's text now; nil when it does not exist.
    private static func contents(of file: String) throws(LibraryError) -> String? {
        guard let fd = try PosixFile.openFile(file, flags: O_RDONLY | O_NONBLOCK, action: "read") else { return nil }
        defer { PosixFile.closeFile(fd) }
        return String(decoding: try PosixFile.readAll(fd, path: file), as: UTF8.self)
    }
}
