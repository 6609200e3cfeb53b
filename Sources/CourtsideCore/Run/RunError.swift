/// Why the run refuses an entry: a bad input of the organiser's, or a run file that says
/// something the queue rules cannot follow.
public enum RunError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A name the run cannot take (empty, too long, control characters).
    case badName(String)
    /// The player is here already.
    case alreadyHere(String)
    /// No player of that name is here.
    case notHere(String)
    /// The typed name is several players' without regard to case and accents (``NameKey``):
    /// the name typed, and theirs.
    case ambiguousName(String, [String])
    /// The player is in a game being played.
    case playing(String, game: GameID)
    /// Two players cannot change places: the reason.
    case cannotSwap(String)
    /// A player cannot be renamed: the reason.
    case cannotRename(String)
    /// A team was made of players not at the front of the line.
    case notNextInLine([String])
    /// A team has the wrong number of players.
    case wrongTeamSize(team: String, count: Int, size: Int)
    /// A player is on both teams.
    case onTwoTeams(String)
    /// A team has fewer players than a game needs.
    case teamShort(team: String, count: Int, size: Int)
    /// Players enough for two teams are here, but not two teams are made (the rest wait in a
    /// line of `inLine`).
    case teamsNotMade(inLine: Int)
    /// Not enough players here to make two teams.
    case tooFewPlayers(here: Int, needed: Int)
    /// A game is being played: the court cannot change until it is over.
    case gameInProgress(GameID)
    /// No game is being played.
    case noGame
    /// The entry names a game other than the one being played.
    case otherGame(GameID, playing: GameID)
    /// The teams of a start are not those due to play.
    case notDue(home: [String], away: [String])
    /// A finished game's score has no winner, or its points do not add up.
    case badResult(String)
    /// The entry's number does not follow the last one's.
    case outOfSequence(expected: Int, got: Int)
    /// The run is over.
    case ended

    /// The reason, for people.
    public var description: String {
        switch self {
        case .badName(let reason): reason
        case .alreadyHere(let name): "\(name) is here already"
        case .notHere(let name): "nobody called \(name) is here"
        case .ambiguousName(let name, let names):
            "\(name) could be \(names.joined(separator: " or ")): type the name as they spell it"
        case .playing(let name, let game): "\(name) is playing game \(game): they can leave once it is over"
        case .cannotSwap(let reason): reason
        case .cannotRename(let reason): reason
        case .notNextInLine(let names): "\(names.joined(separator: ", ")) are not next in line"
        case .wrongTeamSize(let team, let count, let size): "\(team) has \(count) players; a team has \(size)"
        case .onTwoTeams(let name): "\(name) is on both teams"
        case .teamShort(let team, let count, let size):
            "\(team) is short of players (\(count) of \(size)): wait for someone to arrive"
        case .teamsNotMade(let inLine): "no team is made yet of the \(inLine) in line"
        case .tooFewPlayers(let here, let needed):
            "too few players for two teams: \(here) here, \(needed) needed"
        case .gameInProgress(let game): "game \(game) is being played: the court changes once it is over"
        case .noGame: "no game is being played"
        case .otherGame(let game, let playing): "game \(game) is not the game being played (\(playing))"
        case .notDue(let home, let away):
            "\(home.joined(separator: ", ")) against \(away.joined(separator: ", ")) are not the teams due to play"
        case .badResult(let reason): reason
        case .outOfSequence(let expected, let got): "line number \(got) where \(expected) was due"
        case .ended: "the run is over"
        }
    }
}
