/// The version of the saved-game format (docs/file-format.md), written on every header line so
/// old files stay readable when the format grows.
///
/// Version 2 added the corrections (`amend`, `void`, `insert` events). New games are written as
/// version 2; version 1 files still load, and a game of a version 1 file can be corrected: its
/// header stays as written (the file is append-only), so an older courtside refuses the
/// correction lines by name ("unknown event type") instead of misreading them.
public enum GameFileFormat {
    /// The version this build writes, and the newest it reads.
    public static let version = 2
    /// The oldest version this build reads.
    public static let oldest = 1

    /// Whether this build reads files of `version`.
    public static func reads(_ version: Int) -> Bool { (oldest...self.version).contains(version) }

    /// The versions read, in words: `1 and 2`.
    public static var readable: String {
        switch version - oldest {
        case 0: "version \(version)"
        case 1: "versions \(oldest) and \(version)"
        default: "versions \(oldest) to \(version)"
        }
    }
}
