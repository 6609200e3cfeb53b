import CourtsideCore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The library's player registry on disk, `player-registry.jsonl` (docs/file-format.md, "The
/// player registry"): a header line, then one JSON line per ``RegistryEntry``, appended and
/// never changed, like a game file. Made whole or not at all (written to a temporary file,
/// fsynced, linked to its name, which fails when taken), private (`0600`), never read or written
/// through a link, a FIFO or a device; each append is fsynced before it returns, holding the
/// file's `flock`, after the lines already there have been read and checked.
public struct PlayerRegistryFile: Sendable {
    /// The file's name in the library folder (not `<id>.jsonl`: a `-` is no id's, so never a game).
    public static let fileName = "player-registry.jsonl"

    /// The library folder the registry sits in, beside the games it names players across.
    public let folder: String
    /// The store's file steps.
    private let files: FileAccess

    /// The registry of the library in `folder`.
    public init(folder: String, fileSystem: any FileSystem = PosixFileSystem()) {
        self.folder = folder
        self.files = FileAccess(system: fileSystem)
    }

    /// The registry's path: ``fileName`` in ``folder``, whether or not it exists yet.
    public var path: String { "\(folder)/\(Self.fileName)" }

    /// The registry as its good lines make it, and what is wrong with the rest: a damaged line
    /// (named with its number; the lines before it still count) or a torn last line (a write cut
    /// short, left out). A library with no registry file has an empty registry.
    public func read() throws(LibraryError) -> RegistryContents {
        guard let fd = try files.openStoreFile(path, what: "the player registry", writable: false, action: "open")
        else {
            return RegistryContents(registry: PlayerRegistry(), problem: nil, validLength: 0, byteCount: 0)
        }
        defer { files.close(fd) }
        return try contents(of: fd)
    }

    /// Appends entries of `kinds`, numbered after the lines there, stamped `wallMs`, in one write,
    /// fsynced before it returns; the registry they make. The file is made if there is none.
    /// Refused (nothing written) when another process holds the file for two seconds, when a
    /// line there is damaged (``LibraryError/corruptLine(file:line:reason:)``: mend or delete it
    /// first), or when an entry cannot follow (``RegistryError``, bad input).
    @discardableResult
    public func append(
        _ kinds: (PlayerRegistry) throws(RegistryError) -> [RegistryEntry.Kind], wallMs: Int64
    ) throws -> PlayerRegistry {
        let fd = try openLocked()
        defer { files.close(fd) }
        let contents = try contents(of: fd)
        if let problem = contents.problem { throw problem }
        var registry = contents.registry
        var lines = Data()
        for kind in try kinds(registry) {
            let entry = RegistryEntry(sequence: registry.nextSequence, wallMs: wallMs, kind: kind)
            try registry.apply(entry)
            lines.append(try AppendedLines.encode(RegistryLine(entry), path: Self.fileName))
        }
        guard !lines.isEmpty else { return registry }
        // A torn last line (a write cut short) goes before the new lines, as a game's does.
        if contents.validLength < contents.byteCount {
            try files.truncate(fd, to: contents.validLength, path: path, action: "mend")
        }
        do throws(LibraryError) {
            try files.writeAndSync(fd, lines, path: path, action: "write")
        } catch {
            // Some of the bytes may have reached the disk: cut them off so the file stays whole.
            try? files.truncate(fd, to: contents.validLength, path: path, action: "mend")
            throw error
        }
        return registry
    }

    /// The registry file open for appending and locked, made when there is none.
    private func openLocked() throws(LibraryError) -> Int32 {
        try files.makeFolder(folder)
        for _ in 0..<200 {
            let fd: Int32
            if let existing = try files.openStoreFile(path, what: "the player registry", writable: true, action: "open")
            {
                fd = existing
            } else if let published = try files.publish(
                RegistryLine.header, at: path, folder: folder, action: "create the player registry in")
            {
                return published.fd
            } else {
                continue  // made by another process just now: open theirs
            }
            if try files.tryLock(fd, path: path) { return fd }
            files.close(fd)
            usleep(10_000)
        }
        throw .io(file: path, action: "write", reason: "another courtside has held it for two seconds")
    }

    /// Reads and folds the open file, a line at a time (``AppendedLines``).
    private func contents(of fd: Int32) throws(LibraryError) -> RegistryContents {
        var reader = ChunkedLineReader(files: files, fd: fd, path: path)
        let header = RegistryLine.header.dropLast()  // without its newline
        guard case .line(let start, let end) = try reader.next(), reader.buffer[start..<end].elementsEqual(header)
        else {
            return RegistryContents(
                registry: PlayerRegistry(),
                problem: .badHeader(file: path, reason: "not a courtside player registry (version 1)"),
                validLength: 0, byteCount: reader.bytesRead)
        }
        let fold = try AppendedLines.fold(
            &reader, path: path, kind: "a registry line", into: PlayerRegistry()
        ) { (line: RegistryLine, registry: inout PlayerRegistry) -> String? in
            switch line.entry() {
            case .success(let entry):
                do throws(RegistryError) {
                    try registry.apply(entry)
                    return nil
                } catch {
                    return error.description
                }
            case .failure(let failure): return failure.reason
            }
        }
        return RegistryContents(
            registry: fold.value, problem: fold.problem, validLength: fold.validLength, byteCount: fold.byteCount)
    }
}
