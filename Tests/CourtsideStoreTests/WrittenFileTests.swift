import CourtsideCore
import CourtsideStore
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 28: every file courtside writes is created exclusively under a name nobody can guess,
/// and only a regular file is ever written: a FIFO, a device or a link planted at a name is
/// refused with what it is, and no open waits on it.
@Suite struct WrittenFileTests {
    @Test func anAppendedFileIsARegularFileOrANewPrivateOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let new = folder.path + "/trace.log"
        let fd = try WrittenFile.openForAppending(new)
        #expect(write(fd, "a\n", 2) == 2)
        close(fd)
        var status = stat()
        #expect(stat(new, &status) == 0 && status.st_mode & 0o777 == 0o600, "a new file is its owner's alone")
        let again = try WrittenFile.openForAppending(new)
        #expect(write(again, "b\n", 2) == 2)
        close(again)
        #expect(try folder.text("trace.log") == "a\nb\n", "an existing regular file is appended to")
    }

    @Test func aFIFOALinkOrAFolderIsRefusedWithoutBlocking() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(mkfifo(folder.path + "/fifo", 0o600) == 0)
        #expect(symlink(folder.path + "/target", folder.path + "/link") == 0)
        try folder.write("kept", to: "target")
        #expect(mkdir(folder.path + "/folder", 0o700) == 0)
        for (name, what) in [
            ("fifo", "it is a named pipe (FIFO)"), ("link", "it is a symbolic link"), ("folder", "it is a folder"),
        ] {
            let path = folder.path + "/" + name
            #expect(
                throws: LibraryError.io(
                    file: path, action: "append to", reason: "\(what); courtside writes only regular files")
            ) {
                _ = try WrittenFile.openForAppending(path)
            }
        }
        #expect(throws: LibraryError.self) { _ = try WrittenFile.openForAppending("/dev/null") }
        #expect(try folder.text("target") == "kept", "nothing written through the link")
    }

    @Test func aTemporaryFileIsNewEachTimeUnderANameNobodyCanGuess() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try #require(try WrittenFile.createTemporary(in: folder.path, name: "out.csv", mode: 0o600))
        let second = try #require(try WrittenFile.createTemporary(in: folder.path, name: "out.csv", mode: 0o600))
        close(first.fd)
        close(second.fd)
        #expect(first.path != second.path)
        for path in [first.path, second.path] {
            let name = String(path.dropFirst(folder.path.count + 1))
            #expect(name.hasPrefix(".out.csv.") && name.hasSuffix(".tmp"), "\(name)")
            #expect(name.count >= ".out.csv.".count + 10 + ".tmp".count, "64 random bits: \(name)")
            var status = stat()
            #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && status.st_mode & 0o777 == 0o600)
        }
        #expect(try WrittenFile.createTemporary(in: folder.path + "/missing", name: "x", mode: 0o600) == nil)
    }

    @Test func theIndexIsNeverWrittenThroughAFIFOOrALink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let library = FileGameLibrary(folder: folder.path)
        let session = try library.create(try Fixtures.header("idx1"))
        session.recorder.close()
        try folder.write("outside", to: "outside.txt")
        let index = folder.path + "/.courtside-index.sqlite"
        #expect(link(folder.path + "/outside.txt", index) == 0)
        #expect(try library.list().summaries.count == 1, "a hard link at the index's name lists as usual")
        #expect(try folder.text("outside.txt") == "outside", "and the file it links to is not written")
        #expect(unlink(index) == 0)
        #expect(mkfifo(index, 0o600) == 0)
        #expect(
            try library.list().summaries.count == 1, "a FIFO at the index's name neither blocks nor breaks the list")
        #expect(try folder.text("outside.txt") == "outside")
    }
}
