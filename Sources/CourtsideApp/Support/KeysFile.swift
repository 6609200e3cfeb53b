import CourtsideScreen
import CourtsideViewModels
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The user's keys file, `$XDG_CONFIG_HOME/courtside/keys`, else `~/.config/courtside/keys`: where
/// it is, and the keys in force once it is read.
///
/// It is read before the terminal is touched, so a bad line stops courtside with `FILE:LINE: what
/// is wrong` and exit 2 while the shell's screen is still there to show it.
package enum KeysFile {
    /// A file larger than this is no keys file (the defaults are about 3 KB).
    package static let maxBytes = 1 << 20

    /// The file's path: `$XDG_CONFIG_HOME/courtside/keys` when that variable holds an absolute
    /// path (the XDG spec says to ignore a relative one), else `$HOME/.config/courtside/keys`; nil
    /// without a home folder.
    package static func path(environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return config + "/courtside/keys"
        }
        let home =
            environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        return home.hasPrefix("/") ? home + "/.config/courtside/keys" : nil
    }

    /// The keys in force and the file they came from (nil: no file, so the defaults).
    ///
    /// A file that cannot be read is a file problem (exit 1); a bad line is bad input (exit 2).
    package static func load(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(CommandFailure) -> (keys: KeyConfiguration, file: String?) {
        guard let path = path(environment: environment), let bytes = try read(path) else {
            return (.standard, nil)
        }
        do {
            return (try KeyConfiguration(parsing: bytes, file: path), path)
        } catch {
            // Printed through the sanitizer, as every failure is.
            throw CommandFailure.plain(error.description, exitCode: CommandFailure.badInputStatus)
        }
    }

    /// The file's bytes, or nil when there is no file.
    private static func read(_ path: String) throws(CommandFailure) -> [UInt8]? {
        func failure(_ reason: String) -> CommandFailure {
            .game("\(path): cannot read the keys file: \(reason)")
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
