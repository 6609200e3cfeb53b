import CourtsideCore
import CourtsideStore
import Foundation
import Testing

/// Files and folders the library creates are private to their owner, so no other account can read
/// a game or hold its lock (issue 28: a shared `flock` by another user locked the owner out).
@Suite("Private files")
struct PrivateFilesTests {
    /// The permission bits of `path`.
    private static func permissions(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require(attributes[.posixPermissions] as? Int)
    }

    @Test("a game file, its folder made on the way, and the index are the owner's alone")
    func privateToOwner() throws {
        let parent = try TemporaryFolder()
        defer { parent.remove() }
        let folder = parent.path + "/data/courtside"
        let library = FileGameLibrary(folder: folder)
        try library.create(try Fixtures.header("k7m2ab3d")).recorder.close()
        _ = try library.list()
        #expect(try Self.permissions(parent.path + "/data") == 0o700)
        #expect(try Self.permissions(folder) == 0o700)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(names.contains("k7m2ab3d.jsonl"))
        for name in names {
            #expect(try Self.permissions(folder + "/" + name) == 0o600, "\(name)")
        }
    }
}
