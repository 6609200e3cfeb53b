/// The player registry folded from its lines: one identity per player across games.
///
/// A game's player is matched by name (without regard to case) and by when the game was created:
/// a registered identity claims a name for a span of time (``NameClaim``), and a name no claim
/// covers is an unregistered player of its own (``PlayerIdentity/unregistered(_:)``). So a game
/// file never needs to change: renaming a misspelled player keeps their old games (created before
/// the rename) under the old spelling, and merging two identities gives every game of one to the
/// other. No two claims on a name cover the same moment, so a game's player is never a guess.
public struct PlayerRegistry: Hashable, Sendable {
    /// Lines folded so far.
    public private(set) var entryCount = 0
    /// The number the next new identity takes.
    public private(set) var nextPlayerID = 1
    /// Each live identity's name now.
    private var currentNames: [Int: String] = [:]
    /// Identities merged into another, to the one they went into (maybe merged on since).
    private var mergedInto: [Int: Int] = [:]
    /// The claims on each name, by lowercased name.
    private(set) var claims: [String: [NameClaim]] = [:]

    /// An empty registry.
    public init() {}

    /// The number the next line must carry.
    public var nextSequence: Int { entryCount + 1 }

    /// Every live identity with its name now, by number.
    public var players: [(id: Int, name: String)] {
        currentNames.keys.sorted().map { ($0, currentNames[$0] ?? "") }
    }

    /// The live identity number `id` is now (following merges); nil when no identity had it.
    public func live(_ id: Int) -> Int? {
        var current = id
        while let next = mergedInto[current] { current = next }
        return currentNames[current] == nil ? nil : current
    }

    /// The name identity `id` (following merges) goes by now.
    public func name(of id: Int) -> String? { live(id).flatMap { currentNames[$0] } }

    /// The other names identity `id` has gone by (renamed from, merged in), in the order claimed.
    public func formerNames(of id: Int) -> [String] {
        guard let id = live(id), let now = currentNames[id] else { return [] }
        var seen: Set<String> = [now.lowercased()]
        var names: [String] = []
        for (key, list) in claims.sorted(by: { $0.key < $1.key }) where list.contains(where: { $0.id == id }) {
            guard seen.insert(key).inserted, let claim = list.first(where: { $0.id == id }) else { continue }
            names.append(claim.spelling)
        }
        return names
    }

    /// Who the player called `name` in a game created at `createdMs` is.
    public func identity(forName name: String, createdMs: Int64) -> PlayerIdentity {
        identity(forKey: name.lowercased(), createdMs: createdMs)
    }

    /// Who the player whose lowercased name is `key` in a game created at `createdMs` is.
    public func identity(forKey key: String, createdMs: Int64) -> PlayerIdentity {
        if let claim = claims[key]?.first(where: { $0.covers(createdMs) }) { return .registered(claim.id) }
        return .unregistered(key)
    }

    /// Who the player whose lowercased name is `key` is in every game created from `fromMs` through
    /// `throughMs`, when that is one identity; nil when a claim on the name begins or ends inside
    /// the span (then the games must be told apart one by one).
    public func identity(forKey key: String, fromMs: Int64, throughMs: Int64) -> PlayerIdentity? {
        let overlapping = (claims[key] ?? []).filter { claim in
            (claim.fromMs.map { throughMs >= $0 } ?? true) && (claim.untilMs.map { fromMs < $0 } ?? true)
        }
        guard let claim = overlapping.first else { return .unregistered(key) }
        guard overlapping.count == 1, claim.covers(fromMs), claim.covers(throughMs) else { return nil }
        return .registered(claim.id)
    }

    /// Whether a live identity claims `name` now (so no other may take it).
    public func currentClaimant(of name: String) -> Int? {
        claims[name.lowercased()]?.first { $0.untilMs == nil }?.id
    }

    /// Checks that `entry` can follow, without applying it.
    public func check(_ entry: RegistryEntry) throws(RegistryError) {
        guard entry.sequence == nextSequence else {
            throw .outOfOrder(expected: nextSequence, found: entry.sequence)
        }
        switch entry.kind {
        case .player(let id, let name):
            guard id == nextPlayerID else { throw .wrongNumber(expected: nextPlayerID, found: id) }
            try Self.checkName(name)
            if let other = currentClaimant(of: name) { throw .nameTaken(name, by: describe(other)) }
        case .rename(let id, let name):
            guard let id = live(id), let now = currentNames[id] else { throw .unknownPlayer(id) }
            try Self.checkName(name)
            if name.lowercased() != now.lowercased(), let other = currentClaimant(of: name) {
                throw .nameTaken(name, by: describe(other))
            }
        case .merge(let id, let into):
            guard let from = live(id) else { throw .unknownPlayer(id) }
            guard let target = live(into) else { throw .unknownPlayer(into) }
            guard from != target else { throw .mergeWithItself(currentNames[from] ?? "#\(from)") }
        }
    }

    /// Checks `entry` and folds it in.
    public mutating func apply(_ entry: RegistryEntry) throws(RegistryError) {
        try check(entry)
        entryCount += 1
        switch entry.kind {
        case .player(let id, let typed):
            // As every name is kept (a line written before names were normalised, too).
            let name = NameRule.normalized(typed)
            let key = name.lowercased()
            // After every earlier claim on the name, so two claims never cover one moment.
            let from = claims[key]?.compactMap(\.untilMs).max()
            claims[key, default: []].append(NameClaim(id: id, spelling: name, fromMs: from, untilMs: nil))
            currentNames[id] = name
            nextPlayerID = id + 1
        case .rename(let raw, let typed):
            guard let id = live(raw), let old = currentNames[id] else { return }
            let name = NameRule.normalized(typed)
            let oldKey = old.lowercased()
            let key = name.lowercased()
            if key != oldKey {
                if let index = claims[oldKey]?.firstIndex(where: { $0.id == id && $0.untilMs == nil }) {
                    claims[oldKey]?[index].untilMs = entry.wallMs
                }
                let from = max(entry.wallMs, claims[key]?.compactMap(\.untilMs).max() ?? entry.wallMs)
                claims[key, default: []].append(NameClaim(id: id, spelling: name, fromMs: from, untilMs: nil))
            }
            currentNames[id] = name
        case .merge(let raw, let rawInto):
            guard let id = live(raw), let into = live(rawInto) else { return }
            for key in claims.keys {
                for index in claims[key, default: []].indices where claims[key]?[index].id == id {
                    claims[key]?[index].id = into
                }
            }
            currentNames[id] = nil
            mergedInto[id] = into
        }
    }

    /// "#3 Ann", for messages.
    public func describe(_ id: Int) -> String {
        guard let id = live(id), let name = currentNames[id] else { return "#\(id)" }
        return "#\(id) \(name)"
    }

    /// A name must be one a game's header would take, as it is.
    private static func checkName(_ name: String) throws(RegistryError) {
        let validated: String
        do {
            validated = try Team.validatedName(name, what: "a player's name")
        } catch {
            throw .badName(error.description)
        }
        guard validated == name else { throw .badName("a player's name may not start or end with a space") }
    }
}
