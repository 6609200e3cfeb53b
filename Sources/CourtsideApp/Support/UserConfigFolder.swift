import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The user's courtside configuration folder, `$XDG_CONFIG_HOME/courtside`, else
/// `~/.config/courtside`: where the keys file and the config file are, and how either is read.
package enum UserConfigFolder {
    /// The path of `name` in the folder: under `$XDG_CONFIG_HOME` when that variable holds an
    /// absolute path (the XDG spec says to ignore a relative one), else under `$HOME/.config`; nil
    /// without a home folder.
    package static func path(of name: String, environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return config + "/courtside/" + name
        }
        let home =
            environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        return home.hasPrefix("/") ? home + "/.config/courtside/" + name : nil
    }

    /// The bytes of the regular file at `path` (`what` names it in a failure), or nil when there
    /// is no file; larger than `maxBytes`, not a regular file, or unreadable is a file problem.
    package static func read(_ path: String, what: String, maxBytes: Int) throws(CommandFailure) -> [UInt8]? {
        func failure(_ reason: String) -> CommandFailure {
            .game("\(path): cannot read \(what): \(reason)")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw failure(String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw failure(String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw failure("not a regular file") }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            bytes += buffer[0..<count]
            if bytes.count > maxBytes { throw failure("larger than \(maxBytes / 1024) KB") }
        }
    }
}
