import CourtsideCore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing: appends synced before they return, a file cut back, a folder's entries synced, and a
/// file put at its name whole or not at all.
extension FileAccess {
    /// Writes all bytes (one `write` unless the kernel takes fewer), then fsyncs: when it returns,
    /// the bytes are on the disk. On a throw, some of them may be on disk: the caller cuts them off.
    func writeAndSync(_ fd: Int32, _ bytes: Data, path: String, action: String) throws(LibraryError) {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(FileSystemError) in
                var written = 0
                while written < buffer.count {
                    written += try system.writeBytes(
                        fd, UnsafeRawBufferPointer(rebasing: buffer[written...]), path: path)
                }
            }
        }
        if case .failure(let error) = result { throw .fileSystem(action: action, error: error) }
        try sync(fd, path: path, action: action)
    }

    /// Flushes a file, or a folder's entries, to the disk.
    func sync(_ fd: Int32, path: String, action: String) throws(LibraryError) {
        do {
            try system.sync(fd, path: path)
        } catch {
            throw .fileSystem(action: action, error: error)
        }
    }

    /// Cuts a file to `length` bytes.
    func truncate(_ fd: Int32, to length: Int, path: String, action: String) throws(LibraryError) {
        do {
            try system.truncate(fd, to: Int64(length), path: path)
        } catch {
            throw .fileSystem(action: action, error: error)
        }
    }

    /// Makes a new name's entry in `folder` durable.
    func syncFolder(_ folder: String) throws(LibraryError) {
        guard let fd = try open(folder, flags: O_RDONLY | O_DIRECTORY, mode: 0, action: "open") else {
            throw .folderUnavailable(path: folder, reason: "it disappeared")
        }
        defer { close(fd) }
        try sync(fd, path: folder, action: "save the entries of")
    }

    /// Puts `bytes` at `file` whole or not at all, and returns the new file open for appending and
    /// locked: they are written to a hidden temporary file in `folder`, fsynced, and linked to
    /// `file`, then the folder is fsynced. So `file` never exists without all of `bytes`.
    ///
    /// When `file` is taken, returns nil, unless `replacing`: then the file at that name is first
    /// kept under a new name (``Published/keptAs``), so nothing anyone wrote is lost, and the new
    /// file is renamed over the name.
    func publish(_ bytes: Data, at file: String, folder: String, action: String, replacing: Bool = false)
        throws(LibraryError) -> Published?
    {
        guard
            let (fd, temporary) = try createExclusive(
                in: folder, name: String(file.split(separator: "/").last ?? "game"), flags: O_RDWR | O_APPEND,
                action: action)
        else { throw .folderUnavailable(path: folder, reason: "it disappeared") }
        // The temporary name goes whatever happens; the file lives on under `file`.
        defer { try? system.removeName(temporary) }
        do throws(LibraryError) {
            _ = try tryLock(fd, path: temporary)
            try writeAndSync(fd, bytes, path: temporary, action: action)
            var keptAs: String?
            do {
                try system.makeLink(temporary, to: file)
            } catch {
                guard error.kind == .exists else { throw LibraryError.fileSystem(action: action, error: error) }
                guard replacing else {
                    close(fd)
                    return nil
                }
                keptAs = try keepAside(file)
                do {
                    try system.moveName(temporary, to: file)
                } catch {
                    throw LibraryError.fileSystem(action: action, error: error)
                }
            }
            try syncFolder(folder)
            return Published(fd: fd, keptAs: keptAs)
        } catch {
            close(fd)
            throw error
        }
    }

    /// A file newly put at a name by ``publish(_:at:folder:action:replacing:)``.
    struct Published {
        /// The file, open for appending and locked.
        let fd: Int32
        /// Where the file that had the name was kept, if one had it.
        let keptAs: String?
    }

    /// Gives the file at `file` a second name, `<file>.replaced` (or `.replaced.2`, …), which no
    /// game id can take, so it survives the name being taken over; nil when the name is empty again.
    private func keepAside(_ file: String) throws(LibraryError) -> String? {
        for attempt in 1...100 {
            let aside = attempt == 1 ? "\(file).replaced" : "\(file).replaced.\(attempt)"
            do {
                try system.makeLink(file, to: aside)
                return aside
            } catch {
                if error.kind == .exists { continue }
                // Gone since we looked: nothing to keep.
                if error.kind == .notFound { return nil }
                throw .fileSystem(action: "keep a copy of", error: error)
            }
        }
        throw .io(file: file, action: "keep a copy of", reason: "no free name after 100 tries")
    }
}
