/// What a game file was when the index folded it: its device and inode (which file), its size and
/// its modification and change times (whether it changed since). The index's summary of a game is
/// used only while the file's name still leads to a regular file with the same stamp.
struct FileStamp: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    /// `st_mtim`, in nanoseconds.
    let modifiedNs: Int64
    /// `st_ctim`, in nanoseconds: a rename or a new link changes it too.
    let changedNs: Int64

    /// Whether `status` is that very file, unchanged.
    func matches(_ status: FileStatus) -> Bool {
        status.type == .regular && status.device == device && status.inode == inode && status.size == size
            && status.modifiedNs == modifiedNs && status.changedNs == changedNs
    }
}
