import CourtsideCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file system the store really uses: each method is one POSIX call, retried on `EINTR`.
///
/// POSIX rather than FileHandle because durability and locking hinge on exactly which calls are
/// made: one `write` on an `O_APPEND` descriptor, `fsync`, `flock`, `link` for an atomic create.
public struct PosixFileSystem: FileSystem {
    /// The real file system.
    public init() {}

    /// Opens with `O_CLOEXEC`, so programs courtside starts never inherit a game's lock.
    public func openFile(_ path: String, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        while true {
            let fd = open(path, flags | O_CLOEXEC, mode_t(mode))
            if fd >= 0 { return fd }
            if errno != EINTR { throw Self.error("open", path: path) }
        }
    }

    /// Closes the descriptor.
    public func closeFile(_ fd: Int32) {
        _ = close(fd)
    }

    /// One `write`.
    public func writeBytes(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, path: String) throws(FileSystemError) -> Int {
        while true {
            let done = write(fd, bytes.baseAddress, bytes.count)
            if done >= 0 { return done }
            if errno != EINTR { throw Self.error("write", path: path) }
        }
    }

    /// One `pread`.
    public func readBytes(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int64, path: String)
        throws(FileSystemError) -> Int
    {
        while true {
            let got = pread(fd, buffer.baseAddress, buffer.count, off_t(offset))
            if got >= 0 { return got }
            if errno != EINTR { throw Self.error("read", path: path) }
        }
    }

    /// `fsync`.
    public func sync(_ fd: Int32, path: String) throws(FileSystemError) {
        while fsync(fd) != 0 {
            if errno != EINTR { throw Self.error("fsync", path: path) }
        }
    }

    /// `ftruncate`.
    public func truncate(_ fd: Int32, to length: Int64, path: String) throws(FileSystemError) {
        while ftruncate(fd, off_t(length)) != 0 {
            if errno != EINTR { throw Self.error("ftruncate", path: path) }
        }
    }

