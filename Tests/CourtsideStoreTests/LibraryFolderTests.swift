import CourtsideCore
import CourtsideStore
import Testing

/// `--library DIR`, then `$COURTSIDE_LIBRARY`, then `$XDG_DATA_HOME/courtside`, then
/// `~/.local/share/courtside`.
@Suite struct LibraryFolderTests {
    private let environment = [
        "COURTSIDE_LIBRARY": "/env/lib", "XDG_DATA_HOME": "/xdg", "HOME": "/home/pat",
    ]

    @Test func theFlagComesFirst() throws {
        #expect(try LibraryFolder.resolve(flag: "/flag/dir/", environment: environment) == "/flag/dir")
        #expect(
            try LibraryFolder.resolve(flag: "games", environment: environment, currentDirectory: "/work")
                == "/work/games")
        #expect(try LibraryFolder.resolve(flag: "../x/./y", environment: [:], currentDirectory: "/a/b") == "/a/x/y")
    }

    @Test func thenTheEnvironmentInOrder() throws {
        #expect(try LibraryFolder.resolve(flag: nil, environment: environment) == "/env/lib")
        var environment = environment
        environment["COURTSIDE_LIBRARY"] = ""
        #expect(try LibraryFolder.resolve(flag: nil, environment: environment) == "/xdg/courtside")
        environment["XDG_DATA_HOME"] = "relative/is/ignored"
        #expect(try LibraryFolder.resolve(flag: nil, environment: environment) == "/home/pat/.local/share/courtside")
        environment["XDG_DATA_HOME"] = nil
        #expect(try LibraryFolder.resolve(flag: nil, environment: environment) == "/home/pat/.local/share/courtside")
    }

    @Test func anEmptyFlagIsRefused() {
        #expect(throws: LibraryError.folderUnavailable(path: "", reason: "--library needs a folder")) {
            try LibraryFolder.resolve(flag: "", environment: environment)
        }
    }

    @Test func aFolderThatIsAFileIsToldNotCrashed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x", to: "file")
        let library = FileGameLibrary(folder: folder.path + "/file")
        #expect(throws: LibraryError.self) { try library.create(try Fixtures.header("nope1")) }
        #expect(throws: LibraryError.self) { try library.list() }
    }
}
