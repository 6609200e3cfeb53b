/// The version of the saved-game format (docs/file-format.md), written on every header line so
/// old files stay readable when the format grows.
public enum GameFileFormat {
    /// The version this build writes, and the newest it reads.
    public static let version = 1
}
