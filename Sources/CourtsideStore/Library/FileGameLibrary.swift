import CourtsideCore
import CourtsideFileFormat
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The game library on disk: one JSON Lines file per game, `<id>.jsonl`, in one folder
/// (docs/file-format.md).
///
/// File names come only from validated ``GameID``s, so nothing a user types becomes a path.
/// Reads never lock; scoring holds an exclusive `flock` on the game's file, which another process
/// (or another open in this one) is refused at once. Every system call goes through a
/// ``FileSystem`` (``PosixFileSystem`` unless a test puts one in between).
public final class FileGameLibrary: GameLibrary, Sendable {
    /// The folder's absolute path.
    public let folder: String
    /// Where fresh ids come from when a created game's id is taken.
    private let idGenerator: @Sendable () -> GameID
    /// The wall clock, in nanoseconds since 1970: the summary index keeps only files that have
    /// not changed for a moment (``settleNs``).
    private let wallClockNs: @Sendable () -> Int64
    /// The store's file steps over the injected system calls (a follower of a game uses them too).
    let files: FileAccess
    /// Whether listing keeps the index up to date or only reads it.
    public let indexUse: LibraryIndexUse

    /// A library in `folder` (see ``LibraryFolder/resolve(flag:environment:currentDirectory:)``).
    /// Nothing is touched on disk until it is used; the folder is created with the first game.
    /// `wallClockNs` is the system's real-time clock unless a test moves time on. `indexUse`
    /// `.readOnly` never writes the index (`serve`).
    public init(
        folder: String, idGenerator: @escaping @Sendable () -> GameID = { GameID.generate() },
        fileSystem: any FileSystem = PosixFileSystem(),
        wallClockNs: @escaping @Sendable () -> Int64 = FileGameLibrary.systemWallClockNs,
        indexUse: LibraryIndexUse = .readWrite
    ) {
        self.folder = folder
        self.idGenerator = idGenerator
        self.wallClockNs = wallClockNs
        self.files = FileAccess(system: fileSystem)
        self.indexUse = indexUse
    }

    /// The library index as ``indexUse`` has it opened; nil when there is none to use.
    func openIndex() -> LibraryIndex? {
        LibraryIndex.open(folder: folder, files: files, readOnly: indexUse == .readOnly)
    }

    /// The folder's path.
    public var location: String { folder }

    /// A game file's header line exactly as the store writes it, with its newline: for tools that
    /// make whole libraries without scoring them (the bench), so their files are the store's own.
    public static func headerLine(_ header: GameHeader) throws(LibraryError) -> Data {
        try GameFileCodec.headerLine(header)
    }

    /// Event lines exactly as the store writes them, each with its newline (see ``headerLine(_:)``).
    public static func eventLines(_ events: [GameEvent]) throws(LibraryError) -> Data {
        var lines = Data()
        for event in events { lines.append(try GameFileCodec.eventLine(event, file: "events")) }
        return lines
    }

