import CourtsideCore
import CourtsideStore
import CourtsideTesting
import Foundation
import Testing

/// The two ``GameLibrary`` implementations the contract suite runs against: the files on disk and
/// the in-memory double the view models are tested with. If the double drifts from the files, the
/// contract fails for it.
enum LibraryKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case files
    case memory

    var testDescription: String { rawValue }

    /// A new, empty library of this kind; `idGenerator` picks the id a taken one is replaced with.
    func make(idGenerator: (@Sendable () -> GameID)? = nil) throws -> LibraryUnderTest {
        switch self {
        case .files:
            let folder = try TemporaryFolder()
            let library =
                idGenerator.map { FileGameLibrary(folder: folder.path, idGenerator: $0) }
                ?? FileGameLibrary(folder: folder.path)
            return LibraryUnderTest(library: library, folder: folder)
        case .memory:
            let library = idGenerator.map { InMemoryGameLibrary(idGenerator: $0) } ?? InMemoryGameLibrary()
            return LibraryUnderTest(library: library, folder: nil)
        }
    }
}

/// A library made for one test, and the folder to remove after it (files only).
struct LibraryUnderTest {
    let library: any GameLibrary
    let folder: TemporaryFolder?

    /// Removes what the library wrote.
    func remove() { folder?.remove() }

    /// Stores a game with no events and closes it.
    func add(_ id: String, createdMs: Int64 = 1_000, target: Int = 15, winBy: Int = 2) throws {
        try library.create(try Fixtures.header(id, createdMs: createdMs, target: target, winBy: winBy)).recorder.close()
    }
}
