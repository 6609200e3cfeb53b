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
/// The folder is held open from the start and every file is read, made and renamed relative to
/// it, so a folder swapped for a link later is never written through either; a link planted at a
/// file's name after the check is replaced as a name by the rename (which never follows one).
/// In a shared folder (world-writable and sticky, as /tmp is), another user's file at a file's
/// name is refused as the kernel's `protected_regular` would refuse it, not replaced.
public final class OverlayFolder {
    /// The folder's path.
    public let path: String
    private let files: FileAccess
    /// The folder, open since it was checked.
    private let folder: Int32
    /// What the folder was when opened: whose, and whether it is shared.
    private let folderStatus: FileStatus
    /// The text each file was last given (or found with).
    private var texts: [String: String] = [:]

    /// The folder at `path`, created (with its parents) if missing; every call goes through
    /// `fileSystem`.
    public init(path: String, fileSystem: any FileSystem = PosixFileSystem()) throws(LibraryError) {
        self.path = path
        files = FileAccess(system: fileSystem)
        // Before making it: a clear message for a link to nothing.
        try Self.refuseLinkFolder(path, files)
        try files.makeFolder(path)
        do {
            // O_NOFOLLOW: a link planted since the check is refused by the kernel itself.
            folder = try fileSystem.openFile(
                path, flags: O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK, mode: 0)
        } catch {
            try Self.refuseLinkFolder(path, files)
            throw .folderUnavailable(path: path, reason: error.reason)
        }
        do {
            folderStatus = try fileSystem.status(of: folder, path: path)
        } catch {
            fileSystem.closeFile(folder)
            throw .folderUnavailable(path: path, reason: error.reason)
        }
    }

    deinit {
        files.close(folder)
    }

    /// Why a link is not written through, after "it is a symbolic link".
    static let linkRefusal = "; courtside does not write through links: remove it or choose another folder"

    /// Why another user's file in a shared folder is not replaced.
    static let plantedRefusal =
        "it is another user's file in a shared folder; courtside does not replace it: "
        + "remove it or choose another folder"

    private static func refuseLinkFolder(_ path: String, _ files: FileAccess) throws(LibraryError) {
        guard (try? files.system.linkStatus(at: path).type) == .symbolicLink else { return }
        throw .folderUnavailable(path: path, reason: FileType.symbolicLink.refusal + Self.linkRefusal)
    }

    /// Gives the file `name` the text `text` (no line end is added), unless it has it already;
    /// true when the file was written.
    @discardableResult
    public func update(_ name: String, to text: String) throws(LibraryError) -> Bool {
        let file = "\(path)/\(name)"
        if texts[name] == nil, let current = try? contents(of: name, file) { texts[name] = current }
        guard texts[name] != text else { return false }
        if let there = try status(of: name, file) {
            if there.type == .symbolicLink {
                throw .io(file: file, action: "write", reason: FileType.symbolicLink.refusal + Self.linkRefusal)
            }
            if there.isPlanted(in: folderStatus, for: UInt32(geteuid())) {
                throw .io(file: file, action: "write", reason: Self.plantedRefusal)
            }
        }
        // A new file under a name nobody can guess, created exclusively: whatever someone planted in
        // the folder (a hard link, a device, a FIFO) is never opened, written through, or waited on.
        guard
            let (fd, temporary) = try files.createExclusive(
                in: path, descriptor: folder, name: name, action: "write", file: file)
        else { throw .folderUnavailable(path: path, reason: "it disappeared") }
        let temporaryName = String(temporary[temporary.index(after: temporary.lastIndex(of: "/")!)...])
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
            try files.system.moveName(temporaryName, to: name, in: folder, path: file)
        } catch {
            try? files.system.removeName(temporaryName, in: folder, path: temporary)
            throw .fileSystem(action: "replace", error: error)
        }
        texts[name] = text
        return true
    }

    /// What is at `name` in the folder, without following a link; nil when nothing is.
    private func status(of name: String, _ file: String) throws(LibraryError) -> FileStatus? {
        do {
            return try files.system.linkStatus(of: name, in: folder, path: file)
        } catch {
            if error.kind == .notFound { return nil }
            throw .fileSystem(action: "write", error: error)
        }
    }

    /// A file's text now; nil when there is no regular file of that name.
    private func contents(of name: String, _ file: String) throws(LibraryError) -> String? {
        let fd: Int32
        do {
            fd = try files.system.openFile(
                name, in: folder, flags: O_RDONLY | O_NOFOLLOW | O_NONBLOCK, mode: 0, path: file)
        } catch {
            return nil
        }
        defer { files.close(fd) }
        guard (try? files.system.status(of: fd, path: file).type) == .regular else { return nil }
        return String(decoding: try files.readAll(fd, path: file), as: UTF8.self)
    }
}