    /// `CLOCK_REALTIME` in nanoseconds: the clock file times are stamped with.
    @Sendable public static func systemWallClockNs() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
    }

    /// The path of a game's file.
    public func path(of id: GameID) -> String { "\(folder)/\(id).jsonl" }

    /// Every `<id>.jsonl` in the folder, read and folded (keeping a ``GameState``, not the events);
    /// a name that cannot be read (a damaged file, or one that is not a regular file) becomes a
    /// problem beside the others. A folder that does not exist yet is an empty library.
    ///
    /// A game whose file is unchanged since the library index (``LibraryIndex``) saw it is taken
    /// from the index with one `lstat`, without opening the file; any other is read and folded,
    /// and the index learns it. Writing the index is best effort: a read-only library lists all
    /// the same.
    public func list() throws(LibraryError) -> LibraryListing {
        let (entries, problems) = try walk(withLines: false)
        return LibraryListing(summaries: entries.map(\.summary), problems: problems)
    }

    /// Every game with its players' lines, for stats across games: as ``list()``, from the index
    /// for the games whose files are unchanged, and the files for the others.
    public func records() throws(LibraryError) -> LibraryRecords {
        let (entries, problems) = try walk(withLines: true)
        return LibraryRecords(records: entries.map(\.record), problems: problems)
    }

    /// Every game's entry, from the index when its file is unchanged and its row passes the checks
    /// (with its lines, when `withLines`), else read and folded (and then written to the index, with
    /// its lines, when its file has settled); and a problem for each game that cannot be read.
    private func walk(withLines: Bool) throws(LibraryError) -> ([LibraryIndexEntry], [LibraryProblem]) {
        let ids = try gameIDs()
        guard !ids.isEmpty else { return ([], []) }
        // A file changed after this moment may keep its modification time (the kernel's clock
        // is coarse), so only files last changed well before it are indexed.
        let settledBeforeNs = wallClockNs() - Self.settleNs
        var index = openIndex()
        let read = index?.entries(withLines: withLines, location: path(of:))
        if index != nil, read == nil, indexUse == .readWrite {
            // Unreadable, or discarded for a row no game file could give: every game is read from
            // its file, into the index made again.
            index = openIndex()
        }
        let known = read ?? [:]
        var entries: [LibraryIndexEntry] = []
        entries.reserveCapacity(ids.count)
        var changed: [LibraryIndexEntry] = []
        var problems: [LibraryProblem] = []
        var listed = Set<GameID>()
        for id in ids {
            let file = path(of: id)
            if let entry = known[id], let status = try? files.system.linkStatus(at: file), entry.matches(status) {
                entries.append(entry)
                listed.insert(id)
                continue
            }
            do throws(LibraryError) {
                guard
                    let (contents, status) = try readWithStatus(
                        id, start: { GameState(header: $0) }, apply: Self.fold)
                else { continue }  // deleted while listing
                let summary = GameSummary(
                    header: contents.header, state: contents.fold, lastPlayedMs: contents.lastWallMs,
                    location: file, warnings: contents.warnings)
                let record = GameRecord(
                    summary: summary, lines: GamePlayerLine.lines(header: contents.header, state: contents.fold))
                let entry = LibraryIndexEntry(status: status, record: record)
                entries.append(entry)
                // A torn last line is said on every listing, so such a game is always read.
                if contents.warnings.isEmpty && status.modifiedNs < settledBeforeNs
                    && status.changedNs < settledBeforeNs
                {
                    changed.append(entry)
                    listed.insert(id)
                }
            } catch {
                problems.append(LibraryProblem(id: id, location: file, error: error))
            }
        }
        // Rows of games gone, unreadable or unsettled go; a row that failed its checks is
        // replaced by the game's fold above.
        let stale = known.keys.filter { !listed.contains($0) }
        index?.update(changed, removing: stale.sorted())
        return (entries, problems)
    }

    /// The ids of the `<id>.jsonl` names in the folder, whatever they are (so a symbolic link or a
    /// folder with such a name is listed as a problem and can be deleted); other names (hidden
    /// files, anything that is not a valid id) are ignored.
    public func gameIDs() throws(LibraryError) -> [GameID] {
        guard let names = try files.names(in: folder) else { return [] }
        return names.compactMap { name in
            guard name.hasSuffix(".jsonl") else { return nil }
            return GameID(rawValue: String(name.dropLast(".jsonl".count)))
        }.sorted()
    }

    /// Writes the header to a hidden temporary file, fsyncs it, and links it to `<id>.jsonl`;
    /// the link fails if the name is taken (then a fresh id is tried), so a game file never exists
    /// without its whole header. The file stays open and locked for scoring.
    public func create(_ header: GameHeader) throws(LibraryError) -> ScoringSession {
        try files.makeFolder(folder)
        var header = header
        for _ in 0..<100 {
            let line = try GameFileCodec.headerLine(header)
            let file = path(of: header.id)
            guard let published = try files.publish(line, at: file, folder: folder, action: "create a game file in")
            else {
                // The header was valid with its old id, and the id is not part of its validation.
                header = try! GameHeader(
                    id: idGenerator(), home: header.home, away: header.away, rules: header.rules,
                    createdMs: header.createdMs)
                continue
            }
            let game = Game(header: header)
            let recorder = FileScoringRecorder(
                header: header, path: file, folder: folder, files: files, fd: published.fd,
                nextSequence: game.state.nextSequence,
                validLength: line.count, needsRepair: false)
            return ScoringSession(game: game, recorder: recorder, location: file)
        }
        throw .io(file: folder, action: "create a game in", reason: "no free game id after 100 tries")
    }

    /// Reads and folds a game without locking it.
    public func load(_ id: GameID) throws(LibraryError) -> LoadedGame {
        guard let contents = try read(id, start: { Game(header: $0) }, apply: Self.fold) else {
            throw .notFound(id.rawValue)
        }
        return LoadedGame(game: contents.fold, location: path(of: id), warnings: contents.warnings)
    }

    /// Reads and folds a game without locking it, keeping its state but not its events, which the
    /// log reads again from the file, in chunks of `chunkBytes` (256 KiB by default), each time they are walked: for an
    /// export, whose memory then does not grow with the game's length.
    public func openLog(_ id: GameID, chunkBytes: Int? = nil) throws(LibraryError) -> StoredGameLog {
        let file = path(of: id)
        guard let fd = try files.openGameFile(file, writable: false, action: "open") else {
            throw .notFound(id.rawValue)
        }
        return try StoredGameLog(
            fd: fd, files: files, id: id, path: file, chunkBytes: chunkBytes ?? ChunkedLineReader.defaultChunkBytes)
    }

    /// Opens the game's file for appending, takes its lock without waiting, then reads and folds it
    /// through the same descriptor (so what is read is what will be appended to).
    public func openForScoring(_ id: GameID) throws(LibraryError) -> ScoringSession {
        let file = path(of: id)
        guard let fd = try files.openGameFile(file, writable: true, action: "open") else {
            throw .notFound(id.rawValue)
        }
        do throws(LibraryError) {
            guard try files.tryLock(fd, path: file) else {
                throw LockHolder.refusal(id, fd: fd, path: file, files: files)
            }
            // A delete may have unlinked the file between our open and our lock.
            guard try files.change(of: fd, path: file) == nil else { throw LibraryError.notFound(id.rawValue) }
            let contents = try GameFileContents(
                fd: fd, files: files, status: try files.status(of: fd, path: file, action: "read"), id: id,
                file: file, start: { Game(header: $0) }, apply: Self.fold)
            let recorder = FileScoringRecorder(
                header: contents.header, path: file, folder: folder, files: files, fd: fd,
                nextSequence: contents.fold.state.nextSequence, validLength: contents.validLength,
                needsRepair: contents.validLength < contents.byteCount)
            return ScoringSession(game: contents.fold, recorder: recorder, location: file, warnings: contents.warnings)
        } catch {
            files.close(fd)
            throw error
        }
    }

    /// Whether a scorer holds the game open right now (another open file holds its lock); false
    /// when the game does not exist or is not a game file. Asked without waiting, with a shared
    /// lock dropped at once (see ``GameFollower``), so a watcher can be offered instead of a refusal.
    public func isBeingScored(_ id: GameID) -> Bool {
        let file = path(of: id)
        guard let fd = try? files.openGameFile(file, writable: false, action: "open") else { return false }
        defer { files.close(fd) }
        return (try? files.isLockedElsewhere(fd, path: file)) ?? false
    }

    /// Deletes whatever has the game's name. A game file is deleted holding its lock, so a game
    /// being scored is refused. Anything else is removed without being read: a symbolic link
    /// (the link, never what it points to), a FIFO, a socket or a device node by its name, and a
    /// folder only when it is empty (courtside never deletes what a folder holds).
    public func delete(_ id: GameID) throws(LibraryError) {
        let file = path(of: id)
        guard let status = try files.linkStatus(at: file, action: "delete") else { throw .notFound(id.rawValue) }
        switch status.type {
        case .regular:
            guard let fd = try files.openGameFile(file, writable: false, action: "open") else {
                throw .notFound(id.rawValue)
            }
            defer { files.close(fd) }
            guard try files.tryLock(fd, path: file) else {
                throw LockHolder.refusal(id, fd: fd, path: file, files: files)
            }
            try files.remove(file, action: "delete", notFound: .notFound(id.rawValue))
        case .folder:
            do {
                try files.system.removeFolder(file)
            } catch {
                if error.kind == .folderNotEmpty || error.code == EEXIST {
                    throw .io(
                        file: file, action: "delete",
                        reason: "it is a folder with files in it; courtside deletes only an empty one")
                }
                throw .fileSystem(action: "delete", error: error)
            }
        default:
            try files.remove(file, action: "delete", notFound: .notFound(id.rawValue))
        }
        try files.syncFolder(folder)
    }

    /// Folds one event into a state (listing).
    private static func fold(_ state: inout GameState, _ event: GameEvent) throws(GameError) {
        try state.apply(event)
    }

    /// Folds one event into a game (loading).
    private static func fold(_ game: inout Game, _ event: GameEvent) throws(GameError) {
        try game.apply(event)
    }

    /// Reads a game's file without the lock; nil when it does not exist.
    private func read<Fold>(
        _ id: GameID, start: (GameHeader) -> Fold, apply: (inout Fold, GameEvent) throws(GameError) -> Void
    ) throws(LibraryError) -> GameFileContents<Fold>? {
        try readWithStatus(id, start: start, apply: apply)?.contents
    }

    /// Reads a game's file without the lock, with what `fstat` said of it before the read (so a
    /// change during the read shows as a different status next time); nil when it does not exist.
    private func readWithStatus<Fold>(
        _ id: GameID, start: (GameHeader) -> Fold, apply: (inout Fold, GameEvent) throws(GameError) -> Void
    ) throws(LibraryError) -> (contents: GameFileContents<Fold>, status: FileStatus)? {
        let file = path(of: id)
        guard let fd = try files.openGameFile(file, writable: false, action: "open") else { return nil }
        defer { files.close(fd) }
        let status = try files.status(of: fd, path: file, action: "read")
        return (
            try GameFileContents(fd: fd, files: files, status: status, id: id, file: file, start: start, apply: apply),
            status
        )
    }

    // MARK: The library index

    /// How long before a listing a game file must have last changed to be indexed: more than the
    /// kernel's coarse clock tick, so a later change always shows in the file's times.
    static let settleNs: Int64 = 50_000_000
}
