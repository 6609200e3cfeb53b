import CourtsideReports

/// The library's players as the players screens read them: the directory, and what could not be
/// read (an unreadable game, a damaged registry line), said on the status line.
public struct PlayersSnapshot: Sendable {
    /// Every player with a finished game.
    public let directory: PlayerDirectory
    /// Problems met while reading, one line each.
    public let warnings: [String]

    /// The players read, and the problems met reading them.
    public init(directory: PlayerDirectory, warnings: [String] = []) {
        self.directory = directory
        self.warnings = warnings
    }
}
