import CourtsideCore

/// The player a scorer means by a name on the command line, never a guess: `#3` is registered
/// identity 3; otherwise a name now (without regard to case), else a former name or spelling,
/// else the start of a name now, each when it fits exactly one player. Several fitting is
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
        let key = text.lowercased()
        let steps: [(PlayerDirectory.Entry) -> Bool] = [
            { $0.name.lowercased() == key },
            { $0.otherNames.contains { $0.lowercased() == key } },
            { $0.name.lowercased().hasPrefix(key) },
        ]
        for step in steps {
            let found = all.filter(step)
            if found.count == 1, let only = found.first { return only }
            if found.count > 1 { throw .ambiguous(text, candidates: found.map(describe)) }
        }
        let near = all.filter { entry in
            ([entry.name] + entry.otherNames).contains {
                $0.lowercased().contains(key) || key.contains($0.lowercased())
            }
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
