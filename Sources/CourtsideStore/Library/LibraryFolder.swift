import CourtsideCore
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the game library lives on disk.
public enum LibraryFolder {
    /// The folder's path: `flag` (the `--library DIR` value) if given, else `$COURTSIDE_LIBRARY`,
    /// else `$XDG_DATA_HOME/courtside`, else `~/.local/share/courtside`.
    ///
    /// Relative paths are taken from `currentDirectory`; an empty `--library` value is refused;
    /// empty variables, and a relative `$XDG_DATA_HOME` (which the XDG spec says to ignore), are
    /// skipped. Nothing is created here: ``FileGameLibrary`` creates the folder on first use.
    public static func resolve(
        flag: String?, environment: [String: String],
        currentDirectory: String = FileManager.default.currentDirectoryPath
    ) throws(LibraryError) -> String {
        if let flag {
            guard !flag.isEmpty else { throw .folderUnavailable(path: flag, reason: "--library needs a folder") }
            return absolute(flag, from: currentDirectory)
        }
        if let path = environment["COURTSIDE_LIBRARY"], !path.isEmpty {
            return absolute(path, from: currentDirectory)
        }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return absolute(data + "/courtside", from: currentDirectory)
        }
        let home =
            environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        guard home.hasPrefix("/") else {
            throw .folderUnavailable(
                path: "~/.local/share/courtside", reason: "no home folder; set COURTSIDE_LIBRARY or use --library")
        }
        return absolute(home + "/.local/share/courtside", from: currentDirectory)
    }

    /// An absolute path without `.`/`..` parts or a trailing slash: a relative `path` is taken from
    /// `currentDirectory`. Every folder or file a user names goes through here once, so no step
    /// after it can read the path differently.
    public static func absolute(
        _ path: String, from currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> String {
        let full = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        return URL(fileURLWithPath: full).standardizedFileURL.path
    }
}
