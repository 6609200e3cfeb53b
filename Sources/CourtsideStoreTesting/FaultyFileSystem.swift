import CourtsideCore
import CourtsideStore
import Foundation

/// A file system for tests: the real one underneath, a journal of every call made through it, and
/// faults on demand (the third `write` fails with `ENOSPC`, the next `fsync` with `EIO`, a write
/// that puts only part of its bytes on disk), so tests can check what the store does when the
/// disk refuses and in which order it calls. Reads can also be cut short on purpose
/// (``shortReads(atMost:)``).
///
/// Each fault counts the calls it matches from when it was added: `skipping: 2` lets two such
/// calls through and fails the third. When several faults match one call, the first added wins.
public final class FaultyFileSystem: FileSystem, @unchecked Sendable {
    /// The calls, as the journal names them.
    public enum Call: String, Sendable, CaseIterable {
        case open, close, write, read, fsync, ftruncate, flock, fstat, stat, lstat, link, rename, unlink, mkdir
        case rmdir, readdir
    }

    /// One call made through this file system.
    public struct Entry: Hashable, Sendable, CustomStringConvertible {
        /// Which system call was made (the journal's name for it).
        public let call: Call
        /// The path it was about.
        public let path: String
        /// For a write, how many bytes it put on disk.
        public let bytes: Int?

        /// `write k7m2x9qa.jsonl 57`, with the path's last part only.
        public var description: String {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return [call.rawValue, name, bytes.map(String.init)].compactMap { $0 }.joined(separator: " ")
        }
    }

    /// What a fault does.
    private enum Action {
        case fail(Int32)
        case writeOnly(Int)
    }

    /// A fault waiting for its call.
    private struct Fault {
        let call: Call
        let pathSuffix: String?
        var skipping: Int
        var times: Int
        let action: Action
    }

    private let underlying: any FileSystem
    private let lock = NSLock()
    private var faults: [Fault] = []
    private var entries: [Entry] = []
    private var readLimit: Int?

    /// Puts the journal and the faults in front of `underlying` (the real file system by default).
    public init(underlying: any FileSystem = PosixFileSystem()) {
        self.underlying = underlying
    }

    /// Every call made so far, in order.
    public var journal: [Entry] {
        lock.withLock { entries }
    }

    /// Forgets the calls made so far.
    public func clearJournal() {
        lock.withLock { entries.removeAll() }
    }

    /// Makes a matching `call` fail with `errno` (for a path ending in `pathSuffix`, if given),
    /// after letting `skipping` of them through, `times` times in a row.
    public func fail(_ call: Call, with errno: Int32, skipping: Int = 0, times: Int = 1, pathSuffix: String? = nil) {
        lock.withLock {
            faults.append(
                Fault(call: call, pathSuffix: pathSuffix, skipping: skipping, times: times, action: .fail(errno)))
        }
    }

    /// Makes a matching `write` put only its first `bytes` bytes on disk and report that (a short
    /// write, as a disk that just filled up gives), after letting `skipping` writes through.
    public func cutShort(keeping bytes: Int, skipping: Int = 0, pathSuffix: String? = nil) {
        lock.withLock {
            faults.append(
                Fault(call: .write, pathSuffix: pathSuffix, skipping: skipping, times: 1, action: .writeOnly(bytes)))
        }
    }

    /// Makes every `pread` from now on return at most `bytes` bytes (nil: as many as asked), as a
    /// reader must expect of any read: a short read is only fewer bytes, not the end.
    public func shortReads(atMost bytes: Int?) {
        lock.withLock { readLimit = bytes.map { max(1, $0) } }
    }

    /// Logs the call and returns the fault it meets, if any.
    private func meet(_ call: Call, path: String, bytes: Int? = nil) -> Action? {
        lock.withLock {
            var met: Action?
            for index in faults.indices where faults[index].call == call && faults[index].times > 0 {
                if let suffix = faults[index].pathSuffix, !path.hasSuffix(suffix) { continue }
                if faults[index].skipping > 0 {
                    faults[index].skipping -= 1
                } else if met == nil {
                    faults[index].times -= 1
                    met = faults[index].action
                }
            }
            return met
        }
    }

    private func log(_ call: Call, _ path: String, bytes: Int? = nil) {
        lock.withLock { entries.append(Entry(call: call, path: path, bytes: bytes)) }
    }

    /// Throws the fault's error, if the call met one.
    private func check(_ call: Call, path: String) throws(FileSystemError) {
        log(call, path)
        if case .fail(let code)? = meet(call, path: path) {
            throw PosixFileSystem.error(call.rawValue, path: path, errno: code)
        }
    }

    // MARK: FileSystem

    /// `open`, or its fault.
    public func openFile(_ path: String, flags: Int32, mode: UInt32) throws(FileSystemError) -> Int32 {
        try check(.open, path: path)
        return try underlying.openFile(path, flags: flags, mode: mode)
    }

    /// `close`.
    public func closeFile(_ fd: Int32) {
        log(.close, "fd \(fd)")
        underlying.closeFile(fd)
    }

