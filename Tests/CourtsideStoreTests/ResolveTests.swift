import CourtsideCore
import CourtsideStore
import Testing

/// Resolving what only files have: an unreadable file still resolves (the rest of resolving is in
/// the GameLibrary contract suite).
@Suite struct ResolveTests {
    private func library(_ ids: [String], in folder: TemporaryFolder) throws -> FileGameLibrary {
        let library = FileGameLibrary(folder: folder.path)
        for id in ids { try library.create(try Fixtures.header(id)).recorder.close() }
        return library
    }

    @Test func anUnreadableGameStillResolves() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try library(["good1"], in: folder)
        try folder.write("junk", to: "junk1.jsonl")
        #expect(try library.resolve("ju") == Fixtures.id("junk1"), "so it can be named to delete it")
    }

}
