import CourtsideCore
import CourtsideFileFormat

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a game file's lines through bounded chunks, so a game of any length is read with one
/// buffer of a few hundred kilobytes instead of the whole file (and a copy of it) in memory.
///
/// Each refill is one `pread` of at most ``chunkBytes`` bytes through the ``FileSystem`` seam; a
/// short read is only fewer bytes, and a read of 0 is the end. A line is handed out as a range of
/// ``buffer``, valid until the next call; what is left of a line cut by the end of a chunk is moved
/// to the front of the buffer before the next read, which always has room for a line of
/// ``GameFileLimits/maxLineBytes`` and its newline. The file is read from offset 0 whatever the
/// descriptor's position, up to `limit` bytes when one is given, and at most
/// ``GameFileLimits/maxFileSize`` bytes in all.
struct ChunkedLineReader {
    /// What ``next()`` found.
    enum Line {
        /// A line, without its newline: `buffer[start..<end]`, `buffer[end]` being the newline.
        case line(start: Int, end: Int)
        /// A line longer than ``GameFileLimits/maxLineBytes`` bytes (with or without a newline).
        case tooLong
        /// Bytes after the last newline, up to the end of the file: a line without its newline.
        case unterminated(byteCount: Int)
        /// The end of the file, or of `limit`: every line has been handed out.
        case end
    }

    /// The read size used outside tests: 256 KiB.
    static let defaultChunkBytes = 256 * 1024

    /// The bytes read and not yet handed out, from ``start`` to ``filled``.
    private(set) var buffer: [UInt8]
    private let files: FileAccess
    private let fd: Int32
    private let path: String
    /// The most bytes one `pread` asks for.
    let chunkBytes: Int
    /// Where reading stops (bytes from the start of the file).
    private let limit: Int
    /// The first byte of the next line, in ``buffer``.
    private var start = 0
    /// How far ``buffer`` holds bytes read.
    private var filled = 0
    /// How far the search for the next newline got, in ``buffer`` (never before ``start``).
    private var searched = 0
    /// The file offset of `buffer[0]`.
    private var bufferOffset = 0
    /// Whether a read returned 0 or ``limit`` was reached.
    private var isDrained = false

    /// A reader of the file open on `fd` from its first byte, up to `limit` bytes if given.
    init(files: FileAccess, fd: Int32, path: String, chunkBytes: Int = defaultChunkBytes, limit: Int? = nil) {
        self.files = files
        self.fd = fd
        self.path = path
        self.chunkBytes = max(1, chunkBytes)
        self.limit = limit ?? Int.max
        buffer = [UInt8](repeating: 0, count: GameFileLimits.maxLineBytes + 1 + self.chunkBytes)
    }

    /// The file offset of the next line's first byte (after ``next()`` returned a line: just past
    /// its newline).
    var offset: Int { bufferOffset + start }

    /// How many bytes have been read from the file so far.
    var bytesRead: Int { bufferOffset + filled }

    /// The next line.
    mutating func next() throws(LibraryError) -> Line {
        while true {
            if let newline = nextNewline() {
                let lineStart = start
                guard newline - lineStart <= GameFileLimits.maxLineBytes else { return .tooLong }
                start = newline + 1
                searched = start
                return .line(start: lineStart, end: newline)
            }
            searched = filled
            guard filled - start <= GameFileLimits.maxLineBytes else { return .tooLong }
            guard try refill() else { return filled == start ? .end : .unterminated(byteCount: filled - start) }
        }
    }

    /// The first newline in the bytes not searched yet, by `memchr` (a line is some 80 bytes, and
    /// every byte of the file is searched once).
    private func nextNewline() -> Int? {
        guard searched < filled else { return nil }
        return buffer.withUnsafeBufferPointer { bytes in
            let base = bytes.baseAddress!
            guard let hit = memchr(base + searched, Int32(GameFileCodec.newline), filled - searched) else { return nil }
            return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Whether any byte follows what was handed out (reading on to know, which may move
    /// ``buffer``'s contents: take what is needed of the last line first).
    mutating func hasMore() throws(LibraryError) -> Bool {
        while filled == start {
            guard try refill() else { return false }
        }
        return true
    }

    /// Moves the unread bytes to the front of the buffer and reads once more; false at the end.
    private mutating func refill() throws(LibraryError) -> Bool {
        if isDrained { return false }
        if start > 0 {
            let kept = filled - start
            if kept > 0 {
                buffer.withUnsafeMutableBufferPointer { bytes in
                    let base = bytes.baseAddress!
                    base.update(from: base + start, count: kept)
                }
            }
            bufferOffset += start
            searched -= start
            filled = kept
            start = 0
        }
        let room = min(chunkBytes, buffer.count - filled, limit - bytesRead)
        guard room > 0 else {
            if limit <= bytesRead { isDrained = true }
            return false
        }
        let first = filled
        let fileOffset = Int64(bytesRead)
        let system = files.system
        let path = path
        let fd = fd
        let result = buffer.withUnsafeMutableBytes { bytes in
            Result { () throws(FileSystemError) -> Int in
                try system.readBytes(
                    fd, into: UnsafeMutableRawBufferPointer(rebasing: bytes[first..<(first + room)]), at: fileOffset,
                    path: path)
            }
        }
        let got: Int
        switch result {
        case .success(let count): got = count
        case .failure(let error): throw .fileSystem(action: "read", error: error)
        }
        guard got > 0 else {
            isDrained = true
            return false
        }
        filled += got
        guard bytesRead <= GameFileLimits.maxFileSize else { throw FileAccess.tooBig(path) }
        return true
    }
}
