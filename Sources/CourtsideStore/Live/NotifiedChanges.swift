#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a ``GameFollower``'s notifications said, as far as it cares: one drain of its inotify
/// queue, boiled down.
struct NotifiedChanges {
    var written = false
    var closedAfterWriting = false
    var read = false
    /// The file may have been deleted, moved or replaced.
    var renamed = false
    /// Something happened in the folder (while waiting).
    var inFolder = false
    /// A planned second look at the lock after a close, not a new close.
    var isRecheck = false

    init(_ events: [InotifyEvent] = []) {
        for event in events where !event.isFolderListed {
            if event.has(IN_Q_OVERFLOW) { everything() }
            if event.has(IN_MODIFY) { written = true }
            if event.has(IN_CLOSE_WRITE) { closedAfterWriting = true }
            if event.has(IN_ACCESS) { read = true }
            if event.has(
                IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF | IN_DELETE | IN_MOVED_FROM | IN_CREATE | IN_MOVED_TO)
            {
                renamed = true
            }
            inFolder = true
        }
    }

    /// Assume anything happened (the first look, or the kernel dropped notifications).
    mutating func everything() {
        written = true
        closedAfterWriting = true
        renamed = true
        inFolder = true
    }
}
