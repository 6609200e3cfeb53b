import CourtsideCore

/// The player a scorer means by a name on the command line, never a guess: `#3` is registered
/// identity 3; otherwise a name now (as ``NameKey`` matches a typed name: exactly, else without
/// regard to case and accents), else a former name or spelling, else the start of a name now,
/// each when it fits exactly one player. Several fitting is
/// ``PlayerLookupError/ambiguous(_:candidates:)`` and none ``PlayerLookupError/unknown(_:candidates:)``,
/// both with the players the scorer may have meant.
public enum PlayerLookup {
    /// The entry `text` names in `directory` (which `registry` built).
    public static func find(
        _ text: String, in directory: PlayerDirectory, registry: PlayerRegistry
    ) throws(PlayerLookupError) -> PlayerDirectory.Entry {
        let all = directory.sortedByName
        if text.hasPrefix("#"), let number = Int(text.dropFirst()) {
            guard let id = registry.live(number), let entry = directory.entries[.registered(id)] else {
                throw .unknown(text, candidates: [])
            }
            return entry
        }
        // A name now, else a former name or spelling, each as ``NameKey`` matches a typed name
        // (exactly, else without regard to case and accents; several alike is ambiguous).
        let steps: [(PlayerDirectory.Entry) -> [String]] = [{ [$0.name] }, \.otherNames]
        for names in steps {
            switch NameKey.find(text, among: all, names: names) {
            case .one(let only): return only
            case .ambiguous(let found): throw .ambiguous(text, candidates: found.map(describe))
            case .none: continue
            }
        }
        let key = NameKey(text)
        let starting = all.filter { NameKey($0.name).starts(with: key) }
        if starting.count == 1, let only = starting.first { return only }
        if starting.count > 1 { throw .ambiguous(text, candidates: starting.map(describe)) }
        let near = all.filter { entry in
            ([entry.name] + entry.otherNames).contains { NameKey($0).overlaps(key) }
        }
        throw .unknown(text, candidates: near.map(describe))
    }

    /// "#3 Ann (formerly Anne), 12 games" or "Bob, 4 games".
    public static func describe(_ entry: PlayerDirectory.Entry) -> String {
        var words = entry.name
        if case .registered(let id) = entry.identity { words = "#\(id) \(words)" }
        if !entry.otherNames.isEmpty { words += " (also \(entry.otherNames.joined(separator: ", ")))" }
        let count = entry.games.count
        return words + ", \(count) game\(count == 1 ? "" : "s")"
    }
}
