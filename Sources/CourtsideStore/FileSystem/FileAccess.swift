import CourtsideCore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the store does with files, built on a ``FileSystem``: each step turns a refusal into a
/// ``LibraryError`` that names the file and keeps the `errno`.
struct FileAccess: Sendable {
    /// The calls underneath.
    let system: any FileSystem

    /// Opens a file; nil when it does not exist. Errors name `file` (default: `path`). A file it
    /// creates is its owner's alone (0600): a game, its lock and the index are nobody else's to read
    /// or lock.
    func open(
        _ path: String, flags: Int32, mode: UInt32 = 0o600, action: String, file: String? = nil
    ) throws(LibraryError) -> Int32? {
        do {
            return try system.openFile(path, flags: flags, mode: mode)
        } catch {
            if error.kind == .notFound { return nil }
            throw .fileSystem(action: action, error: file.map { Self.error(error, naming: $0) } ?? error)
        }
    }

    /// Opens a game's file without following a symbolic link and without blocking on a FIFO, and
    /// makes sure it is a regular file; nil when the name does not exist. Anything else at the
    /// name is ``LibraryError/notAGameFile(file:reason:)``, and nothing of it is read.
    func openGameFile(_ path: String, writable: Bool, action: String) throws(LibraryError) -> Int32? {
        let flags = (writable ? O_RDWR | O_APPEND : O_RDONLY) | O_NONBLOCK | O_NOFOLLOW
        let fd: Int32
        do {
            fd = try system.openFile(path, flags: flags, mode: 0)
        } catch {
            if error.kind == .notFound { return nil }
            // ELOOP (a link), EISDIR (a folder opened for writing), ENXIO (a socket): say what it is.
            if let type = try? system.linkStatus(at: path).type, type != .regular {
                throw .notAGameFile(file: path, reason: type.refusal)
            }
            throw .fileSystem(action: action, error: error)
        }
        do throws(LibraryError) {
            let type = try status(of: fd, path: path, action: action).type
            guard type == .regular else { throw .notAGameFile(file: path, reason: type.refusal) }
            return fd
        } catch {
            system.closeFile(fd)
            throw error
        }
    }

    /// Creates a new file in `folder` for writing, the one way every writer of courtside makes a
    /// file it will rename into place: named `.<name>.<random>.tmp`, the random part 64 bits from
    /// the system's generator, so nobody can plant something at the name beforehand; exclusively
    /// (`O_CREAT | O_EXCL`: never an existing file, never through a link, hard or symbolic, never a
    /// device or a FIFO, so the open cannot block); private to its owner unless `mode` says
    /// otherwise. Returns the descriptor and the path, or nil when the folder does not exist.
    func createExclusive(
        in folder: String, name: String, flags: Int32 = O_WRONLY, mode: UInt32 = 0o600, action: String,
        file: String? = nil
    ) throws(LibraryError) -> (fd: Int32, path: String)? {
        for _ in 0..<16 {
            let temporary = "\(folder)/.\(name).\(String(UInt64.random(in: .min ... .max), radix: 36)).tmp"
            do {
                let fd = try system.openFile(
                    temporary, flags: flags | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK, mode: mode)
                return (fd, temporary)
            } catch {
                if error.kind == .exists { continue }
                if error.kind == .notFound { return nil }
                throw .fileSystem(action: action, error: Self.error(error, naming: file ?? folder))
            }
        }
        throw .io(file: file ?? folder, action: action, reason: "no free temporary name after 16 tries")
    }

