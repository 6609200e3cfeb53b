/// A finished game of a run: who played, the score, and each player's points.
public struct RunResult: Hashable, Sendable {
    /// Its number in the run, from 1.
    public let number: Int
    /// The game and its two teams as they started (a player's points are in team order, ``homePoints``).
    public let game: RunGame
    /// Home's points.
    public let homeScore: Int
    /// Away's points.
    public let awayScore: Int
    /// The most points a side (or a player) of a finished game may have: more than any game file
    /// courtside reads can hold (256 MiB of lines: some four million plays of at most three
    /// points), and small enough that no sum of a run's results (a team's points, a player's
    /// night over a run file's every line) can overflow.
    public static let maximumScore = 99_999_999
    /// Each home player's points, in team order.
    public let homePoints: [Int]
    /// Each away player's points, in team order.
    public let awayPoints: [Int]

    /// A result from its parts.
    public init(number: Int, game: RunGame, homeScore: Int, awayScore: Int, homePoints: [Int], awayPoints: [Int]) {
        self.number = number
        self.game = game
        self.homeScore = homeScore
        self.awayScore = awayScore
        self.homePoints = homePoints
        self.awayPoints = awayPoints
    }

    /// The side with more points.
    public var winner: Side { homeScore > awayScore ? .home : .away }
}
