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

    /// One finished game as the ratings see it: when, who won by how much, and who played.
    public struct Result: Sendable {
        /// The game (ties in time are taken in id order).
        public let id: GameID
        /// When it was created.
        public let createdMs: Int64
        /// The side that won; the other lost (a finished game has no tie).
        public let winner: Side
        /// The winner's points minus the loser's.
        public let margin: Int
        /// The home team's players.
        public let home: [PlayerIdentity]
        /// The away team's players.
        public let away: [PlayerIdentity]

        /// A result from its parts.
        public init(
            id: GameID, createdMs: Int64, winner: Side, margin: Int, home: [PlayerIdentity], away: [PlayerIdentity]
        ) {
            self.id = id
            self.createdMs = createdMs
            self.winner = winner
            self.margin = margin
            self.home = home
            self.away = away
        }
    }

    /// Ratings learned from `results`, taken oldest first (then by id).
    public init(results: [Result]) {
        let ordered = results.sorted { ($0.createdMs, $0.id) < ($1.createdMs, $1.id) }
        for game in ordered where !game.home.isEmpty && !game.away.isEmpty {
            let homeRating = mean(game.home)
            let awayRating = mean(game.away)
            let expectedHome = 1 / (1 + pow(10, (awayRating - homeRating) / Self.scale))
            let winnerLead = game.winner == .home ? homeRating - awayRating : awayRating - homeRating
            let multiplier = log(Double(abs(game.margin)) + 1) * 2.2 / (0.001 * winnerLead + 2.2)
            let delta = Self.k * multiplier * ((game.winner == .home ? 1 : 0) - expectedHome)
            for player in game.home { ratings[player] = rating(of: player) + delta }
            for player in game.away { ratings[player] = rating(of: player) - delta }
        }
    }

    /// Ratings learned from the finished games of `games`, whose players are `identity(game, line)`
    /// (nil: left out), the players who played (``GamePlayerLine/played``).
    public init(games: [GameRecord], identity: (GameRecord, GamePlayerLine) -> PlayerIdentity?) {
        self.init(
            results: games.compactMap { game in
                guard let winner = game.summary.winner else { return nil }
                var teams: [Side: [PlayerIdentity]] = [.home: [], .away: []]
                // A player on the bench all game moves no rating and is moved by none.
                for line in game.lines where line.played {
                    guard let who = identity(game, line) else { continue }
                    teams[line.player.side, default: []].append(who)
                }
                return Result(
                    id: game.summary.id, createdMs: game.summary.createdMs, winner: winner,
                    margin: game.summary.homeScore - game.summary.awayScore, home: teams[.home] ?? [],
                    away: teams[.away] ?? [])
            })
    }

    /// A player's rating (``initial`` for one with no finished game).
    public func rating(of player: PlayerIdentity) -> Double { ratings[player] ?? Self.initial }

    private func mean(_ players: [PlayerIdentity]) -> Double {
        players.reduce(0) { $0 + rating(of: $1) } / Double(players.count)
    }
}
