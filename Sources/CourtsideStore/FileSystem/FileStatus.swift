/// What `stat` says about a file: enough to refuse what is not a regular file, to tell whether
/// an open file is still the one a name points to, and to tell a game file that changed since the
/// library's summary index saw it.
public struct FileStatus: Hashable, Sendable {
    /// Regular file, folder, link, FIFO, …
    public let type: FileType
    /// The device the file is on.
    public let device: UInt64
    /// The file's inode number on that device.
    public let inode: UInt64
    /// How many names the file has; 0 once it was deleted while open.
    public let linkCount: UInt64
    /// Its size in bytes.
    public let size: Int64
    /// The user who owns it (`st_uid`).
    public let owner: UInt32
    /// Its permission bits, sticky bit included (`st_mode & 07777`).
    public let permissions: UInt32
    /// When its contents last changed (`st_mtim`), in nanoseconds since 1970 (0 when unknown).
    public let modifiedNs: Int64
    /// When its contents or its inode last changed (`st_ctim`: also a new link or a rename), in
    /// nanoseconds since 1970.
    public let changedNs: Int64

    /// Creates a status from its parts.
    public init(
        type: FileType, device: UInt64, inode: UInt64, linkCount: UInt64, size: Int64, owner: UInt32 = 0,
        permissions: UInt32 = 0, modifiedNs: Int64 = 0, changedNs: Int64 = 0
    ) {
        self.type = type
        self.device = device
        self.inode = inode
        self.linkCount = linkCount
        self.size = size
        self.owner = owner
        self.permissions = permissions
        self.modifiedNs = modifiedNs
        self.changedNs = changedNs
    }

    /// Whether this file, in `folder`, is one the kernel keeps `user` from following (a link,
    /// `protected_symlinks`) or from opening to create over (a regular file, `protected_regular`):
    /// the folder is shared (world-writable, sticky, as /tmp is) and the file is neither the user's
    /// nor the folder owner's. Someone else planted it; courtside writes neither through it nor
    /// over it.
    public func isPlanted(in folder: FileStatus, for user: UInt32) -> Bool {
        let shared = folder.permissions & 0o1002 == 0o1002
        return shared && owner != user && owner != folder.owner
    }

    /// Whether both describe the same file (device and inode).
    public func isSameFile(as other: FileStatus) -> Bool {
        device == other.device && inode == other.inode
    }
}
