#if canImport(Glibc)
    import Glibc
#endif

/// One change the kernel reported on an ``InotifyQueue``: which watch, what happened (`IN_*`
/// bits), and for a folder's watch, the name of the entry it happened to.
struct InotifyEvent: Hashable, Sendable {
    /// The watch descriptor it came from; -1 when the queue overflowed.
    let watch: Int32
    /// The `IN_*` bits.
    let mask: UInt32
    /// The entry's name inside a watched folder; "" for a watched file itself.
    let name: String

    /// Whether any of `bits` is set.
    func has(_ bits: Int32) -> Bool { mask & UInt32(bitPattern: bits) != 0 }

    /// Whether it says only that a watched folder itself was read: listed, as a follower waiting
    /// for a game lists it on every look. No news, and taken for news it would wake that follower
    /// to list the folder again, and again.
    var isFolderListed: Bool {
        name.isEmpty && has(IN_ISDIR) && mask & ~UInt32(bitPattern: IN_ACCESS | IN_ISDIR) == 0
    }
}
