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

    /// The file's path: `$XDG_CONFIG_HOME/courtside/keys`, else `~/.config/courtside/keys` (see
    /// ``UserConfigFolder``); nil without a home folder.
    package static func path(environment: [String: String]) -> String? {
        UserConfigFolder.path(of: "keys", environment: environment)
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
        try UserConfigFolder.read(path, what: "the keys file", maxBytes: maxBytes)
    }
}
