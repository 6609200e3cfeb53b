import CourtsideCore
import CourtsideReports
import CourtsideStore

/// The library's players for the stats commands: every game's record (through the index) and the
/// registry, matched into a ``PlayerDirectory``. What could not be read is said on standard error
/// and the rest is used: a damaged game is left out, a damaged registry line and the lines after
/// it are left out, a game with one player twice is left out of that player's stats.
package struct LibraryPlayers {
    /// Every game's record.
    package let records: LibraryRecords
    /// The registry's good lines.
    package let registry: PlayerRegistry
    /// The games and the registry matched into players, without what could not be read.
    package let directory: PlayerDirectory

    /// What could not be read, a line each: unreadable games, a damaged registry line, a player on
    /// both teams of a game. The commands say them on standard error, the TUI on its status line.
    package let warnings: [String]

    /// Reads `library` and its registry, reporting problems on standard error.
    package init(library: FileGameLibrary, registryFile: PlayerRegistryFile) throws {
        do {
            try self.init(reading: library, registryFile: registryFile)
        } catch {
            throw CommandFailure.library(error)
        }
        for warning in warnings { OutputSink.standardError.report(warning) }
    }

    /// Reads `library` and its registry, keeping the problems in ``warnings``.
    package init(reading library: FileGameLibrary, registryFile: PlayerRegistryFile) throws(LibraryError) {
        records = try library.records()
        var warnings = records.problems.map(\.description)
        let contents = try registryFile.read()
        if let problem = contents.problem {
            warnings.append(
                "warning: \(problem.description) (the player registry's lines before it count; fix or remove the line)")
        } else if contents.hasTornLine {
            warnings.append("warning: \(registryFile.path): the last line is cut short (a write interrupted); left out")
        }
        registry = contents.registry
        directory = PlayerDirectory(records: records.records, registry: registry)
        warnings += Self.clashWarnings(directory.clashes)
        self.warnings = warnings
    }

    /// A warning per name on both teams of some games (`clashes`, newest game first), naming up
    /// to three of the games: the games left out of that name's stats.
    package static func clashWarnings(_ clashes: [(game: GameID, name: String)]) -> [String] {
        var clashedGames: [String: [String]] = [:]
        for clash in clashes { clashedGames[clash.name, default: []].append(clash.game.rawValue) }
        return clashedGames.sorted(by: { $0.key < $1.key }).map { name, games in
            let list = games.count > 3 ? games.prefix(3).joined(separator: ", ") + ", …" : games.joined(separator: ", ")
            return "warning: \(name) is on both teams of \(games.count) game\(games.count == 1 ? "" : "s") (\(list));"
                + " left out of \(name)'s stats there"
        }
    }

    /// The entry `name` names; unknown or ambiguous is said with the candidates, one a line,
    /// and exits 1.
    package func find(_ name: String) throws -> PlayerDirectory.Entry {
        try Self.find(name, in: directory, registry: registry)
    }

    /// The entry `name` names in `directory` (which `registry` built); unknown or ambiguous is
    /// said with the candidates, one a line, and exits 1.
    package static func find(
        _ name: String, in directory: PlayerDirectory, registry: PlayerRegistry
    ) throws -> PlayerDirectory.Entry {
        do {
            return try PlayerLookup.find(name, in: directory, registry: registry)
        } catch {
            let lines = error.description.split(separator: "\n", omittingEmptySubsequences: false)
            OutputSink.standardError.report(String(lines.first ?? ""))
            if lines.count > 1 {
                try? OutputSink.standardError.print(lines.dropFirst().joined(separator: "\n") + "\n")
            }
            throw CommandFailure.game("")
        }
    }
}
