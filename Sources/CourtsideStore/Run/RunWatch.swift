import CourtsideCore

#if canImport(Glibc)
    import Glibc
#endif

/// Wakes whoever shows a run when a run file of the library is written, made or removed: serve's
/// `/run` and the run board, which must show within a second the lines another courtside (the
/// organiser's phone through serve, or the run board) appended. One inotify descriptor on the
/// library's folder, readable when something happened; ``changed()`` says whether it was a run's.
/// Nothing is polled on a timer.
public final class RunWatch {
    /// Readable when something in the folder changed (the caller polls it, or hands it to a run loop).
    public var descriptor: Int32 { queue.descriptor }

    private let queue: InotifyQueue

    /// The folder's changes a run cares about: a file written, made, renamed in or removed.
    private static let mask = Int32(IN_ONLYDIR) | IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM

    /// Watches `folder` (made first if it does not exist yet, as a follower waiting for a game does).
    public init(folder: String, fileSystem: any FileSystem = PosixFileSystem()) throws(LibraryError) {
        queue = try InotifyQueue()
        try FileAccess(system: fileSystem).makeFolder(folder)
        guard queue.watch(folder, mask: Self.mask) != nil else {
            throw .folderUnavailable(path: folder, reason: "cannot watch it: \(String(cString: strerror(errno)))")
        }
    }

    /// Reads what the kernel queued, without waiting: whether any of it was a run file's
    /// (`run-….jsonl`), or the kernel dropped some (then anything may have changed).
    public func changed() -> Bool {
        queue.drain().contains { event in
            // A run file written through the descriptor it was made with is reported under the
            // hidden temporary name it was made as (`.run-ID.jsonl…`, linked to its name and then
            // removed: the kernel names the file by the open descriptor's entry), so both count.
            let name = event.name.hasPrefix(".") ? event.name.dropFirst() : Substring(event.name)
            return event.has(IN_Q_OVERFLOW) || (name.hasPrefix("run-") && name.contains(".jsonl"))
        }
    }
}
