import CourtsideCore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Who holds the `flock` a scorer was refused, as far as the system says: so a game locked by
/// something that is not a courtside scorer (a backup tool, `flock -s` from a shell, an editor)
/// is reported as that, not as "being scored elsewhere".
///
/// A scorer holds the exclusive lock. A shared lock is never a scorer's (a follower takes one only
/// for the two calls of a probe). The holder's process is found in `/proc/locks` by the file's
/// device and inode, and named from `/proc/PID/comm`; where the system says nothing (no `/proc`,
/// another PID namespace), an exclusive lock is taken to be a scorer's, as before.
struct LockHolder: Equatable {
    /// Whether the lock held is shared (`LOCK_SH`), which a scorer never holds.
    let isShared: Bool
    /// The holding process's id, when `/proc/locks` names it.
    let pid: Int32?
    /// The holding process's name (`/proc/PID/comm`), printable.
    let name: String?

    /// Whether the holder is (or may be) a courtside scorer: an exclusive lock held by this very
    /// process, by a program called courtside (`courtsidePackageTests` runs scorers in the
    /// tests), or by a process the system does not name.
    var isScorer: Bool {
        guard !isShared else { return name?.hasPrefix("courtside") ?? false }
        guard let pid, pid != getpid(), let name else { return true }
        return name.hasPrefix("courtside")
    }

    /// "flock (process 4242), with a shared lock", for a message.
    var description: String {
        var words = name.map { "\"\($0)\"" } ?? "another program"
        if let pid { words += " (process \(pid))" }
        return words + (isShared ? ", with a shared lock" : "")
    }

    /// The holder of the lock on the file open on `fd`, found through `files`.
    static func of(_ fd: Int32, path: String, files: FileAccess) -> LockHolder {
        // Granted: only shared locks are held. Dropped at once.
        let isShared = (try? files.isLockedElsewhere(fd, path: path)) == false
        guard let status = try? files.status(of: fd, path: path, action: "check the lock of"),
            let pid = holderPID(of: status, shared: isShared, files: files)
        else { return LockHolder(isShared: isShared, pid: nil, name: nil) }
        let name = read("/proc/\(pid)/comm", files: files).map {
            TextSanitizer.printable(String($0.split(separator: "\n").first ?? ""))
        }
        return LockHolder(isShared: isShared, pid: pid, name: name.flatMap { $0.isEmpty ? nil : $0 })
    }

    /// The process holding a `flock` of the kind on the file, from `/proc/locks` (lines such as
    /// `2: FLOCK  ADVISORY  WRITE 6439 fe:00:16223076 0 EOF`: the device's major and minor in hex,
    /// the inode in decimal). A lock on the same inode of another device is taken only when none
    /// matches the device (a file system whose inodes the kernel numbers apart from `st_dev`).
    static func holderPID(of status: FileStatus, shared: Bool, files: FileAccess) -> Int32? {
        guard let table = read("/proc/locks", files: files) else { return nil }
        let major = ((status.device >> 8) & 0xfff) | ((status.device >> 32) & ~0xfff)
        let minor = (status.device & 0xff) | ((status.device >> 12) & ~0xff)
        var sameInode: Int32?
        for line in table.split(separator: "\n") {
            let fields = line.split(separator: " ")
            // A waiter's line has "->" after the number.
            guard fields.count >= 6, fields[1] == "FLOCK", fields[3] == (shared ? "READ" : "WRITE"),
                let pid = Int32(fields[4]), pid > 0
            else { continue }
            let place = fields[5].split(separator: ":")
            guard place.count == 3, UInt64(place[2]) == status.inode else { continue }
            if UInt64(place[0], radix: 16) == major && UInt64(place[1], radix: 16) == minor { return pid }
            sameInode = sameInode ?? pid
        }
        return sameInode
    }

    /// A small text file of the system's, as text; nil when it cannot be read.
    private static func read(_ path: String, files: FileAccess) -> String? {
        guard let fd = try? files.open(path, flags: O_RDONLY | O_NONBLOCK, mode: 0, action: "read") else {
            return nil
        }
        defer { files.close(fd) }
        return (try? files.readAll(fd, path: path)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Why game `id`, whose lock was refused, cannot be opened: a scorer has it
    /// (``LibraryError/locked(_:file:)``), or something else does
    /// (``LibraryError/lockedByOther(_:file:holder:)``).
    static func refusal(_ id: GameID, fd: Int32, path: String, files: FileAccess) -> LibraryError {
        let holder = of(fd, path: path, files: files)
        return holder.isScorer ? .locked(id, file: path) : .lockedByOther(id, file: path, holder: holder.description)
    }
}
