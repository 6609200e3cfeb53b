import CourtsideCore
import Foundation
import Testing

@testable import CourtsideStore

/// The player registry on disk: appended like a game file (made whole, private, fsynced, never
/// through a link), and a damaged line named with its number while the lines before it count.
@Suite struct PlayerRegistryFileTests {
    private static func append(
        _ kinds: [RegistryEntry.Kind], to file: PlayerRegistryFile, at wallMs: Int64 = 1_000
    ) throws -> PlayerRegistry {
        try file.append({ _ in kinds }, wallMs: wallMs)
    }

    @Test func appendsAreReadBackAndTheFileIsPrivate() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = PlayerRegistryFile(folder: folder.path + "/lib")
        #expect(try file.read().registry == PlayerRegistry(), "no file: an empty registry")
        let written = try Self.append([.player(id: 1, name: "Ann"), .player(id: 2, name: "Bö \"B\"")], to: file)
        let again = try Self.append([.merge(id: 2, into: 1)], to: file, at: 2_000)
        #expect(written.players.count == 2 && again.players.count == 1)
        let read = try file.read()
        #expect(read.problem == nil && !read.hasTornLine)
        #expect(read.registry == again)
        let text = try String(contentsOfFile: file.path, encoding: .utf8)
        #expect(text.hasPrefix("{\"format\":1,\"registry\":\"courtside players\"}\n"))
        #expect(text.contains("{\"id\":2,\"into\":1,\"seq\":3,\"type\":\"merge\",\"wall\":2000}\n"))
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(
            !(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/lib")).contains {
                $0.hasSuffix(".tmp")
            })
    }

    @Test func aChangeTheRegistryRefusesWritesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = PlayerRegistryFile(folder: folder.path)
        _ = try Self.append([.player(id: 1, name: "Ann")], to: file)
        let before = try Data(contentsOf: URL(fileURLWithPath: file.path))
        #expect(throws: RegistryError.nameTaken("ann", by: "#1 Ann")) {
            try Self.append([.player(id: 2, name: "Bo"), .player(id: 3, name: "ann")], to: file)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file.path)) == before, "all of a change or none")
    }

    @Test(arguments: [
        ("{\"id\":1,\"name\":\"Ann\",\"seq\":1,\"type\":\"player\",\"wall\":5}\nnot json\n", "not a registry line"),
        (
            "{\"id\":1,\"name\":\"Ann\",\"seq\":1,\"type\":\"player\",\"wall\":5}\n"
                + "{\"id\":1,\"into\":1,\"seq\":2,\"type\":\"merge\",\"wall\":6}\n", "one player already"
        ),
        (
            "{\"id\":1,\"name\":\"Ann\",\"seq\":1,\"type\":\"player\",\"wall\":5}\n"
                + "{\"id\":1,\"seq\":2,\"type\":\"rename\",\"wall\":6}\n", "needs a name"
        ),
        (
            "{\"id\":1,\"name\":\"Ann\",\"seq\":1,\"type\":\"player\",\"wall\":5}\n"
                + "{\"id\":2,\"name\":\"Bo\",\"seq\":7,\"type\":\"player\",\"wall\":6}\n", "line number 7"
        ),
        (
            // jq and Python would read Zed; courtside reads neither.
            "{\"id\":1,\"name\":\"Ann\",\"seq\":1,\"type\":\"player\",\"wall\":5}\n"
                + "{\"id\":2,\"name\":\"Bo\",\"seq\":2,\"type\":\"player\",\"wall\":6,\"name\":\"Zed\"}\n",
            "the key \"name\" appears twice"
        ),
    ])
    func aDamagedLineIsNamedAndTheLinesBeforeItCount(body: String, reason: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("{\"format\":1,\"registry\":\"courtside players\"}\n" + body, to: PlayerRegistryFile.fileName)
        let file = PlayerRegistryFile(folder: folder.path)
        let read = try file.read()
        let problem = try #require(read.problem)
        #expect(problem.description.contains("\(PlayerRegistryFile.fileName):3: corrupt line"))
        #expect(problem.description.contains(reason))
        #expect(read.registry.name(of: 1) == "Ann", "line 2 still counts")
        #expect(throws: problem) { try Self.append([.player(id: 2, name: "Cy")], to: file) }
    }

    @Test func aTornLastLineIsLeftOutThenCutOffByTheNextAppend() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = PlayerRegistryFile(folder: folder.path)
        _ = try Self.append([.player(id: 1, name: "Ann")], to: file)
        try folder.append("{\"id\":2,\"name\":\"B", to: PlayerRegistryFile.fileName)
        let read = try file.read()
        #expect(read.hasTornLine && read.problem == nil && read.registry.players.count == 1)
        _ = try Self.append([.player(id: 2, name: "Bo")], to: file)
        let mended = try file.read()
        #expect(!mended.hasTornLine && mended.problem == nil && mended.registry.players.map(\.name) == ["Ann", "Bo"])
    }

    @Test func aLinkAtItsNameIsNeitherFollowedNorWritten() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("mine\n", to: "elsewhere")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/" + PlayerRegistryFile.fileName, withDestinationPath: folder.path + "/elsewhere")
        let file = PlayerRegistryFile(folder: folder.path)
        #expect(throws: LibraryError.self) { try file.read() }
        #expect(throws: LibraryError.self) { try Self.append([.player(id: 1, name: "Ann")], to: file) }
        #expect(try folder.text("elsewhere") == "mine\n")
    }

    @Test func aFIFOAtItsNameDoesNotBlock() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(mkfifo(folder.path + "/" + PlayerRegistryFile.fileName, 0o600) == 0)
        #expect(throws: LibraryError.self) { try PlayerRegistryFile(folder: folder.path).read() }
    }

    @Test func twoWritersAtOnceEachAppendWholeAfterTheOther() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path
        DispatchQueue.concurrentPerform(iterations: 2) { writer in
            let file = PlayerRegistryFile(folder: path)
            for n in 0..<15 {
                // Each change is numbered from the registry as it is under the lock.
                _ = try? file.append(
                    { registry in [.player(id: registry.nextPlayerID, name: "W\(writer) \(n)")] }, wallMs: 1)
            }
        }
        let read = try PlayerRegistryFile(folder: path).read()
        #expect(read.problem == nil && !read.hasTornLine)
        #expect(read.registry.players.count == 30)
        #expect(read.registry.players.map(\.id) == Array(1...30))
    }

    @Test func itIsNeverListedAsAGame() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try Self.append([.player(id: 1, name: "Ann")], to: PlayerRegistryFile(folder: folder.path))
        #expect(try FileGameLibrary(folder: folder.path).gameIDs().isEmpty)
    }
}
