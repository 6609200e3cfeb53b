import CourtsideCore
import CourtsideFileFormat
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading: a range of a file, or all of it with what `fstat` said of it, within the store's
/// size limit.
extension FileAccess {
    /// The bytes from `offset` up to `end` (or the end of the file, if it is shorter now).
    func read(_ fd: Int32, from offset: Int, to end: Int, path: String) throws(LibraryError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(0, end - offset))
        var filled = 0
        while filled < bytes.count {
            let start = filled
            let result = bytes.withUnsafeMutableBytes { buffer in
                Result { () throws(FileSystemError) -> Int in
                    try system.readBytes(
                        fd, into: UnsafeMutableRawBufferPointer(rebasing: buffer[start...]),
                        at: Int64(offset + start), path: path)
                }
            }
            switch result {
            case .success(0): bytes.removeLast(bytes.count - filled)
            case .success(let got): filled += got
            case .failure(let error): throw .fileSystem(action: "read", error: error)
            }
        }
        return bytes
    }

    /// What the descriptor is open on.
    func status(of fd: Int32, path: String, action: String) throws(LibraryError) -> FileStatus {
        do {
            return try system.status(of: fd, path: path)
        } catch {
            throw .fileSystem(action: action, error: error)
        }
    }

    /// Reads the whole file from offset 0, whatever the descriptor's position; refuses a file
    /// over ``GameFileLimits/maxFileSize``.
    func readAll(_ fd: Int32, path: String) throws(LibraryError) -> Data {
        try readAllWithStatus(fd, path: path).data
    }

    /// Reads the whole file like ``readAll(_:path:)``, and returns what `fstat` said of it
    /// before the read.
    func readAllWithStatus(_ fd: Int32, path: String) throws(LibraryError) -> (data: Data, status: FileStatus) {
        let fileStatus = try status(of: fd, path: path, action: "read")
        let size = fileStatus.size
        guard size <= Int64(GameFileLimits.maxFileSize) else { throw Self.tooBig(path) }
        var data = Data(count: Int(max(size, 0)))
        var filled = 0
        while true {
            if filled == data.count {
                guard data.count <= GameFileLimits.maxFileSize else { throw Self.tooBig(path) }
                data.count += max(4096, data.count / 2)
            }
            let start = filled
            let result = data.withUnsafeMutableBytes { buffer in
                Result { () throws(FileSystemError) -> Int in
                    try system.readBytes(
                        fd, into: UnsafeMutableRawBufferPointer(rebasing: buffer[start...]), at: Int64(start),
                        path: path)
                }
            }
            let got: Int
            switch result {
            case .success(let count): got = count
            case .failure(let error): throw .fileSystem(action: "read", error: error)
            }
            if got == 0 { break }
            filled += got
        }
        guard filled <= GameFileLimits.maxFileSize else { throw Self.tooBig(path) }
        data.count = filled
        return (data, fileStatus)
    }

    /// Why a file over ``GameFileLimits/maxFileSize`` is not read.
    static func tooBig(_ path: String) -> LibraryError {
        .io(
            file: path, action: "read",
            reason: "it is larger than \(GameFileLimits.maxFileSize / 1024 / 1024) MiB, more than any game")
    }
}
