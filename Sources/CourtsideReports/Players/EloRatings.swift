import CourtsideCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Each player's rating, learned from results: Elo for teams, with a margin-of-victory multiplier
/// (README, "Players and stats across games"). Finished games are taken oldest first; a team's rating is its
/// players' mean; the home team expects to win with `1 / (1 + 10^((away − home) / scale))`; every
/// player of a team moves by the same `k × multiplier × (result − expected)`, the other team's by
/// its opposite, so the ratings' sum stays the same. The multiplier, `ln(margin + 1) × 2.2 /
/// (0.001 × winner's lead in rating + 2.2)`, grows with the margin and shrinks when a favourite
/// wins big, so blowouts against weak teams do not inflate a rating.
public struct EloRatings: Sendable {
    /// Where every player starts.
    public static let initial = 1500.0
    /// How far one game moves a rating at most, before the multiplier.
    public static let k = 24.0
    /// The rating gap at which the stronger team is expected to win 10 games to 1.
    public static let scale = 400.0

    /// The ratings after every game, by identity.
    public private(set) var ratings: [PlayerIdentity: Double] = [:]

    /// Ratings learned from `games` (finished games only; taken oldest first, then by id), whose
    /// players are `identity(game, line)`.
    public init(games: [GameRecord], identity: (GameRecord, GamePlayerLine) -> PlayerIdentity?) {
        let finished = games.filter { $0.summary.winner != nil }.sorted {
            ($0.summary.createdMs, $0.summary.id) < ($1.summary.createdMs, $1.summary.id)
        }
        for game in finished {
            guard let winner = game.summary.winner else { continue }
            var teams: [Side: [PlayerIdentity]] = [.home: [], .away: []]
            for line in game.lines {
                guard let who = identity(game, line) else { continue }
                teams[line.player.side, default: []].append(who)
            }
            guard let home = teams[.home], let away = teams[.away], !home.isEmpty, !away.isEmpty else { continue }
            let homeRating = mean(home)
            let awayRating = mean(away)
            let expectedHome = 1 / (1 + pow(10, (awayRating - homeRating) / Self.scale))
            let margin = Double(abs(game.summary.homeScore - game.summary.awayScore))
            let winnerLead = winner == .home ? homeRating - awayRating : awayRating - homeRating
            let multiplier = log(margin + 1) * 2.2 / (0.001 * winnerLead + 2.2)
            let delta = Self.k * multiplier * ((winner == .home ? 1 : 0) - expectedHome)
            for player in home { ratings[player] = rating(of: player) + delta }
            for player in away { ratings[player] = rating(of: player) - delta }
        }
    }

    /// A player's rating (``initial`` for one with no finished game).
    public func rating(of player: PlayerIdentity) -> Double { ratings[player] ?? Self.initial }

    private func mean(_ players: [PlayerIdentity]) -> Double {
        players.reduce(0) { $0 + rating(of: $1) } / Double(players.count)
    }
}
