/// One line of a run file (docs/file-format.md, "The run"): what the organiser did or what a
/// game of the run came to, appended, never changed.
public struct RunEntry: Hashable, Sendable {
    /// What the line says.
    public enum Kind: Hashable, Sendable {
        /// A player is here: at the back of the line (or into a team short of one).
        case arrive(name: String)
        /// A player has gone; a waiting team short of them takes the first in line.
        case leave(name: String)
        /// A team is made of players at the front of the line, and waits for the court.
        case team(players: [String])
        /// The waiting teams are broken up: their players go back to the front of the line.
        case disband
        /// Two players change places (teams, or places in the line): the organiser's edit of the
        /// teams before a game.
        case swap(first: String, second: String)
        /// Teams are made this way from now on.
        case making(TeamMaking)
        /// A game starts between the team due on court (home) and the next one (away).
        case start(game: GameID, home: [String], away: [String])
        /// A player here and waiting (a latecomer, at the back of the line) joins `side` of the game
        /// being played, on its bench: the game's result counts their points, and after it they go
        /// to the back of the line (the teams keep the size the run makes).
        case join(game: GameID, side: Side, name: String)
        /// The game being played is over: the score, each player's points (home, away), the
        /// players who never came on court (bench all game: no game played tonight), and then the
        /// rotation moves the players.
        case finish(
            game: GameID, homeScore: Int, awayScore: Int, homePoints: [Int], awayPoints: [Int], dnp: [String] = [])
        /// A player is called by a new name from now on, everywhere in the run (a misspelling put
        /// right, on the run board or on a game's board).
        case rename(from: String, to: String)
        /// The run is over.
        case end
    }

    /// The line's number: 1 for the first after the header, with no gaps.
    public let sequence: Int
    /// When it was written, in milliseconds since 1970 (UTC).
    public let wallMs: Int64
    /// What it says.
    public let kind: Kind

    /// An entry from its parts.
    public init(sequence: Int, wallMs: Int64, kind: Kind) {
        self.sequence = sequence
        self.wallMs = wallMs
        self.kind = kind
    }
}
