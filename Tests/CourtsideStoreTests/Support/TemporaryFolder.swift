import Foundation

/// A fresh folder under the system's temporary folder; call ``remove()`` (in a `defer`) when done.
struct TemporaryFolder {
    /// The folder's path.
    let path: String

    init() throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("courtside-store-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Deletes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The bytes of a file in the folder.
    func contents(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: "\(path)/\(name)"))
    }

    /// The text of a file in the folder.
    func text(_ name: String) throws -> String {
        String(decoding: try contents(name), as: UTF8.self)
    }

    /// Replaces a file's bytes.
    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: "\(path)/\(name)"))
    }

    /// Appends bytes to a file without a newline, as a crash mid-write would leave them.
    func append(_ text: String, to name: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: "\(path)/\(name)"))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }
}
