import CourtsideCore

/// One game in the library index: what its file was when it was folded, and what that fold gave.
///
/// The summary is used only while the file's name still leads to a regular file with the same
/// device, inode, size, modification time and change time; any difference refolds the game.
struct LibraryIndexEntry: Hashable, Sendable {
    /// The device the file was on.
    let device: UInt64
    /// Its inode number.
    let inode: UInt64
    /// Its size in bytes.
    let size: Int64
    /// Its `st_mtim` in nanoseconds.
    let modifiedNs: Int64
    /// Its `st_ctim` in nanoseconds.
    let changedNs: Int64
    /// What the file folded into (its location is the file's path, so it is not stored).
    let summary: GameSummary
    /// Each player's line, home first, in slot order; empty when read without them (a listing).
    let lines: [GamePlayerLine]

    /// An entry for `record`, folded from the file `status` describes.
    init(status: FileStatus, record: GameRecord) {
        self.init(
            device: status.device, inode: status.inode, size: status.size, modifiedNs: status.modifiedNs,
            changedNs: status.changedNs, summary: record.summary, lines: record.lines)
    }

    /// An entry from its parts.
    init(
        device: UInt64, inode: UInt64, size: Int64, modifiedNs: Int64, changedNs: Int64, summary: GameSummary,
        lines: [GamePlayerLine]
    ) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modifiedNs = modifiedNs
        self.changedNs = changedNs
        self.summary = summary
        self.lines = lines
    }

    /// The game's record (its summary and lines).
    var record: GameRecord { GameRecord(summary: summary, lines: lines) }

    /// What the file was when this entry was folded from it.
    var stamp: FileStamp {
        FileStamp(device: device, inode: inode, size: size, modifiedNs: modifiedNs, changedNs: changedNs)
    }

    /// Whether `status` describes the very file this entry was folded from, unchanged.
    func matches(_ status: FileStatus) -> Bool { stamp.matches(status) }
}