    /// `flock(LOCK_EX | LOCK_NB)`.
    public func lockExclusive(_ fd: Int32, path: String) throws(FileSystemError) {
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            if errno != EINTR { throw Self.error("flock", path: path) }
        }
    }

    /// `flock(LOCK_SH | LOCK_NB)`.
    public func lockShared(_ fd: Int32, path: String) throws(FileSystemError) {
        while flock(fd, LOCK_SH | LOCK_NB) != 0 {
            if errno != EINTR { throw Self.error("flock", path: path) }
        }
    }

    /// `flock(LOCK_UN)`.
    public func unlock(_ fd: Int32, path: String) {
        while flock(fd, LOCK_UN) != 0 && errno == EINTR {}
    }

    /// `fcntl(F_OFD_SETLKW)` with a write lock on every byte, retried on EINTR.
    public func lockAppend(_ fd: Int32, path: String) throws(FileSystemError) {
        var lock = Self.wholeFile(type: F_WRLCK)
        while fcntl(fd, Self.ofdSetLockWait, &lock) != 0 {
            if errno != EINTR { throw Self.error("fcntl", path: path) }
        }
    }

    /// `fcntl(F_OFD_SETLK)` with `F_UNLCK`.
    public func unlockAppend(_ fd: Int32, path: String) {
        var lock = Self.wholeFile(type: F_UNLCK)
        while fcntl(fd, Self.ofdSetLock, &lock) != 0 && errno == EINTR {}
    }

    /// Glibc's `F_OFD_SETLK` and `F_OFD_SETLKW` (Linux 3.15), which Swift's Glibc module leaves out
    /// (they are behind `_GNU_SOURCE`'s guard there): the kernel's numbers, the same on every
    /// architecture. Open-file-description locks, unlike POSIX record locks, belong to the open
    /// file, not the process: serve's threads each hold their own, and closing another descriptor
    /// of the file (a reader) does not drop it.
    private static let ofdSetLock: Int32 = 37
    private static let ofdSetLockWait: Int32 = 38

    /// A `struct flock` of `type` over the whole file (`l_pid` 0, as an OFD lock requires).
    private static func wholeFile(type: Int32) -> flock {
        var lock = flock()
        lock.l_type = Int16(type)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = 0
        lock.l_len = 0
        lock.l_pid = 0
        return lock
    }

    /// `fstat`.
    public func status(of fd: Int32, path: String) throws(FileSystemError) -> FileStatus {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Self.error("fstat", path: path) }
        return Self.status(info)
    }

    /// `stat`.
    public func status(at path: String) throws(FileSystemError) -> FileStatus {
        var info = stat()
        guard stat(path, &info) == 0 else { throw Self.error("stat", path: path) }
        return Self.status(info)
    }

    /// `lstat`.
    public func linkStatus(at path: String) throws(FileSystemError) -> FileStatus {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw Self.error("lstat", path: path) }
        return Self.status(info)
    }

    /// `link`.
    public func makeLink(_ existing: String, to new: String) throws(FileSystemError) {
        guard link(existing, new) == 0 else { throw Self.error("link", path: new) }
    }

    /// `rename`.
    public func moveName(_ old: String, to new: String) throws(FileSystemError) {
        guard rename(old, new) == 0 else { throw Self.error("rename", path: new) }
    }

    /// `unlink`.
    public func removeName(_ path: String) throws(FileSystemError) {
        guard unlink(path) == 0 else { throw Self.error("unlink", path: path) }
    }

    /// `mkdir`.
    public func makeFolder(_ path: String, mode: UInt32) throws(FileSystemError) {
        guard mkdir(path, mode_t(mode)) == 0 else { throw Self.error("mkdir", path: path) }
    }

    /// `rmdir`.
    public func removeFolder(_ path: String) throws(FileSystemError) {
        guard rmdir(path) == 0 else { throw Self.error("rmdir", path: path) }
    }

    /// `opendir` and `readdir`.
    public func names(in folder: String) throws(FileSystemError) -> [String] {
        guard let dir = opendir(folder) else { throw Self.error("opendir", path: folder) }
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

    /// `openat`, with `O_CLOEXEC`.
    public func openFile(_ name: String, in folder: Int32, flags: Int32, mode: UInt32, path: String)
        throws(FileSystemError) -> Int32
    {
        while true {
            let fd = openat(folder, name, flags | O_CLOEXEC, mode_t(mode))
            if fd >= 0 { return fd }
            if errno != EINTR { throw Self.error("open", path: path) }
        }
    }

    /// `fstatat` without following a link.
    public func linkStatus(of name: String, in folder: Int32, path: String) throws(FileSystemError) -> FileStatus {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { throw Self.error("lstat", path: path) }
        return Self.status(info)
    }

    /// `renameat` within one folder.
    public func moveName(_ old: String, to new: String, in folder: Int32, path: String) throws(FileSystemError) {
        guard renameat(folder, old, folder, new) == 0 else { throw Self.error("rename", path: path) }
    }

    /// `unlinkat`.
    public func removeName(_ name: String, in folder: Int32, path: String) throws(FileSystemError) {
        guard unlinkat(folder, name, 0) == 0 else { throw Self.error("unlink", path: path) }
    }

    /// The error for `call` on `path` failing with the current `errno`.
    static func error(_ call: String, path: String) -> FileSystemError {
        error(call, path: path, errno: errno)
    }

    /// The error for `call` on `path` failing with `code`: its name, its meaning and the system's
    /// words. Public so a test file system fails with exactly what the real one would say.
    public static func error(_ call: String, path: String, errno code: Int32) -> FileSystemError {
        let (symbol, kind) = meaning(of: code)
        return FileSystemError(
            call: call, path: path, code: code, symbol: symbol, kind: kind, detail: String(cString: strerror(code)))
    }

    /// The name and meaning of the `errno` values the store tells apart.
    private static func meaning(of code: Int32) -> (String, FileSystemError.Kind) {
        switch code {
        case ENOSPC: ("ENOSPC", .diskFull)
        case EDQUOT: ("EDQUOT", .quotaExceeded)
        case EACCES: ("EACCES", .permissionDenied)
        case EPERM: ("EPERM", .permissionDenied)
        case EROFS: ("EROFS", .readOnlyFileSystem)
        case EIO: ("EIO", .ioError)
        case ENOENT: ("ENOENT", .notFound)
        case EEXIST: ("EEXIST", .exists)
        case ELOOP: ("ELOOP", .symbolicLink)
        case EISDIR: ("EISDIR", .isFolder)
        case ENOTEMPTY: ("ENOTEMPTY", .folderNotEmpty)
        case EWOULDBLOCK: ("EWOULDBLOCK", .locked)
        case ENOTDIR: ("ENOTDIR", .other)
        case ENXIO: ("ENXIO", .other)
        case EBADF: ("EBADF", .other)
        case EINVAL: ("EINVAL", .other)
        case EFBIG: ("EFBIG", .fileTooLarge)
        case EMFILE: ("EMFILE", .other)
        default: ("errno \(code)", .other)
        }
    }

    /// A `stat` as a ``FileStatus``.
    private static func status(_ info: stat) -> FileStatus {
        let type: FileType
        switch info.st_mode & S_IFMT {
        case S_IFREG: type = .regular
        case S_IFDIR: type = .folder
        case S_IFLNK: type = .symbolicLink
        case S_IFIFO: type = .fifo
        case S_IFSOCK: type = .socket
        case S_IFCHR: type = .characterDevice
        case S_IFBLK: type = .blockDevice
        default: type = .unknown
        }
        return FileStatus(
            type: type, device: UInt64(info.st_dev), inode: UInt64(info.st_ino), linkCount: UInt64(info.st_nlink),
            size: Int64(info.st_size), owner: UInt32(info.st_uid), permissions: UInt32(info.st_mode & 0o7777),
            modifiedNs: Int64(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_mtim.tv_nsec),
            changedNs: Int64(info.st_ctim.tv_sec) &* 1_000_000_000 &+ Int64(info.st_ctim.tv_nsec))
    }
}
