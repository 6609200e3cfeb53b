import CourtsideCore
import Foundation

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
/// (or another open in this one) is refused at once.
public final class FileGameLibrary: GameLibrary, Sendable {
    /// The folder's absolute path.
    public let folder: String
    /// Where fresh ids come from when a created game's id is taken.
    private let idGenerator: @Sendable () -> GameID

    /// A library in `folder` (see ``LibraryFolder/resolve(flag:environment:currentDirectory:)``).
    /// Nothing is touched on disk until it is used; the folder is created with the first game.
    public init(folder: String, idGenerator: @escaping @Sendable () -> GameID = { GameID.generate() }) {
        self.folder = folder
        self.idGenerator = idGenerator
    }

    /// The folder's path.
    public var location: String { folder }

    /// The path of a game's file.
    public func path(of id: GameID) -> String { "\(folder)/\(id).jsonl" }

    /// Every `<id>.jsonl` in the folder, read and folded (keeping a ``GameState``, not the events);
    /// a file that cannot be read becomes a problem beside the others. A folder that does not exist
    /// yet is an empty library.
    public func list() throws(LibraryError) -> LibraryListing {
        var summaries: [GameSummary] = []
        var problems: [LibraryProblem] = []
        for id in try gameIDs() {
            let file = path(of: id)
            do throws(LibraryError) {
                guard let contents = try read(id, start: { GameState(rules: $0.rules) }, apply: Self.fold)
                else { continue }  // deleted while listing
                summaries.append(
                    GameSummary(
                        header: contents.header, state: contents.fold, lastPlayedMs: contents.lastWallMs,
                        location: file, warnings: contents.warnings))
            } catch {
                problems.append(LibraryProblem(id: id, location: file, error: error))
            }
        }
        return LibraryListing(summaries: summaries, problems: problems)
    }

    /// The ids of the `<id>.jsonl` files in the folder; other names (hidden files, anything that is
    /// not a valid id) are ignored.
    public func gameIDs() throws(LibraryError) -> [GameID] {
        guard let names = try PosixFile.names(in: folder) else { return [] }
        return names.compactMap { name in
            guard name.hasSuffix(".jsonl") else { return nil }
            return GameID(rawValue: String(name.dropLast(".jsonl".count)))
        }.sorted()
    }

    /// Writes the header to a hidden temporary file, fsyncs it, and links it to `<id>.jsonl`;
    /// the link fails if the name is taken (then a fresh id is tried), so a game file never exists
    /// without its whole header. The file stays open and locked for scoring.
    public func create(_ header: GameHeader) throws(LibraryError) -> ScoringSession {
        try PosixFile.makeFolder(folder)
        var header = header
        for _ in 0..<100 {
            let temporary = "\(folder)/.\(header.id).\(UInt32.random(in: 0...UInt32.max)).tmp"
            guard
                let fd = try PosixFile.openFile(
                    temporary, flags: O_RDWR | O_APPEND | O_CREAT | O_EXCL, action: "create a game file in",
                    file: folder)
            else { throw .folderUnavailable(path: folder, reason: "it disappeared") }
            defer { unlink(temporary) }
            do throws(LibraryError) {
                _ = try PosixFile.tryLock(fd, path: temporary)
                let line = try GameFileCodec.headerLine(header)
                try PosixFile.writeAndSync(fd, line, path: temporary)
                let file = path(of: header.id)
                if link(temporary, file) == 0 {
                    try PosixFile.syncFolder(folder)
                    let game = Game(header: header)
                    let recorder = FileScoringRecorder(
                        id: header.id, path: file, fd: fd, state: game.state, validLength: line.count,
                        needsRepair: false)
                    return ScoringSession(game: game, recorder: recorder, location: file)
                }
                guard errno == EEXIST else {
                    throw LibraryError.io(file: file, action: "create", reason: PosixFile.errnoMessage)
                }
            } catch {
                PosixFile.closeFile(fd)
                throw error
            }
            PosixFile.closeFile(fd)
            // The header was valid with its old id, and the id is not part of its validation.
            header = try! GameHeader(
                id: idGenerator(), home: header.home, away: header.away, rules: header.rules,
                createdMs: header.createdMs)
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

    /// Opens the game's file for appending, takes its lock without waiting, then reads and folds it
    /// through the same descriptor (so what is read is what will be appended to).
    public func openForScoring(_ id: GameID) throws(LibraryError) -> ScoringSession {
        let file = path(of: id)
        guard let fd = try PosixFile.openFile(file, flags: O_RDWR | O_APPEND, action: "open") else {
            throw .notFound(id.rawValue)
        }
        do throws(LibraryError) {
            guard try PosixFile.tryLock(fd, path: file) else { throw LibraryError.locked(id, file: file) }
            // A delete may have unlinked the file between our open and our lock.
            guard PosixFile.isSameFile(fd, file) else { throw LibraryError.notFound(id.rawValue) }
            let data = try PosixFile.readAll(fd, path: file)
            let contents = try GameFileContents(
                data: data, id: id, file: file, start: { Game(header: $0) }, apply: Self.fold)
            let recorder = FileScoringRecorder(
                id: id, path: file, fd: fd, state: contents.fold.state, validLength: contents.validLength,
                needsRepair: contents.validLength < data.count)
            return ScoringSession(game: contents.fold, recorder: recorder, location: file, warnings: contents.warnings)
        } catch {
            PosixFile.closeFile(fd)
            throw error
        }
    }

    /// Whether a scorer holds the game open right now (another open file holds its lock); false
    /// when the game does not exist. Asked without waiting, with a shared lock dropped at once
    /// (see ``GameFollower``), so a watcher can be offered instead of a refusal.
    public func isBeingScored(_ id: GameID) -> Bool {
        let file = path(of: id)
        guard let fd = try? PosixFile.openFile(file, flags: O_RDONLY | O_NONBLOCK, action: "open") else {
            return false
        }
        defer { PosixFile.closeFile(fd) }
        return (try? PosixFile.isLockedElsewhere(fd, path: file)) ?? false
    }

    /// Deletes the game's file, holding its lock while unlinking so a game being scored is refused.
    public func delete(_ id: GameID) throws(LibraryError) {
        let file = path(of: id)
        guard let fd = try PosixFile.openFile(file, flags: O_RDONLY, action: "open") else {
            throw .notFound(id.rawValue)
        }
        defer { PosixFile.closeFile(fd) }
        guard try PosixFile.tryLock(fd, path: file) else { throw .locked(id, file: file) }
        guard unlink(file) == 0 else {
            if errno == ENOENT { throw .notFound(id.rawValue) }
            throw .io(file: file, action: "delete", reason: PosixFile.errnoMessage)
        }
        try PosixFile.syncFolder(folder)
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
        let file = path(of: id)
        guard let fd = try PosixFile.openFile(file, flags: O_RDONLY, action: "open") else { return nil }
        defer { PosixFile.closeFile(fd) }
        let data = try PosixFile.readAll(fd, path: file)
        return try GameFileContents(data: data, id: id, file: file, start: start, apply: apply)
    }
}