    /// Opens a regular file for writing, creating it (0600) when `flags` has `O_CREAT`: never
    /// through a symbolic link, never blocking on a FIFO or a device, and checked with `fstat`
    /// before a byte is written. Anything but a regular file at the name is refused with what it
    /// is (``LibraryError/io(file:action:reason:)``: "it is a named pipe (FIFO); courtside writes
    /// only regular files"). Nil when the name does not exist and `O_CREAT` is not asked.
    func openRegular(_ path: String, flags: Int32, action: String) throws(LibraryError) -> Int32? {
        let fd: Int32
        do {
            fd = try system.openFile(path, flags: flags | O_NOFOLLOW | O_NONBLOCK, mode: 0o600)
        } catch {
            if error.kind == .notFound { return nil }
            if let type = try? system.linkStatus(at: path).type, type != .regular {
                throw Self.notRegular(path, type, action: action)
            }
            throw .fileSystem(action: action, error: error)
        }
        do throws(LibraryError) {
            let type = try status(of: fd, path: path, action: action).type
            guard type == .regular else { throw Self.notRegular(path, type, action: action) }
            return fd
        } catch {
            system.closeFile(fd)
            throw error
        }
    }

    /// `error` as if it had been about `path` (a temporary name is not what the user knows).
    static func error(_ error: FileSystemError, naming path: String) -> FileSystemError {
        FileSystemError(
            call: error.call, path: path, code: error.code, symbol: error.symbol, kind: error.kind,
            detail: error.detail)
    }

    /// Why a name that is not a regular file is not written.
    static func notRegular(_ path: String, _ type: FileType, action: String) -> LibraryError {
        .io(file: path, action: action, reason: "\(type.refusal); courtside writes only regular files")
    }

    /// Closes a descriptor, which also releases its `flock`.
    func close(_ fd: Int32) {
        system.closeFile(fd)
    }

    /// Takes the exclusive lock without waiting; false when another open file holds it.
    func tryLock(_ fd: Int32, path: String) throws(LibraryError) -> Bool {
        do {
            try system.lockExclusive(fd, path: path)
            return true
        } catch {
            if error.kind == .locked { return false }
            throw .fileSystem(action: "lock", error: error)
        }
    }

    /// Whether another open file holds the exclusive lock (a scorer), asked without waiting and
    /// without keeping anything: a shared lock is tried and, when granted, dropped at once.
    ///
    /// Followers ask this to tell whether a game is still being scored. For the two calls it
    /// lasts, the shared lock would refuse a scorer that opens the game at that very instant, so
    /// followers ask only when a scorer is unlikely to be opening it (see ``GameFollower``).
    func isLockedElsewhere(_ fd: Int32, path: String) throws(LibraryError) -> Bool {
        do {
            try system.lockShared(fd, path: path)
        } catch {
            if error.kind == .locked { return true }
            throw .fileSystem(action: "check the lock of", error: error)
        }
        system.unlock(fd, path: path)
        return false
    }

