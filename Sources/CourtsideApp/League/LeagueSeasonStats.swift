import CourtsideCore
import CourtsideLeague
import CourtsideReports

/// `players`, `player` and `leaders` with a league: the league's season (``LeagueSeason``) in the
/// shapes the local library gives, so the tables, JSON and CSV are made by the same code. Totals
/// are the database's sums; the ratings are learned from its results with the same Elo as a
/// library's (they depend on the order of the games, so they are not a sum). A league that cannot
/// be reached is one line and exit 1, within the connection's bound.
package struct LeagueSeasonStats {
    private let season: LeagueSeason

    /// Connects to the league at `url`; the line saying why not is the failure (exit 1).
    package init(url: String) throws(CommandFailure) {
        do {
            season = try LeagueSeason(connection: try LeagueConnection(url: url))
        } catch {
            throw .game(error.description)
        }
    }

    /// Each player's standing over the won games created on or after `sinceMs` (all when nil),
    /// with their rating after every won game.
    package func standings(sinceMs: Int64?) throws(CommandFailure) -> [PlayerStanding] {
        do {
            let sums = try season.nameTotals(sinceMs: sinceMs)
            let elo = EloRatings(
                results: try season.results().map { result in
                    EloRatings.Result(
                        id: result.id, createdMs: result.createdMs, winner: result.winner, margin: result.margin,
                        home: result.home.map { .unregistered($0.lowercased()) },
                        away: result.away.map { .unregistered($0.lowercased()) })
                })
            var ratings: [String: Double] = [:]
            for sum in sums {
                let identity = PlayerIdentity.unregistered(sum.name.lowercased())
                ratings[identity.key] = elo.rating(of: identity)
            }
            return PlayerStanding.fromSums(sums, registry: PlayerRegistry(), ratings: ratings) ?? []
        } catch {
            throw .game(error.description)
        }
    }

    /// What the local library would warn about the same games (a name on both teams of a game),
    /// a line each.
    package func warnings() throws(CommandFailure) -> [String] {
        do {
            return LibraryPlayers.clashWarnings(try season.repeatedNames())
        } catch {
            throw .game(error.description)
        }
    }

    /// Every player with their won games, as a library with no registry matches them.
    package func directory() throws(CommandFailure) -> PlayerDirectory {
        do {
            return PlayerDirectory(records: try season.records(), registry: PlayerRegistry())
        } catch {
            throw .game(error.description)
        }
    }
}