    /// `write`, its fault, or only part of it.
    public func writeBytes(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, path: String) throws(FileSystemError)
        -> Int
    {
        switch meet(.write, path: path) {
        case .fail(let code)?:
            log(.write, path, bytes: 0)
            throw PosixFileSystem.error("write", path: path, errno: code)
        case .writeOnly(let count)?:
            let written = try underlying.writeBytes(
                fd, UnsafeRawBufferPointer(rebasing: bytes[0..<min(count, bytes.count)]), path: path)
            log(.write, path, bytes: written)
            return written
        case nil:
            let written = try underlying.writeBytes(fd, bytes, path: path)
            log(.write, path, bytes: written)
            return written
        }
    }

    /// `pread`, or its fault.
    public func readBytes(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int64, path: String)
        throws(FileSystemError) -> Int
    {
        try check(.read, path: path)
        guard let limit = lock.withLock({ readLimit }), limit < buffer.count else {
            return try underlying.readBytes(fd, into: buffer, at: offset, path: path)
        }
        return try underlying.readBytes(
            fd, into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<limit]), at: offset, path: path)
    }

    /// `fsync`, or its fault.
    public func sync(_ fd: Int32, path: String) throws(FileSystemError) {
        try check(.fsync, path: path)
        try underlying.sync(fd, path: path)
    }

    /// `ftruncate`, or its fault.
    public func truncate(_ fd: Int32, to length: Int64, path: String) throws(FileSystemError) {
        try check(.ftruncate, path: path)
        try underlying.truncate(fd, to: length, path: path)
    }

    /// `flock`, or its fault.
    public func lockExclusive(_ fd: Int32, path: String) throws(FileSystemError) {
        try check(.flock, path: path)
        try underlying.lockExclusive(fd, path: path)
    }

    /// `flock` for a shared lock, or its fault.
    public func lockShared(_ fd: Int32, path: String) throws(FileSystemError) {
        try check(.flock, path: path)
        try underlying.lockShared(fd, path: path)
    }

    /// `flock` to unlock (journaled, never failed: it changes nothing but the lock).
    public func unlock(_ fd: Int32, path: String) {
        log(.flock, path)
        underlying.unlock(fd, path: path)
    }

    /// The run's append lock (`fcntl`, journaled as `flock`), or its fault.
    public func lockAppend(_ fd: Int32, path: String) throws(FileSystemError) {
        try check(.flock, path: path)
        try underlying.lockAppend(fd, path: path)
    }

    /// The append lock let go (journaled as `flock`, never failed).
    public func unlockAppend(_ fd: Int32, path: String) {
        log(.flock, path)
        underlying.unlockAppend(fd, path: path)
    }

    /// `fstat`, or its fault.
    public func status(of fd: Int32, path: String) throws(FileSystemError) -> FileStatus {
        try check(.fstat, path: path)
        return try underlying.status(of: fd, path: path)
    }

    /// `stat`, or its fault.
    public func status(at path: String) throws(FileSystemError) -> FileStatus {
        try check(.stat, path: path)
        return try underlying.status(at: path)
    }

    /// `lstat`, or its fault.
    public func linkStatus(at path: String) throws(FileSystemError) -> FileStatus {
        try check(.lstat, path: path)
        return try underlying.linkStatus(at: path)
    }

    /// `link`, or its fault.
    public func makeLink(_ existing: String, to new: String) throws(FileSystemError) {
        try check(.link, path: new)
        try underlying.makeLink(existing, to: new)
    }

    /// `rename`, or its fault.
    public func moveName(_ old: String, to new: String) throws(FileSystemError) {
        try check(.rename, path: new)
        try underlying.moveName(old, to: new)
    }

    /// `unlink`, or its fault.
    public func removeName(_ path: String) throws(FileSystemError) {
        try check(.unlink, path: path)
        try underlying.removeName(path)
    }

    /// `mkdir`, or its fault.
    public func makeFolder(_ path: String, mode: UInt32) throws(FileSystemError) {
        try check(.mkdir, path: path)
        try underlying.makeFolder(path, mode: mode)
    }

    /// `rmdir`, or its fault.
    public func removeFolder(_ path: String) throws(FileSystemError) {
        try check(.rmdir, path: path)
        try underlying.removeFolder(path)
    }

    /// `readdir`, or its fault.
    public func names(in folder: String) throws(FileSystemError) -> [String] {
        try check(.readdir, path: folder)
        return try underlying.names(in: folder)
    }

    /// `openat`, or its fault (journaled as `open`, on `path`).
    public func openFile(_ name: String, in folder: Int32, flags: Int32, mode: UInt32, path: String)
        throws(FileSystemError) -> Int32
    {
        try check(.open, path: path)
        return try underlying.openFile(name, in: folder, flags: flags, mode: mode, path: path)
    }

    /// `fstatat`, or its fault (journaled as `lstat`).
    public func linkStatus(of name: String, in folder: Int32, path: String) throws(FileSystemError) -> FileStatus {
        try check(.lstat, path: path)
        return try underlying.linkStatus(of: name, in: folder, path: path)
    }

    /// `renameat`, or its fault (journaled as `rename`).
    public func moveName(_ old: String, to new: String, in folder: Int32, path: String) throws(FileSystemError) {
        try check(.rename, path: path)
        try underlying.moveName(old, to: new, in: folder, path: path)
    }

    /// `unlinkat`, or its fault (journaled as `unlink`).
    public func removeName(_ name: String, in folder: Int32, path: String) throws(FileSystemError) {
        try check(.unlink, path: path)
        try underlying.removeName(name, in: folder, path: path)
    }
}
