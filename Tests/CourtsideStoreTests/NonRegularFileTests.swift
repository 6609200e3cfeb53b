import CourtsideCore
import CourtsideStore
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Names in the library that are not regular files (a FIFO, a symbolic link, a folder) and lines
/// longer than any courtside writes: listed as unreadable with the reason, never read, never
/// blocking, and deletable.
@Suite struct NonRegularFileTests {
    /// A library with one good game, `good1`.
    private func library(in folder: TemporaryFolder) throws -> FileGameLibrary {
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("good1"))
        try Fixtures.play([.clockStarted], on: session)
        session.recorder.close()
        return library
    }

    /// Lists, loads and opens `id`, expecting each to refuse it as not a game file for `reason`,
    /// with the good game still listed.
    private func expectRefused(_ id: String, reason: String, in library: FileGameLibrary) throws {
        let file = library.path(of: Fixtures.id(id))
        let error = LibraryError.notAGameFile(file: file, reason: reason)
        let listing = try library.list()
        #expect(listing.summaries.map(\.id.rawValue) == ["good1"], "every other game still lists")
        #expect(listing.problems == [LibraryProblem(id: Fixtures.id(id), location: file, error: error)])
        #expect(throws: error) { try library.load(Fixtures.id(id)) }
        #expect(throws: error) { try library.openForScoring(Fixtures.id(id)) }
        #expect(try library.mostRecentUnfinished().id == Fixtures.id("good1"))
        #expect(error.description.hasPrefix("\(file): not a game file: \(reason)"))
    }

    @Test func aFIFOIsListedAsUnreadableWithoutBlockingAndCanBeDeleted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try library(in: folder)
        #expect(mkfifo(folder.path + "/fifo1.jsonl", 0o644) == 0)
        try expectRefused("fifo1", reason: "it is a named pipe (FIFO)", in: library)
        try library.delete(Fixtures.id("fifo1"))
        #expect(try library.list().problems.isEmpty)
    }

    @Test func aSymbolicLinkToADeviceIsNeverRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try library(in: folder)
        #expect(symlink("/dev/zero", folder.path + "/zero1.jsonl") == 0)
        try expectRefused("zero1", reason: "it is a symbolic link", in: library)
        try library.delete(Fixtures.id("zero1"))
        #expect(try library.gameIDs() == [Fixtures.id("good1")])
    }

    @Test func aSymbolicLinkToAGameIsRefusedAndDeletingItKeepsTheGame() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try library(in: folder)
        let target = folder.path + "/elsewhere"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        let original = try folder.contents("good1.jsonl")
        try original.write(to: URL(fileURLWithPath: target + "/link1.jsonl"))
        #expect(symlink(target + "/link1.jsonl", folder.path + "/link1.jsonl") == 0)
        try expectRefused("link1", reason: "it is a symbolic link", in: library)
        try library.delete(Fixtures.id("link1"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: target + "/link1.jsonl")) == original, "never the target")
    }

    @Test func aDanglingSymbolicLinkIsSeenAndCanBeDeleted() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try library(in: folder)
        #expect(symlink(folder.path + "/nowhere", folder.path + "/dangle1.jsonl") == 0)
        try expectRefused("dangle1", reason: "it is a symbolic link", in: library)
        try library.delete(Fixtures.id("dangle1"))
        #expect(try library.gameIDs() == [Fixtures.id("good1")])
    }

    @Test func anEmptyFolderIsDeletedAndAFullOneIsRefusedWithItsFilesKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try library(in: folder)
        try FileManager.default.createDirectory(atPath: folder.path + "/dir1.jsonl", withIntermediateDirectories: false)
        try expectRefused("dir1", reason: "it is a folder", in: library)
        try library.delete(Fixtures.id("dir1"))
        try FileManager.default.createDirectory(atPath: folder.path + "/dir2.jsonl", withIntermediateDirectories: false)
        try folder.write("keep me", to: "dir2.jsonl/notes.txt")
        #expect(
            throws: LibraryError.io(
                file: library.path(of: Fixtures.id("dir2")), action: "delete",
                reason: "it is a folder with files in it; courtside deletes only an empty one")
        ) {
            try library.delete(Fixtures.id("dir2"))
        }
        #expect(try folder.text("dir2.jsonl/notes.txt") == "keep me")
        #expect(try library.gameIDs() == [Fixtures.id("dir2"), Fixtures.id("good1")])
    }

    @Test func aLineOverTheCapIsCorruptWithoutBeingParsed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try library(in: folder)
        let file = library.path(of: Fixtures.id("good1"))
        let reason = "the line is longer than 65536 bytes, more than any line courtside writes"
        // In the middle of the file, then as a last line without its newline.
        let long = "{\"clock\":0," + String(repeating: " ", count: 70_000) + "\"seq\":2,\"type\":\"pause\",\"wall\":1}"
        try folder.append(long + "\n{}\n", to: "good1.jsonl")
        #expect(throws: LibraryError.corruptLine(file: file, line: 3, reason: reason)) {
            try library.load(Fixtures.id("good1"))
        }
        try folder.write(
            try folder.text("good1.jsonl").components(separatedBy: "\n").prefix(2).joined(separator: "\n") + "\n"
                + long, to: "good1.jsonl")
        #expect(throws: LibraryError.corruptLine(file: file, line: 3, reason: reason)) {
            try library.load(Fixtures.id("good1"))
        }
        try folder.write(String(repeating: "x", count: 70_000), to: "long1.jsonl")
        #expect(throws: LibraryError.badHeader(file: library.path(of: Fixtures.id("long1")), reason: reason)) {
            try library.load(Fixtures.id("long1"))
        }
    }

    @Test func aLineJustUnderTheCapStillReads() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = try library(in: folder)
        let padding = String(
            repeating: " ", count: 65_536 - "{\"clock\":500,\"seq\":2,\"type\":\"pause\",\"wall\":1}".count)
        try folder.append("{\"clock\":500,\"seq\":2,\"type\":\"pause\",\"wall\":1" + padding + "}\n", to: "good1.jsonl")
        #expect(try library.load(Fixtures.id("good1")).game.events.count == 2)
    }
}
