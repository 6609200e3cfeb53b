import CourtsideCore
import CourtsideStoreTesting
import CourtsideTesting
import Foundation
import Testing

@testable import CourtsideStore

/// Names read back from game files pass the one rule for names (``NameRule``): an invisible one
/// makes the line a named corrupt line (the file kept as it is, to be mended), and a decomposed
/// one, as an earlier courtside wrote it, reads as the NFC text every new name is, so the library
/// counts one player where the screen shows one.
@Suite struct NamesInFilesTests {
    /// A clock a minute ahead of the files, so every game counts as settled.
    private static let later: @Sendable () -> Int64 = { FileGameLibrary.systemWallClockNs() + 60_000_000_000 }

    /// A finished game (home wins 2-0) with `home` among the home players, written into `library`;
    /// its file's path.
    private static func write(_ id: String, home: String, into library: FileGameLibrary, createdMs: Int64) throws
        -> String
    {
        let header = try GameHeader(
            id: GameID(rawValue: id)!, home: Team(side: .home, name: "H", playerNames: [home, "Bob", "Cy"]),
            away: Team(side: .away, name: "A", playerNames: ["Dee", "Eve", "Flo"]), rules: Rules(target: 2, winBy: 1),
            createdMs: createdMs)
        let won = try Game(
            header: header,
            events: [
                GameEvent(sequence: 1, kind: .move(PlayerID(side: .home, number: 1), .twoPoints), clockMs: 0, wallMs: 6)
            ])
        return try GameFileWriter.write(won, into: library)
    }

    /// Replaces `old` with `new` in the file's bytes, as a hand or another program would; byte-wise,
    /// since Swift's String would see the NFC and NFD forms as one.
    private static func edit(_ path: String, _ old: String, _ new: String) throws {
        let url = URL(fileURLWithPath: path)
        try Self.replacing(Array(try Data(contentsOf: url)), Array(old.utf8), Array(new.utf8)).write(to: url)
    }

    private static func replacing(_ bytes: [UInt8], _ old: [UInt8], _ new: [UInt8]) -> Data {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if index + old.count <= bytes.count && Array(bytes[index..<index + old.count]) == old {
                result += new
                index += old.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return Data(result)
    }

    @Test func aHeaderNameHoldingAnInvisibleCharacterIsANamedCorruptLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path, wallClockNs: Self.later)
        let path = try Self.write("zwsp0001", home: "Annie", into: library, createdMs: 1_000)
        try Self.edit(path, "Annie", "An\u{200B}nie")
        #expect {
            _ = try library.load(GameID(rawValue: "zwsp0001")!)
        } throws: { error in
            "\(error)".hasPrefix(path + ":1:") && "\(error)".contains("U+200B ZERO WIDTH SPACE, an invisible character")
        }
    }

    @Test func aDecomposedNameReadsAsTheSamePlayerAsThePrecomposedOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path, wallClockNs: Self.later)
        _ = try Self.write("nfc00001", home: "Jos\u{E9}", into: library, createdMs: 1_000)
        let decomposed = try Self.write("nfd00001", home: "Jos\u{E9}", into: library, createdMs: 2_000)
        try Self.edit(decomposed, "Jos\u{E9}", "Jose\u{0301}")
        #expect(try String(contentsOfFile: decomposed, encoding: .utf8).utf8.contains(0xCC), "the file holds NFD")
        let loaded = try library.load(GameID(rawValue: "nfd00001")!)
        #expect(Array(loaded.game.header.home.players[0].name.utf8) == Array("Jos\u{E9}".utf8))
        _ = try library.records()
        let totals = try #require(try library.indexedNameTotals(sinceMs: nil))
        let josé = totals.filter { $0.name.lowercased().hasPrefix("jos") }
        #expect(josé.count == 1, "one player, not two: \(josé.map { Array($0.name.unicodeScalars) })")
        #expect(josé.first?.games == 2)
    }
}
