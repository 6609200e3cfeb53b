import FoundationEssentials

/// The user's config file, `$XDG_CONFIG_HOME/courtside/config` (else `~/.config/courtside/config`):
/// `key = value` lines, read once when a command starts.
///
/// Blank lines and lines starting with `#` are skipped; spaces around the key and the value are
/// not part of them. A key not in ``knownKeys``, a key given twice, a line without `=` or an empty
/// value is refused with its line number, so a typo is never silently ignored. A value is taken
/// as written (no quotes, no escapes). Settings given on the command line or in the environment
/// come before the file's (docs/league.md).
package struct ConfigFile: Equatable, Sendable {
    /// Every key the file may set, sorted: add a key here when a feature reads one.
    package static let knownKeys = ["court", "league", "theme"]
    /// A file larger than this is no config file.
    package static let maxBytes = 64 * 1024

    /// The values set, by key.
    package let values: [String: String]
    /// The file read; nil when there was none.
    package let file: String?

    /// No file: nothing set.
    package static let empty = ConfigFile(values: [:], file: nil)

    private init(values: [String: String], file: String?) {
        self.values = values
        self.file = file
    }

    /// The value of `key` (one of ``knownKeys``), nil when the file does not set it.
    package subscript(key: String) -> String? { values[key] }

    /// The settings in `text`, the contents of `file`.
    package init(parsing text: String, file: String) throws(ConfigFileError) {
        var values: [String: String] = [:]
        for (index, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .enumerated()
        {
            let line = Self.trimmed(raw)
            if line.isEmpty || line.hasPrefix("#") { continue }
            func failure(_ reason: String) -> ConfigFileError {
                ConfigFileError(file: file, line: index + 1, reason: reason)
            }
            guard let equals = line.firstIndex(of: "=") else {
                throw failure("expected `key = value`, found \"\(line)\"")
            }
            let key = Self.trimmed(line[..<equals])
            let value = Self.trimmed(line[line.index(after: equals)...])
            guard Self.knownKeys.contains(key) else {
                throw failure("unknown key \"\(key)\" (known keys: \(Self.knownKeys.joined(separator: ", ")))")
            }
            guard values[key] == nil else { throw failure("\"\(key)\" is set twice") }
            guard !value.isEmpty else { throw failure("\"\(key)\" has no value") }
            values[key] = value
        }
        self.init(values: values, file: file)
    }

    /// The file at its usual path (``UserConfigFolder``), or ``empty`` when there is none. A file
    /// that cannot be read is a file problem (exit 1); a bad line is bad input (exit 2).
    package static func load(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(CommandFailure) -> ConfigFile {
        guard let path = UserConfigFolder.path(of: "config", environment: environment),
            let bytes = try UserConfigFolder.read(path, what: "the config file", maxBytes: maxBytes)
        else { return .empty }
        do throws(ConfigFileError) {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw ConfigFileError(file: path, line: 1, reason: "not UTF-8 text")
            }
            return try ConfigFile(parsing: text, file: path)
        } catch {
            throw CommandFailure.plain(error.description, exitCode: CommandFailure.badInputStatus)
        }
    }

    private static func trimmed(_ text: Substring) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
