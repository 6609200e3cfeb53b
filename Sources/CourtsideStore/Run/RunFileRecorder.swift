import CourtsideCore
import CourtsideFileFormat
import FoundationEssentials

/// A run file held by a writer: the run board (which holds its `flock` too, while it is up) or
/// one append of the organiser's (``RunFile/append(to:_:)``). Appends are fsynced before they
/// return, each under the run's append lock (``FileSystem/lockAppend(_:path:)``), after reading
/// the lines the other writer appended since, so each entry is numbered and checked on the run
/// as the file holds it and neither writer loses the other's lines. A torn last line left by a
/// crash is cut off before the first append; a write that fails is cut off too, so the file stays
/// whole.
public final class RunFileRecorder: RunRecorder {
    /// The file's path.
    public let path: String
    /// The run as the file held it when opened.
    public let contents: RunContents
    private var fd: Int32?
    /// The length of the lines read or written so far, in bytes.
    private var validLength: Int
    private var byteCount: Int
    private let files: FileAccess
    /// The library folder's changes, for ``changeDescriptor`` (the run board's only).
    private let watch: RunWatch?

    init(fd: Int32, path: String, contents: RunContents, files: FileAccess, watch: RunWatch? = nil) {
        self.fd = fd
        self.path = path
        self.contents = contents
        self.validLength = contents.validLength
        self.byteCount = contents.byteCount
        self.files = files
        self.watch = watch
    }

    deinit {
        close()
    }

    /// `known` with the lines appended since this recorder last read or wrote, read under the
    /// append lock (never half a write).
    public func latest(after known: RunState) throws(LibraryError) -> RunState {
        let fd = try open()
        try lock(fd)
        defer { files.system.unlockAppend(fd, path: path) }
        return try caughtUp(known, fd: fd)
    }

    /// Under the append lock: what others appended, then `prepare`'s entries in one write, fsynced.
    public func record(after known: RunState, _ prepare: (RunState) -> [RunEntry]) throws(LibraryError) -> RunState {
        let fd = try open()
        try lock(fd)
        defer { files.system.unlockAppend(fd, path: path) }
        var latest = try caughtUp(known, fd: fd)
        let entries = prepare(latest)
        var lines = Data()
        for entry in entries { lines.append(try AppendedLines.encode(RunLine(entry), path: path)) }
        guard !lines.isEmpty else { return latest }
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
        // Prepared on `latest`, so they fold; one that did not would be read back as damaged.
        for entry in entries { try? latest.apply(entry) }
        return latest
    }

    /// The folder's inotify descriptor, when this recorder watches it.
    public var changeDescriptor: Int32? { watch?.descriptor }

    /// Whether a run file of the folder changed since last asked.
    public func takeChange() -> Bool { watch?.changed() ?? false }

    /// Releases the file and its lock.
    public func close() {
        guard let fd else { return }
        files.close(fd)
        self.fd = nil
    }

    private func open() throws(LibraryError) -> Int32 {
        guard let fd else { throw .io(file: path, action: "write", reason: "the run is closed") }
        return fd
    }

    private func lock(_ fd: Int32) throws(LibraryError) {
        do {
            try files.system.lockAppend(fd, path: path)
        } catch {
            throw .fileSystem(action: "lock", error: error)
        }
    }

    /// Folds the whole lines past ``validLength`` into `known` (the other writer's); a torn last
    /// line is left for the next append to cut off, and a damaged one is refused by its number.
    private func caughtUp(_ known: RunState, fd: Int32) throws(LibraryError) -> RunState {
        let size = Int(try files.status(of: fd, path: path, action: "read").size)
        guard size > validLength else { return known }
        let bytes = try files.read(fd, from: validLength, to: size, path: path)
        var state = known
        var start = 0
        let decoder = JSONDecoder()
        while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            let line = bytes[start..<end]
            // The header is line 1, entry n line n + 1.
            let number = state.nextSequence + 1
            guard line.count <= GameFileLimits.maxLineBytes else {
                throw .corruptLine(file: path, line: number, reason: GameFileLimits.tooLongLine)
            }
            if let key = DuplicateKeys.first(in: line) {
                throw .corruptLine(file: path, line: number, reason: GameFileCodec.duplicate(key))
            }
            guard let decoded = try? decoder.decode(RunLine.self, from: Data(line)) else {
                throw .corruptLine(file: path, line: number, reason: "not a run line (JSON)")
            }
            switch decoded.entry() {
            case .failure(let problem): throw .corruptLine(file: path, line: number, reason: problem.reason)
            case .success(let entry):
                do throws(RunError) {
                    try state.apply(entry)
                } catch {
                    throw .corruptLine(file: path, line: number, reason: error.description)
                }
            }
            start = end + 1
            validLength += line.count + 1
        }
        byteCount = size
        return state
    }
}
