import CourtsideCore
import CourtsideText

/// Makes a game's feed lines as its events are folded, one after another: each event's change and
/// the state right after it become a ``FeedLine`` whose players are named as they were at that
/// play (a join or a rename names them anew from there on, never before). `feed`, serve's live
/// events, its recent plays and a reconnecting client's missed plays all make their lines here,
/// so the same event reads the same everywhere.
public struct FeedLineMaker: Sendable {
    /// The game the lines are of.
    public let gameID: GameID
    /// The words for the plays, the players named as at the last event given.
    public private(set) var words: PlayWords

    /// Lines from the game's first event on.
    public init(header: GameHeader) {
        gameID = header.id
        words = PlayWords(header: header)
    }

    /// Lines from the middle of the game: `state` is the game folded up to the first event to come.
    public init(header: GameHeader, state: GameState) {
        gameID = header.id
        words = PlayWords(header: header, state: state)
    }

    /// The line of `change`, `state` being the state right after it; the next event's change must
    /// come next.
    public mutating func line(_ change: GameChange, _ state: GameState) -> FeedLine {
        words = words.naming(state)
        return FeedLine(gameID: gameID, change: change, state: state, words: words)
    }
}
