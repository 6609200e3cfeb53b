import CourtsideCore
import FoundationEssentials

/// A run file held by the run board: its lock, and appends fsynced before they return. A torn
/// last line left by a crash is cut off before the first append; a write that fails is cut off
/// too, so the file stays whole.
public final class RunFileRecorder: RunRecorder {
    /// The file's path.
    public let path: String
    /// The run as the file held it when opened.
    public let contents: RunContents
    private var fd: Int32?
    private var validLength: Int
    private var byteCount: Int
    private let files: FileAccess

    init(fd: Int32, path: String, contents: RunContents, files: FileAccess) {
        self.fd = fd
        self.path = path
        self.contents = contents
        self.validLength = contents.validLength
        self.byteCount = contents.byteCount
        self.files = files
    }

    deinit {
        close()
    }

    /// Appends the entries' lines in one write, fsynced.
    public func record(_ entries: [RunEntry]) throws(LibraryError) {
        guard let fd else { throw .io(file: path, action: "write", reason: "the run is closed") }
        var lines = Data()
        for entry in entries { lines.append(try AppendedLines.encode(RunLine(entry), path: path)) }
        guard !lines.isEmpty else { return }
        if validLength < byteCount {
            try files.truncate(fd, to: validLength, path: path, action: "mend")
            byteCount = validLength
        }
        do throws(LibraryError) {
            try files.writeAndSync(fd, lines, path: path, action: "write")
        } catch {
            try? files.truncate(fd, to: validLength, path: path, action: "mend")
            throw error
        }
        validLength += lines.count
        byteCount = validLength
    }

    /// Releases the file and its lock.
    public func close() {
        guard let fd else { return }
        files.close(fd)
        self.fd = nil
    }
}
