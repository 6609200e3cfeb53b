import CourtsideStore
import Foundation

/// A library in a folder of its own under the temporary directory, removed by ``remove()``.
struct TemporaryLibrary {
    /// The folder's path.
    let path: String
    /// The library in it, its clock a minute ahead of the files so every game counts as settled
    /// (the index answers for a file only once it has settled).
    let library: FileGameLibrary

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("courtside-app-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        library = FileGameLibrary(
            folder: path, wallClockNs: { FileGameLibrary.systemWallClockNs() + 60_000_000_000 })
    }

    /// Deletes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
