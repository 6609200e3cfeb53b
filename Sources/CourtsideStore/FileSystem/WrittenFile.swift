import CourtsideCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The files the executable writes outside a library (an export's temporary file, the draw
/// trace), made with the store's own calls (``FileAccess``), so every writer of courtside creates
/// exclusively, writes only regular files, and never blocks in an open.
public enum WrittenFile {
    /// A new file in `folder` (`.NAME.<random>.tmp`, a name nobody can guess), created exclusively
    /// with `mode` and open for writing; nil when the folder does not exist.
    public static func createTemporary(
        in folder: String, name: String, mode: UInt32, fileSystem: any FileSystem = PosixFileSystem()
    ) throws(LibraryError) -> (fd: Int32, path: String)? {
        try FileAccess(system: fileSystem).createExclusive(in: folder, name: name, mode: mode, action: "write")
    }

    /// Opens `path` for appending: a regular file, or a new one (0600). A symbolic link, a FIFO,
    /// a device, a folder or a socket at the name is refused with what it is, and nothing blocks.
    public static func openForAppending(_ path: String, fileSystem: any FileSystem = PosixFileSystem())
        throws(LibraryError) -> Int32
    {
        let files = FileAccess(system: fileSystem)
        guard let fd = try files.openRegular(path, flags: O_WRONLY | O_APPEND | O_CREAT, action: "append to")
        else { throw .io(file: path, action: "append to", reason: "its folder does not exist") }
        return fd
    }
}
