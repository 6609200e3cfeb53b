import CourtsideCore
import CourtsideStore
import Foundation

/// Writes a whole game into a library the way courtside stores it, without an fsync per event:
/// the header through ``FileGameLibrary/create(_:)`` (the store's own header line), then every
/// event as one line encoded like the store does (JSONEncoder, sorted keys, slashes unescaped).
enum GameFileWriter {
    /// Writes `game` into `library` and returns the file's path.
    static func write(_ game: Game, into library: FileGameLibrary) throws -> String {
        let session = try library.create(game.header)
        session.recorder.close()
        guard session.game.header.id == game.header.id else {
            throw BenchFailure("the library gave the game a new id (\(session.game.header.id))")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var lines = Data()
        for event in game.events {
            lines.append(try encoder.encode(event))
            lines.append(UInt8(ascii: "\n"))
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: session.location))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: lines)
        return session.location
    }
}
