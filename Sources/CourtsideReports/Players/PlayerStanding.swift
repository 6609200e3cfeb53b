import CourtsideCore

/// One player's row of `players` and `leaders` before it is a row: who, their name, their totals
/// over the games counted, and their rating. Made from a directory's entry (the games read one by
/// one) or from the index's sums per name (``fromSums(_:registry:ratings:)``, a warm `leaders`).
public struct PlayerStanding: Sendable {
    /// Who: a registry identity, or everyone with one unregistered name.
    public let identity: PlayerIdentity
    /// The name shown.
    public let name: String
    /// Totals over the games counted.
    public let totals: PlayerTotals
    /// The rating after every finished game.
    public let rating: Double

    /// A standing from its parts.
    public init(identity: PlayerIdentity, name: String, totals: PlayerTotals, rating: Double) {
        self.identity = identity
        self.name = name
        self.totals = totals
        self.rating = rating
    }

    /// An entry's standing over `games` (some of their games).
    public init(_ entry: PlayerDirectory.Entry, games: [PlayerGame]) {
        self.init(identity: entry.identity, name: entry.name, totals: PlayerTotals(games), rating: entry.rating)
    }

    /// The standings the index's sums per name make, matched to `registry` as the directory
    /// matches each game's lines, with the ratings kept by identity key; nil when the sums cannot
    /// say it as the directory would: a name whose games a registry claim splits, an identity
    /// with two names (both could be in one game), or a player with no kept rating.
    public static func fromSums(
        _ sums: [NameTotals], registry: PlayerRegistry, ratings: [String: Double]
    ) -> [PlayerStanding]? {
        var byIdentity: [PlayerIdentity: (key: String, sums: [NameTotals])] = [:]
        for sum in sums {
            let key = sum.name.lowercased()
            guard
                let identity = registry.identity(forKey: key, fromMs: sum.firstCreatedMs, throughMs: sum.lastCreatedMs)
            else { return nil }
            if let known = byIdentity[identity] {
                guard known.key == key else { return nil }
                byIdentity[identity]?.sums.append(sum)
            } else {
                byIdentity[identity] = (key, [sum])
            }
        }
        var standings: [PlayerStanding] = []
        for (identity, group) in byIdentity {
            guard let rating = ratings[identity.key] else { return nil }
            var totals = PlayerTotals()
            for sum in group.sums { totals.add(sum) }
            let newest = group.sums.max { $0.lastActivityMs < $1.lastActivityMs }?.name ?? group.key
            let name: String
            switch identity {
            case .registered(let id): name = registry.name(of: id) ?? newest
            case .unregistered: name = newest
            }
            standings.append(PlayerStanding(identity: identity, name: name, totals: totals, rating: rating))
        }
        return standings
    }

    /// By name (case aside), then identity: the order of `players`, and of ties in `leaders`.
    public static func byName(_ lhs: PlayerStanding, _ rhs: PlayerStanding) -> Bool {
        (lhs.name.lowercased(), lhs.identity) < (rhs.name.lowercased(), rhs.identity)
    }
}
