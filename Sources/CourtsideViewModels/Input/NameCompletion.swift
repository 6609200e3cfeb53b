import CourtsideCore

/// Completing a player's name from the names the library knows, the one way everywhere a name is
/// typed (the creator's player fields, the run board's status line): Tab completes when exactly
/// one known name starts with what is typed, in any case and with or without accents (``NameKey``:
/// `jo` completes José); with none, or several, it says nothing and guesses nothing.
public enum NameCompletion {
    /// The one name of `names` that starts with `typed` (any case, any accents) and is not already
    /// it; nil when there is none, or more than one.
    public static func completion(of typed: String, from names: [String]) -> String? {
        guard !typed.isEmpty else { return nil }
        let prefix = NameKey(typed)
        let matches = names.filter { NameKey($0).starts(with: prefix) }
        guard matches.count == 1, let match = matches.first, match != typed else { return nil }
        return match
    }
}
