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

    /// Opens one of the store's own files (`what`: "a run", "the player registry") as
    /// ``openGameFile(_:writable:action:)`` opens a game's; nil when the name does not exist.
    /// Anything but a regular file at the name is refused with what it is and what to do about
    /// it: `delete` removes games only, so the name is to be removed by hand.
    func openStoreFile(_ path: String, what: String, writable: Bool, action: String) throws(LibraryError) -> Int32? {
        do {
            return try openGameFile(path, writable: writable, action: action)
        } catch {
            guard case .notAGameFile(let file, let reason) = error else { throw error }
            throw .io(
                file: file, action: action,
                reason: "\(reason); courtside reads only a regular file as \(what) "
                    + "(remove the name by hand, e.g. with rm: delete removes games only)")
        }
    }

    /// Creates a new file in `folder` for writing, the one way every writer of courtside makes a
    /// file it will rename into place: named `.<name>.<random>.tmp`, the random part 64 bits from
    /// the system's generator, so nobody can plant something at the name beforehand; exclusively
    /// (`O_CREAT | O_EXCL`: never an existing file, never through a link, hard or symbolic, never a
    /// device or a FIFO, so the open cannot block); private to its owner unless `mode` says
    /// otherwise. Returns the descriptor and the path, or nil when the folder does not exist.
    /// With `descriptor` (the folder held open), the name is made relative to it, whatever `folder`
    /// has become since; `folder` then only names it in messages.
    func createExclusive(
        in folder: String, descriptor: Int32? = nil, name: String, flags: Int32 = O_WRONLY, mode: UInt32 = 0o600,
        action: String, file: String? = nil
    ) throws(LibraryError) -> (fd: Int32, path: String)? {
        let exclusive = flags | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK
        for _ in 0..<16 {
            let temporaryName = ".\(name).\(String(UInt64.random(in: .min ... .max), radix: 36)).tmp"
            let temporary = "\(folder)/\(temporaryName)"
            do {
                if let descriptor {
                    let fd = try system.openFile(
                        temporaryName, in: descriptor, flags: exclusive, mode: mode, path: temporary)
                    return (fd, temporary)
                }
                return (try system.openFile(temporary, flags: exclusive, mode: mode), temporary)
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
