/// The kinds of file a name in the library folder can be; only ``regular`` files are games.
public enum FileType: Hashable, Sendable {
    /// A plain file: the only kind that can be a game.
    case regular
    /// A directory, such as a subfolder: the library skips it (only ``regular`` files are games).
    case folder
    /// A symbolic link (seen only by `lstat`).
    case symbolicLink
    /// A named pipe.
    case fifo
    /// A Unix-domain socket.
    case socket
    /// A character device (`/dev/zero`, a terminal).
    case characterDevice
    /// A block device (a disk).
    case blockDevice
    /// Anything else the system reports.
    case unknown

    /// Why such a file is not read as a game: "it is a symbolic link".
    public var refusal: String {
        switch self {
        case .regular: "it is a regular file"
        case .folder: "it is a folder"
        case .symbolicLink: "it is a symbolic link"
        case .fifo: "it is a named pipe (FIFO)"
        case .socket: "it is a socket"
        case .characterDevice: "it is a character device"
        case .blockDevice: "it is a block device"
        case .unknown: "it is not a regular file"
        }
    }
}
