import CourtsideCore

/// Every player of a library as one identity across games: each finished game's lines matched to
/// the registry (``PlayerRegistry/identity(forName:createdMs:)``), with the games, totals and
/// rating of each. What `courtside players`, `player` and `leaders` show. A player on the bench
/// all game (``GamePlayerLine/played`` false) has no game there: none played, won or lost, and
/// no rating change.
public struct PlayerDirectory: Sendable {
    /// One identity's games.
    public struct Entry: Sendable {
        /// Who: a registry identity, or everyone with one unregistered name.
        public let identity: PlayerIdentity
        /// The name to show: a registered identity's name now, else the spelling of the newest game.
        public let name: String
        /// Other names the player went by (registered: renamed from or merged in; unregistered:
        /// other spellings), for lists of candidates.
        public let otherNames: [String]
        /// Their finished games, newest first.
        public let games: [PlayerGame]
        /// Their rating after every finished game.
        public let rating: Double
    }

    /// Every identity with a finished game, by identity.
    public let entries: [PlayerIdentity: Entry]
    /// Games left out of a player's stats because two of the game's players are that one player
    /// (the same name on both teams), so counting it would be a guess.
    public let clashes: [(game: GameID, name: String)]

    /// The players of `records` as `registry` identifies them.
    public init(records: [GameRecord], registry: PlayerRegistry) {
        var games: [PlayerIdentity: [PlayerGame]] = [:]
        var clashes: [(GameID, String)] = []
        var results: [EloRatings.Result] = []
        // A name's lowercased key is asked for once per game: keep each spelling's.
        var keys: [String: String] = [:]
        for record in records {
            guard let winner = record.summary.winner else { continue }
            let created = record.summary.createdMs
            let who = record.lines.map { line -> PlayerIdentity in
                let key = keys[line.name] ?? line.name.lowercased()
                keys[line.name] = key
                return registry.identity(forKey: key, createdMs: created)
            }
            var home: [PlayerIdentity] = []
            var away: [PlayerIdentity] = []
            var clashed: Set<PlayerIdentity> = []
            for (line, player) in zip(record.lines, who) {
                // A player the game has twice is left out of its stats and rating: which line is
                // theirs would be a guess.
                guard who.lazy.filter({ $0 == player }).count == 1 else {
                    if clashed.insert(player).inserted { clashes.append((record.summary.id, line.name)) }
                    continue
                }
                // On the bench all game (DNP): no game played, won or lost, and no rating change.
                guard line.played else { continue }
                games[player, default: []].append(PlayerGame(summary: record.summary, line: line))
                if line.player.side == .home { home.append(player) } else { away.append(player) }
            }
            results.append(
                EloRatings.Result(
                    id: record.summary.id, createdMs: created, winner: winner,
                    margin: record.summary.homeScore - record.summary.awayScore, home: home, away: away))
        }
        let ratings = EloRatings(results: results)
        var entries: [PlayerIdentity: Entry] = [:]
        for (player, list) in games {
            let newestFirst = list.sorted { GameSummary.newestFirst($0.summary, $1.summary) }
            let spellings = Self.distinct(newestFirst.map(\.line.name))
            let name: String
            var others: [String]
            switch player {
            case .registered(let id):
                name = registry.name(of: id) ?? spellings.first ?? "#\(id)"
                others = registry.formerNames(of: id)
            case .unregistered:
                name = spellings.first ?? ""
                others = []
            }
            // Spellings that differ only in case are the same name, not another.
            for spelling in spellings {
                let key = spelling.lowercased()
                guard key != name.lowercased(), !others.contains(where: { $0.lowercased() == key }) else { continue }
                others.append(spelling)
            }
            entries[player] = Entry(
                identity: player, name: name, otherNames: others, games: newestFirst,
                rating: ratings.rating(of: player))
        }
        self.entries = entries
        self.clashes = clashes
    }

    /// The games of `records` (finished or not) in which `a` and `b` both play: two players who
    /// played in one game are two people, so they are never merged.
    public static func gamesWithBoth(
        _ a: PlayerIdentity, _ b: PlayerIdentity, records: [GameRecord], registry: PlayerRegistry
    ) -> [GameID] {
        records.filter { record in
            let who = Set(
                record.lines.map { registry.identity(forName: $0.name, createdMs: record.summary.createdMs) })
            return who.contains(a) && who.contains(b)
        }.map(\.summary.id).sorted()
    }

    /// Every entry, by name (then identity).
    public var sortedByName: [Entry] {
        entries.values.sorted {
            ($0.name.lowercased(), $0.identity) < ($1.name.lowercased(), $1.identity)
        }
    }

    /// Each player's rating by lowercased name, under their former names and other spellings too:
    /// how the run's balanced teams look up a name typed on the run board.
    public var ratingsByName: [String: Double] {
        var ratings: [String: Double] = [:]
        for entry in sortedByName {
            for name in [entry.name] + entry.otherNames { ratings[name.lowercased()] = entry.rating }
        }
        return ratings
    }

    private static func distinct(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
