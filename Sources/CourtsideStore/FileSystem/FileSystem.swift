import CourtsideCore

/// Every system call the store makes on the library folder and its game files, so tests can put
/// a file system in between that fails on purpose (a full disk on the third write, a write cut
/// short, a read-only disk) and check what the scorer sees.
///
/// ``PosixFileSystem`` is the real one and the default everywhere. Each call does exactly one
/// system call (retrying `EINTR`) and throws a ``FileSystemError`` that keeps `errno`; what the
/// calls mean for a game (write then fsync before anything is shown, cut a torn tail off before
/// appending) is decided above this seam, by the library and its recorder.
public protocol FileSystem: Sendable {
    /// `open(2)` with `O_CLOEXEC` added; returns the descriptor.
    func openFile(_ path: String, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32
    /// `close(2)`; releases the descriptor's `flock`. Errors are ignored: nothing is written by it.
    func closeFile(_ fd: Int32)
    /// One `write(2)` of `bytes`; returns how many the kernel took (maybe fewer).
    func writeBytes(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, path: String) throws(FileSystemError) -> Int
    /// One `pread(2)` into `buffer` from `offset`; returns how many bytes were read (0 at the end).
    func readBytes(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int64, path: String)
        throws(FileSystemError) -> Int
    /// `fsync(2)`: what was written is on the disk when it returns.
    func sync(_ fd: Int32, path: String) throws(FileSystemError)
    /// `ftruncate(2)`: cuts the file to `length` bytes.
    func truncate(_ fd: Int32, to length: Int64, path: String) throws(FileSystemError)
    /// `flock(2)` with `LOCK_EX | LOCK_NB`; throws ``FileSystemError/Kind/locked`` when another open
    /// file holds the lock.
    func lockExclusive(_ fd: Int32, path: String) throws(FileSystemError)
    /// `flock(2)` with `LOCK_SH | LOCK_NB`; throws ``FileSystemError/Kind/locked`` when another open
    /// file holds the exclusive lock (a scorer).
    func lockShared(_ fd: Int32, path: String) throws(FileSystemError)
    /// `flock(2)` with `LOCK_UN`: drops this descriptor's lock. Errors are ignored: nothing is
    /// changed by it but the lock.
    func unlock(_ fd: Int32, path: String)
    /// An open-file-description write lock on the whole file (`fcntl(F_OFD_SETLKW)`), waited for:
    /// a run file's append lock, which every writer of the run holds while it reads what others
    /// appended and appends its own. Apart from `flock` (the run board's hold on the run, kept
    /// while it is up): Linux keeps the two kinds of lock apart.
    func lockAppend(_ fd: Int32, path: String) throws(FileSystemError)
    /// Lets the append lock (``lockAppend(_:path:)``) go. Errors are ignored, as ``unlock(_:path:)``'s.
    func unlockAppend(_ fd: Int32, path: String)
    /// `fstat(2)`: what the descriptor is open on.
    func status(of fd: Int32, path: String) throws(FileSystemError) -> FileStatus
    /// `stat(2)`: what a name is, following symbolic links.
    func status(at path: String) throws(FileSystemError) -> FileStatus
    /// `lstat(2)`: what a name is, without following a symbolic link.
    func linkStatus(at path: String) throws(FileSystemError) -> FileStatus
    /// `link(2)`: a second name for a file; fails with ``FileSystemError/Kind/exists`` if taken.
    func makeLink(_ existing: String, to new: String) throws(FileSystemError)
    /// `rename(2)`: moves a name over another, atomically.
    func moveName(_ old: String, to new: String) throws(FileSystemError)
    /// `unlink(2)`: removes a name (of a symbolic link: the link, never its target).
    func removeName(_ path: String) throws(FileSystemError)
    /// `mkdir(2)`.
    func makeFolder(_ path: String, mode: UInt32) throws(FileSystemError)
    /// `rmdir(2)`: removes an empty folder.
    func removeFolder(_ path: String) throws(FileSystemError)
    /// The names in a folder without `.` and `..` (`opendir`/`readdir`).
    func names(in folder: String) throws(FileSystemError) -> [String]

    // A writer that holds its folder open (``OverlayFolder``) names files relative to it, so a
    // folder swapped for a symbolic link after it was checked is never written through.

    /// `openat(2)` of `name` in the folder open on `folder`, with `O_CLOEXEC` added; errors name
    /// `path`.
    func openFile(_ name: String, in folder: Int32, flags: Int32, mode: UInt32, path: String)
        throws(FileSystemError) -> Int32
    /// `fstatat(2)` with `AT_SYMLINK_NOFOLLOW`: what `name` in the open folder is, without following
    /// a link.
    func linkStatus(of name: String, in folder: Int32, path: String) throws(FileSystemError) -> FileStatus
    /// `renameat(2)` within the open folder.
    func moveName(_ old: String, to new: String, in folder: Int32, path: String) throws(FileSystemError)
    /// `unlinkat(2)` in the open folder.
    func removeName(_ name: String, in folder: Int32, path: String) throws(FileSystemError)
}
