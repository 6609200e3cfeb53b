/// What a key on the run board asks for.
public enum RunIntent: Hashable, Sendable {
    /// Start the next game (or go back to the game being played).
    case play
    /// Scroll the standings a row (or to the top or the bottom), as the lists move their selection.
    case scroll(GameListStep)
    /// Scroll the standings a page: back when negative.
    case scrollPage(Int)
    /// Type the names of players who are here (commas between them).
    case add
    /// Type the name of a player who has gone.
    case leave
    /// Type two names: the players change places (teams, or places in the line).
    case swap
    /// Type a player's name and their new name: they are called that in the whole run and in
    /// the player registry.
    case rename
    /// Make teams the next way (arrival, random, balanced) and make the waiting teams again.
    case cycleMaking
    /// Make the waiting teams again (a new draw, or after a change).
    case remake
    /// End the run (asks y/n).
    case end
    /// Show the keys.
    case showHelp
    /// Leave the run board; the run stays open (`courtside run` resumes it).
    case quit
}
