import CourtsideCore
import CourtsideReports
import CourtsideStore
import CourtsideTesting
import Foundation
import Testing

/// An export of a game's file read again as it is written (``StoredGameLog``) is byte for byte the
/// export of the game loaded whole, in every format, whatever the size of the file's reads: the
/// store's log and the reports' exporter together, as `courtside export` and serve use them.
@Suite("Exports from a stored log")
struct StoredLogExportTests {
    @Test("every format: the stored log exports what the loaded game does")
    func sameBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("courtside-log-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let games = [
            try GameFixtures.recorded(), Game(header: try GameFixtures.header(id: "rp000001")),
            try RandomGame.make(
                count: 1_500, seed: 29, header: GameFixtures.header(id: "rp000002", target: 21), corrections: true),
        ]
        let library = FileGameLibrary(folder: folder)
        for game in games {
            var bytes = try FileGameLibrary.headerLine(game.header)
            bytes.append(try FileGameLibrary.eventLines(game.events))
            try bytes.write(to: URL(fileURLWithPath: library.path(of: game.header.id)))
            for chunkBytes in [5, nil] {
                let log = try library.openLog(game.header.id, chunkBytes: chunkBytes)
                for format in ExportFormat.allCases {
                    #expect(
                        Exporter.export(log, format: format) == Exporter.export(game, format: format),
                        "\(game.header.id) \(format) \(chunkBytes ?? 0)")
                }
            }
        }
    }
}
