import CourtsideCore

#if canImport(Glibc)
    import Glibc
#endif

/// The kernel's file-change notifications (Linux inotify): one non-blocking descriptor that becomes
/// readable when a watched file or folder changes, so a follower can sleep in `poll` until
/// something happens instead of waking on a timer.
final class InotifyQueue {
    /// The inotify descriptor; readable when changes are queued.
    let descriptor: Int32

    /// A new, empty queue.
    init() throws(LibraryError) {
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else {
            throw .io(file: "inotify", action: "start watching files with", reason: String(cString: strerror(errno)))
        }
        descriptor = fd
    }

    deinit {
        close(descriptor)
    }

    /// Watches `path` for `mask` (replacing the mask if it is watched already); nil when the path
    /// does not exist or cannot be watched (the reason is in `errno`).
    func watch(_ path: String, mask: Int32) -> Int32? {
        let watch = inotify_add_watch(descriptor, path, UInt32(bitPattern: mask))
        return watch >= 0 ? watch : nil
    }

    /// Stops a watch; its queued changes are still read (and ignored by whoever no longer knows it).
    func unwatch(_ watch: Int32) {
        _ = inotify_rm_watch(descriptor, watch)
    }

    /// Every change queued now, without waiting.
    func drain() -> [InotifyEvent] {
        var events: [InotifyEvent] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let got = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return events }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= got {
                let (watch, mask, length) = buffer.withUnsafeBytes { bytes in
                    (
                        bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                        bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                        Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    )
                }
                let nameBytes = buffer[(offset + header)..<min(got, offset + header + length)]
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                events.append(InotifyEvent(watch: watch, mask: mask, name: name))
                offset += header + length
            }
        }
    }
}