    /// The bytes from `offset` up to `end` (or the end of the file, if it is shorter now).
    func read(_ fd: Int32, from offset: Int, to end: Int, path: String) throws(LibraryError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(0, end - offset))
        var filled = 0
        while filled < bytes.count {
            let start = filled
            let result = bytes.withUnsafeMutableBytes { buffer in
                Result { () throws(FileSystemError) -> Int in
                    try system.readBytes(
                        fd, into: UnsafeMutableRawBufferPointer(rebasing: buffer[start...]),
                        at: Int64(offset + start), path: path)
                }
            }
            switch result {
            case .success(0): bytes.removeLast(bytes.count - filled)
            case .success(let got): filled += got
            case .failure(let error): throw .fileSystem(action: "read", error: error)
            }
        }
        return bytes
    }

    /// What the descriptor is open on.
    func status(of fd: Int32, path: String, action: String) throws(LibraryError) -> FileStatus {
        do {
            return try system.status(of: fd, path: path)
        } catch {
            throw .fileSystem(action: action, error: error)
        }
    }

    /// Reads the whole file from offset 0, whatever the descriptor's position; refuses a file
    /// over ``GameFileLimits/maxFileSize``.
    func readAll(_ fd: Int32, path: String) throws(LibraryError) -> Data {
        try readAllWithStatus(fd, path: path).data
    }

    /// Reads the whole file like ``readAll(_:path:)``, and returns what `fstat` said of it
    /// before the read.
    func readAllWithStatus(_ fd: Int32, path: String) throws(LibraryError) -> (data: Data, status: FileStatus) {
        let fileStatus = try status(of: fd, path: path, action: "read")
        let size = fileStatus.size
        guard size <= Int64(GameFileLimits.maxFileSize) else { throw Self.tooBig(path) }
        var data = Data(count: Int(max(size, 0)))
        var filled = 0
        while true {
            if filled == data.count {
                guard data.count <= GameFileLimits.maxFileSize else { throw Self.tooBig(path) }
                data.count += max(4096, data.count / 2)
            }
            let start = filled
            let result = data.withUnsafeMutableBytes { buffer in
                Result { () throws(FileSystemError) -> Int in
                    try system.readBytes(
                        fd, into: UnsafeMutableRawBufferPointer(rebasing: buffer[start...]), at: Int64(start),
                        path: path)
                }
            }
            let got: Int
            switch result {
            case .success(let count): got = count
            case .failure(let error): throw .fileSystem(action: "read", error: error)
            }
            if got == 0 { break }
            filled += got
        }
        guard filled <= GameFileLimits.maxFileSize else { throw Self.tooBig(path) }
        data.count = filled
        return (data, fileStatus)
    }

    /// Why a file over ``GameFileLimits/maxFileSize`` is not read.
    static func tooBig(_ path: String) -> LibraryError {
        .io(
            file: path, action: "read",
            reason: "it is larger than \(GameFileLimits.maxFileSize / 1024 / 1024) MiB, more than any game")
    }

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

    /// Writes all bytes, without an fsync (for a cache, whose loss costs only time).
    func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(FileSystemError) {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(FileSystemError) in
                var written = 0
                while written < buffer.count {
                    written += try system.writeBytes(
                        fd, UnsafeRawBufferPointer(rebasing: buffer[written...]), path: path)
                }
            }
        }
        if case .failure(let error) = result { throw error }
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

    /// What is at a name, without following a symbolic link; nil when nothing is.
    func linkStatus(at path: String, action: String) throws(LibraryError) -> FileStatus? {
        do {
            return try system.linkStatus(at: path)
        } catch {
            if error.kind == .notFound { return nil }
            throw .fileSystem(action: action, error: error)
        }
    }

    /// What the game file open on `fd` has become since this process opened it at `path`: nil
    /// while it still is the file at that name (same device and inode, still linked); otherwise
    /// deleted (no such name, or the open file has no name left) or replaced (another file has it).
    func change(of fd: Int32, path: String) throws(LibraryError) -> GameFileChange? {
        let opened = try status(of: fd, path: path, action: "check")
        let named: FileStatus
        do {
            named = try system.status(at: path)
        } catch {
            if error.kind == .notFound { return .deleted }
            throw .fileSystem(action: "check", error: error)
        }
        if !named.isSameFile(as: opened) { return .replaced }
        return opened.linkCount == 0 ? .deleted : nil
    }

    /// Removes a name; `notFound` is thrown when it is already gone.
    func remove(_ path: String, action: String, notFound: LibraryError) throws(LibraryError) {
        do {
            try system.removeName(path)
        } catch {
            if error.kind == .notFound { throw notFound }
            throw .fileSystem(action: action, error: error)
        }
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

    /// The names in a folder (without `.` and `..`); nil when the folder does not exist.
    func names(in folder: String) throws(LibraryError) -> [String]? {
        do {
            return try system.names(in: folder)
        } catch {
            if error.kind == .notFound { return nil }
            throw .folderUnavailable(path: folder, reason: error.reason)
        }
    }

    /// Creates a folder and its parents, like `mkdir -p`; the folders it creates are their owner's
    /// alone (0700), as the XDG base directories are.
    func makeFolder(_ path: String) throws(LibraryError) {
        // A relative path stays relative: only an absolute one starts at the root.
        var partial = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            partial += "/" + component
            do {
                try system.makeFolder(partial, mode: 0o700)
            } catch {
                if error.kind != .exists { throw .folderUnavailable(path: path, reason: error.reason) }
            }
        }
        guard (try? system.status(at: path).type) == .folder else {
            throw .folderUnavailable(path: path, reason: "it is not a folder")
        }
    }
}
