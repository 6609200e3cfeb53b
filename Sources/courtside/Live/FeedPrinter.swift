import CourtsideCore
import CourtsideReports
import CourtsideStore

/// Folds what a follower reports into the lines of `courtside feed`: one ``FeedLine`` per event,
/// or with `livestats` the ``LiveStatsMessage``s the events make, each printed once, in order, and
/// only those numbered after `from` (the event's sequence number, or the message's number).
struct FeedPrinter {
    /// The lines not yet written.
    private(set) var pending = ""
    private var words: PlayWords?
    private var gameID: GameID?
    private var state: GameState?
    /// The sequence number of the last event printed.
    private var printed = 0
    private var scorerPresent: Bool?
    private let location: String
    private let livestats: Bool
    private let from: Int
    /// Following the court: each game's lines follow the last one's, and nothing ends the feed.
    private let followsCourt: Bool
    private var messages: LiveStatsFeed?
    private var header: GameHeader?

    /// A printer for the game at `location` (for messages): feed lines, or with `livestats` the
    /// LiveStats messages; either only after number `from`.
    /// With `followsCourt`, a game loaded after another is printed from its start (its lines carry
    /// its id), and a game's file deleted or damaged does not end the feed.
    init(location: String, livestats: Bool = false, from: Int = 0, followsCourt: Bool = false) {
        self.location = location
        self.followsCourt = followsCourt
        self.livestats = livestats
        self.from = from
        printed = from
    }

    /// Whether following is over: the game is won and its clock stopped (the scorer pauses it
    /// right after the winning basket), or won and its scorer gone.
    var isOver: Bool {
        guard !followsCourt, let state else { return false }
        return state.isFinished && (!state.isClockRunning || scorerPresent == false)
    }

    /// Takes the lines written so far.
    mutating func takePending() -> String {
        defer { pending = "" }
        return pending
    }

    /// Folds one update; throws a ``CommandFailure`` when the game cannot be followed any more.
    mutating func apply(_ update: FollowUpdate) throws {
        switch update {
        case .waiting:
            break
        case .loaded(let game, _):
            // The next game on the court: its lines are all new.
            if let gameID, gameID != game.header.id { printed = 0 }
            let words = PlayWords(header: game.header)
            self.words = words
            gameID = game.header.id
            header = game.header
            // The messages are numbered from the first event again: only those not printed yet print.
            messages = LiveStatsFeed(gameID: game.header.id)
            // Read whole (again, if the file was replaced): only events not printed yet are printed.
            var folded = GameState(header: game.header)
            for event in game.events {
                guard let change = try? folded.apply(event) else { break }
                add(change, folded)
            }
            state = folded
        case .events(let events):
            guard var folded = state else { return }
            for event in events {
                guard let change = try? folded.apply(event) else { break }
                add(change, folded)
            }
            state = folded
        case .scorer(let present):
            scorerPresent = present
        case .fileMissing:
            // Following the court, the next game scored is followed: nothing ends the feed.
            if followsCourt { return }
            throw CommandFailure.game("\(location): the game's file was deleted")
        case .failed(let error):
            if followsCourt { return }
            throw CommandFailure.game(error.description)
        }
    }

    private mutating func add(_ change: GameChange, _ state: GameState) {
        guard let gameID, let header, let named = words?.naming(state) else { return }
        if livestats {
            for message in messages?.messages(for: change, state: state) ?? [] where message.number ?? 0 > printed {
                pending += message.json(header: header, state: state)
                printed = message.number ?? printed
            }
            return
        }
        guard change.event.sequence > printed else { return }
        // A join or a rename names the players anew from here on.
        words = named
        pending += FeedLine(
            gameID: gameID, change: change, state: state, words: named, eventLine: EventLine(change.event)
        ).json()
        printed = change.event.sequence
    }
}
