import CourtsideCore
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few POSIX calls the store needs, each turning `errno` into a ``LibraryError`` naming the file.
///
/// POSIX rather than FileHandle because durability and locking hinge on exactly which calls are
/// made: one `write` on an `O_APPEND` descriptor, `fsync`, `flock`, `link` for an atomic create.
enum PosixFile {
    /// The message for the current `errno`.
    static var errnoMessage: String { String(cString: strerror(errno)) }

    /// Opens a file; nil when it does not exist. Errors name `file` (default: `path`).
    static func openFile(
        _ path: String, flags: Int32, mode: mode_t = 0o644, action: String, file: String? = nil
    ) throws(LibraryError) -> Int32? {
        while true {
            let fd = open(path, flags | O_CLOEXEC, mode)
            if fd >= 0 { return fd }
            if errno == EINTR { continue }
            if errno == ENOENT { return nil }
            throw .io(file: file ?? path, action: action, reason: errnoMessage)
        }
    }

    /// Closes a descriptor, which also releases its `flock`.
    static func closeFile(_ fd: Int32) {
        _ = close(fd)
    }

    /// Takes the exclusive lock without waiting; false when another open file holds it.
    static func tryLock(_ fd: Int32, path: String) throws(LibraryError) -> Bool {
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            if errno == EWOULDBLOCK { return false }
            throw .io(file: path, action: "lock", reason: errnoMessage)
        }
        return true
    }

    /// Whether another open file holds the exclusive lock (a scorer), asked without waiting and
    /// without keeping anything: a shared lock is tried and, when granted, dropped at once.
    ///
    /// Followers ask this to tell whether a game is still being scored. For the two calls it
    /// lasts, the shared lock would refuse a scorer that opens the game at that very instant, so
    /// followers ask only when a scorer is unlikely to be opening it (see ``GameFollower``).
    static func isLockedElsewhere(_ fd: Int32, path: String) throws(LibraryError) -> Bool {
        while flock(fd, LOCK_SH | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            if errno == EWOULDBLOCK { return true }
            throw .io(file: path, action: "check the lock of", reason: errnoMessage)
        }
        _ = flock(fd, LOCK_UN)
        return false
    }

    /// The bytes from `offset` up to `end` (or the end of the file, if it is shorter now).
    static func read(_ fd: Int32, from offset: Int, to end: Int, path: String) throws(LibraryError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(0, end - offset))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.count
            let got = bytes.withUnsafeMutableBytes { buffer in
                pread(fd, buffer.baseAddress! + filled, count - filled, off_t(offset + filled))
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw .io(file: path, action: "read", reason: errnoMessage)
            }
            if got == 0 { break }
            filled += got
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }

    /// Reads the whole file from offset 0, whatever the descriptor's position.
    static func readAll(_ fd: Int32, path: String) throws(LibraryError) -> Data {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .io(file: path, action: "read", reason: errnoMessage) }
        var data = Data(count: max(Int(info.st_size), 0))
        var filled = 0
        while true {
            if filled == data.count { data.count += max(4096, data.count / 2) }
            let count = data.count
            let got = data.withUnsafeMutableBytes { buffer in
                pread(fd, buffer.baseAddress! + filled, count - filled, off_t(filled))
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw .io(file: path, action: "read", reason: errnoMessage)
            }
            if got == 0 { break }
            filled += got
        }
        data.count = filled
        return data
    }

    /// Writes all bytes (one `write` unless the kernel takes fewer) and fsyncs.
    static func writeAndSync(_ fd: Int32, _ bytes: Data, path: String) throws(LibraryError) {
        var written = 0
        while written < bytes.count {
            let count = bytes.count
            let done = bytes.withUnsafeBytes { buffer in
                write(fd, buffer.baseAddress! + written, count - written)
            }
            if done < 0 {
                if errno == EINTR { continue }
                throw .io(file: path, action: "write", reason: errnoMessage)
            }
            written += done
        }
        try sync(fd, path: path)
    }

    /// Flushes a file, or a folder's entries, to the disk.
    static func sync(_ fd: Int32, path: String) throws(LibraryError) {
        while fsync(fd) != 0 {
            if errno == EINTR { continue }
            throw .io(file: path, action: "sync", reason: errnoMessage)
        }
    }

    /// Makes a new name's entry in `folder` durable.
    static func syncFolder(_ folder: String) throws(LibraryError) {
        guard let fd = try openFile(folder, flags: O_RDONLY | O_DIRECTORY, action: "open") else {
            throw .folderUnavailable(path: folder, reason: "it disappeared")
        }
        defer { close(fd) }
        try sync(fd, path: folder)
    }

    /// Whether the descriptor still is the file at `path` (not deleted or replaced since it was opened).
    static func isSameFile(_ fd: Int32, _ path: String) -> Bool {
        var opened = stat()
        var named = stat()
        guard fstat(fd, &opened) == 0, stat(path, &named) == 0 else { return false }
        return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    }

    /// The names in a folder (without `.` and `..`); nil when the folder does not exist.
    static func names(in folder: String) throws(LibraryError) -> [String]? {
        guard let dir = opendir(folder) else {
            if errno == ENOENT { return nil }
            throw .folderUnavailable(path: folder, reason: errnoMessage)
        }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Creates a folder and its parents, like `mkdir -p`.
    static func makeFolder(_ path: String) throws(LibraryError) {
        var partial = ""
        for component in path.split(separator: "/") {
            partial += "/" + component
            if mkdir(partial, 0o755) != 0 && errno != EEXIST {
                throw .folderUnavailable(path: path, reason: errnoMessage)
            }
        }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw .folderUnavailable(path: path, reason: "it is not a folder")
        }
    }
}
