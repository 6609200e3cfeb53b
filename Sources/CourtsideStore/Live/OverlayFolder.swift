import CourtsideCore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder of small text files that streaming software reads (`courtside overlay`): each file is
/// replaced whole, and only when its text changes.
///
/// A file is written beside its final name (`.NAME.tmp`) and renamed over it, so a reader opening
/// it at any moment gets the old text or the new, never half of one. Nothing is fsynced: the texts
/// are derived from the game's file, which is, and a tenth of the clock is not worth a disk flush.
///
/// No symbolic link is written through (issue 41): a link as the folder, or one at a file's name
/// in it, is refused with ``LibraryError`` naming it, and what it points to is left alone. Someone
/// could otherwise plant `score.txt -> a file of yours` in a shared folder and have it replaced.
/// A link planted at a file's name after the check is replaced as a name by the rename (which
/// never follows one), so what it points to is not written either way.
public final class OverlayFolder {
    /// The folder's path.
    public let path: String
    private let files: FileAccess
    /// The text each file was last given (or found with).
    private var texts: [String: String] = [:]

    /// The folder at `path`, created (with its parents) if missing; every call goes through
    /// `fileSystem`.
    public init(path: String, fileSystem: any FileSystem = PosixFileSystem()) throws(LibraryError) {
        self.path = path
        files = FileAccess(system: fileSystem)
        // Before (a clear message for a link to nothing) and after making it (a link planted between).
        try refuseLinkFolder()
        try files.makeFolder(path)
        try refuseLinkFolder()
    }

    /// Why a link is not written through, after "it is a symbolic link".
    static let linkRefusal = "; courtside does not write through links: remove it or choose another folder"

    private func refuseLinkFolder() throws(LibraryError) {
        guard (try? files.system.linkStatus(at: path).type) == .symbolicLink else { return }
        throw .folderUnavailable(path: path, reason: FileType.symbolicLink.refusal + Self.linkRefusal)
    }

    /// Gives the file `name` the text `text` (no line end is added), unless it has it already;
    /// true when the file was written.
    @discardableResult
    public func update(_ name: String, to text: String) throws(LibraryError) -> Bool {
        let file = "\(path)/\(name)"
        if texts[name] == nil, let current = try? contents(of: file) { texts[name] = current }
        guard texts[name] != text else { return false }
        if try files.linkStatus(at: file, action: "write")?.type == .symbolicLink {
            throw .io(file: file, action: "write", reason: FileType.symbolicLink.refusal + Self.linkRefusal)
        }
        // A new file under a name nobody can guess, created exclusively: whatever someone planted in
        // the folder (a hard link, a device, a FIFO) is never opened, written through, or waited on.
        guard let (fd, temporary) = try files.createExclusive(in: path, name: name, action: "write", file: file)
        else { throw .folderUnavailable(path: path, reason: "it disappeared") }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { buffer in
            Result { () throws(FileSystemError) in
                var done = 0
                while done < buffer.count {
                    done += try files.system.writeBytes(
                        fd, UnsafeRawBufferPointer(rebasing: buffer[done...]), path: file)
                }
            }
        }
        files.close(fd)
        do {
            try written.get()
            try files.system.moveName(temporary, to: file)
        } catch {
            try? files.system.removeName(temporary)
            throw .fileSystem(action: "replace", error: error)
        }
        texts[name] = text
        return true
    }

    /// A file's text now; nil when there is no regular file of that name.
    private func contents(of file: String) throws(LibraryError) -> String? {
        guard let fd = try files.openGameFile(file, writable: false, action: "read") else { return nil }
        defer { files.close(fd) }
        return String(decoding: try files.readAll(fd, path: file), as: UTF8.self)
    }
}
