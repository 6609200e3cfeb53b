import CourtsideCore
import CourtsideFileFormat
import FoundationEssentials

/// A library's runs on disk, one `run-<id>.jsonl` per evening (docs/file-format.md, "The run"): a
/// header line with the run's settings, then one JSON line per ``RunEntry``, appended and never
/// changed, like a game file. Made whole or not at all (the store's exclusive create, fsynced,
/// linked to its name), private (`0600`), never read or written through a link, a FIFO or a
/// device. The run board holds the file's `flock` while it is up; each append is fsynced before
/// it returns. The name has a `-`, which no game id has, so a run is never listed as a game.
public struct RunFile: Sendable {
    /// The library folder the runs sit in, beside the games (their names have a `-`, no game id's do).
    public let folder: String
    /// The store's file steps.
    private let files: FileAccess

    /// The runs of the library in `folder`.
    public init(folder: String, fileSystem: any FileSystem = PosixFileSystem()) {
        self.folder = folder
        self.files = FileAccess(system: fileSystem)
    }

    /// The path of run `id`: `run-<id>.jsonl` in ``folder``, whether or not it exists.
    public func path(of id: GameID) -> String { "\(folder)/run-\(id).jsonl" }

    /// Every run file's path, oldest first (ids are not in time order: by the time in the header,
    /// read here, and only the header; a file whose header cannot be read comes first).
    public func runs() throws(LibraryError) -> [String] {
        let created = try paths().map { path in ((try? createdMs(path)) ?? 0, path) }
        return created.sorted { $0 < $1 }.map(\.1)
    }

    /// When the run in `path` was made, from its first line alone.
    private func createdMs(_ path: String) throws(LibraryError) -> Int64 {
        guard let fd = try openRunFile(path, writable: false) else {
            throw .io(file: path, action: "open", reason: "no such run")
        }
        defer { files.close(fd) }
        var reader = ChunkedLineReader(files: files, fd: fd, path: path, chunkBytes: 4096)
        return try Self.settings(reading: &reader, path: path).createdMs
    }

    /// Opens a run's file as a game's is opened (not through a link, a regular file only); nil
    /// when there is none. Anything else at the name is refused saying what to do: `delete`
    /// removes games, not runs, so the name is to be removed by hand.
    private func openRunFile(_ path: String, writable: Bool) throws(LibraryError) -> Int32? {
        try files.openStoreFile(path, what: "a run", writable: writable, action: "open")
    }

    /// Whether a run not yet ended is playing game `id` (its game under way): such a game takes no
    /// late arrival, however its board is opened. Reads each run file once.
    public func isPlaying(_ id: GameID) -> Bool {
        guard let paths = try? paths() else { return false }
        return paths.contains { path in
            guard let state = try? read(path).state else { return false }
            return !state.isEnded && state.game?.id == id
        }
    }

    /// Every run file's path, in no order.
    private func paths() throws(LibraryError) -> [String] {
        let names = try files.names(in: folder) ?? []
        return names.filter { $0.hasPrefix("run-") && $0.hasSuffix(".jsonl") }.map { "\(folder)/\($0)" }
    }

    /// The newest run not yet ended, if any (what `courtside run` resumes).
    public func latestOpen() throws(LibraryError) -> String? {
        for path in try runs().reversed() {
            guard let contents = try? read(path) else { continue }
            if !contents.state.isEnded { return path }
        }
        return nil
    }

    /// The run in `path` as its good lines make it, and what is wrong with the rest: a damaged
    /// line (named with its number; the lines before it still count) or a torn last line (a
    /// write cut short, left out). Never locks: readable while the run board is up.
    public func read(_ path: String) throws(LibraryError) -> RunContents {
        guard let fd = try openRunFile(path, writable: false) else {
            throw .io(file: path, action: "open", reason: "no such run")
        }
        defer { files.close(fd) }
        return try contents(of: fd, path: path)
    }

    /// Stores a new run with `settings` and holds it for the run board.
    public func create(_ settings: RunSettings) throws(LibraryError) -> RunFileRecorder {
        try files.makeFolder(folder)
        let path = path(of: settings.id)
        let header = try AppendedLines.encode(RunHeaderLine(settings), path: path)
        guard let published = try files.publish(header, at: path, folder: folder, action: "create the run in") else {
            throw .io(file: path, action: "create", reason: "a run with this id exists")
        }
        let contents = RunContents(
            state: RunState(settings: settings), problem: nil, validLength: header.count, byteCount: header.count)
        do throws(LibraryError) {
            let watch = try RunWatch(folder: folder, fileSystem: files.system)
            return RunFileRecorder(fd: published.fd, path: path, contents: contents, files: files, watch: watch)
        } catch {
            files.close(published.fd)
            throw error
        }
    }

    /// Opens the run in `path` for the run board, holding its lock; refused when another
    /// courtside holds it, or when a line is damaged (mend or delete it first: the lines before
    /// it are still read by `run export`).
    public func open(_ path: String) throws(LibraryError) -> RunFileRecorder {
        guard let fd = try openRunFile(path, writable: true) else {
            throw .io(file: path, action: "open", reason: "no such run")
        }
        do throws(LibraryError) {
            guard try files.tryLock(fd, path: path) else {
                throw .io(file: path, action: "open", reason: "the run is open in another courtside")
            }
            let contents = try contents(of: fd, path: path)
            if let problem = contents.problem { throw problem }
            let watch = try RunWatch(folder: folder, fileSystem: files.system)
            return RunFileRecorder(fd: fd, path: path, contents: contents, files: files, watch: watch)
        } catch {
            files.close(fd)
            throw error
        }
    }

    /// Appends what `prepare` makes of the run in `path` as its file holds it (the organiser's
    /// change, through serve), as the run board appends: under the run's append lock, after what
    /// anyone else appended, in one write, fsynced. Needs no `flock`, so the run board may be up:
    /// the board reads the lines when its file changes. Returns the run with them;
    /// refused when a line is damaged (as the run board refuses to open it).
    public func append(to path: String, _ prepare: (RunState) -> [RunEntry]) throws(LibraryError) -> RunState {
        guard let fd = try openRunFile(path, writable: true) else {
            throw .io(file: path, action: "open", reason: "no such run")
        }
        let recorder: RunFileRecorder
        do throws(LibraryError) {
            let contents = try contents(of: fd, path: path)
            if let problem = contents.problem { throw problem }
            recorder = RunFileRecorder(fd: fd, path: path, contents: contents, files: files)
        } catch {
            files.close(fd)
            throw error
        }
        defer { recorder.close() }
        return try recorder.record(after: recorder.contents.state, prepare)
    }

    /// Removes run `id`'s file, holding its lock so that a run open on a board is refused: for a
    /// run `courtside run` created for a board that then could not start, so that it leaves nothing
    /// behind. Anything but a regular file at the name is left alone.
    public func remove(_ id: GameID) throws(LibraryError) {
        let path = path(of: id)
        guard let fd = try files.openGameFile(path, writable: false, action: "remove") else { return }
        defer { files.close(fd) }
        guard try files.tryLock(fd, path: path) else {
            throw .io(file: path, action: "remove", reason: "the run is open in another courtside")
        }
        try files.remove(path, action: "remove", notFound: .io(file: path, action: "remove", reason: "no such run"))
        try files.syncFolder(folder)
    }

    /// Reads and folds the open file, a line at a time (``AppendedLines``).
    private func contents(of fd: Int32, path: String) throws(LibraryError) -> RunContents {
        var reader = ChunkedLineReader(files: files, fd: fd, path: path)
        let settings = try Self.settings(reading: &reader, path: path)
        let fold = try AppendedLines.fold(
            &reader, path: path, kind: "a run line", into: RunState(settings: settings)
        ) { (line: RunLine, state: inout RunState) -> String? in
            switch line.entry() {
            case .success(let entry):
                do throws(RunError) {
                    try state.apply(entry)
                    return nil
                } catch {
                    return error.description
                }
            case .failure(let failure): return failure.reason
            }
        }
        return RunContents(
            state: fold.value, problem: fold.problem, validLength: fold.validLength, byteCount: fold.byteCount)
    }

    /// The settings in the first line `reader` gives (the run's header).
    private static func settings(reading reader: inout ChunkedLineReader, path: String) throws(LibraryError)
        -> RunSettings
    {
        let header: Range<Int>
        switch try reader.next() {
        case .end, .unterminated: throw .badHeader(file: path, reason: "no whole first line (a run's settings)")
        case .tooLong: throw .badHeader(file: path, reason: GameFileLimits.tooLongLine)
        case .line(let start, let end): header = start..<end
        }
        let bytes = reader.buffer[header]
        if let key = DuplicateKeys.first(in: bytes) {
            throw .badHeader(file: path, reason: GameFileCodec.duplicate(key))
        }
        do {
            switch try JSONDecoder().decode(RunHeaderLine.self, from: Data(bytes)).settings() {
            case .success(let read): return read
            case .failure(let problem): throw LibraryError.badHeader(file: path, reason: problem.reason)
            }
        } catch let error as LibraryError {
            throw error
        } catch {
            throw .badHeader(file: path, reason: "not a courtside run (JSON with its settings)")
        }
    }
}
