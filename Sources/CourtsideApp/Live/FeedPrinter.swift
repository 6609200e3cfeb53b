import CourtsideCore
import CourtsideReports
import CourtsideStore
import CourtsideText

/// Folds what a follower reports, or a stored game's events, into the lines of `courtside feed`:
/// one ``FeedLine`` per event, or with `livestats` the LiveStats TV feed's messages
/// (``LiveStatsTVFeed``: `setup` and `teams`, then what each event makes), each printed once, in
/// order, and only those numbered after `from` (the event's sequence number, or the `messageId`).
///
/// Lines are written as they are made, a buffer of ``bufferBytes`` at a time: a
/// 1,000,000-event game's lines are some 1.5 GB, and holding them to write them at the end made
/// the feed peak at 2 GB (`--livestats` 1 GB) where `export` of the same game stays under 100 MB.
package struct FeedPrinter {
    /// How many bytes of lines are gathered before they are written: one write(2) for some forty
    /// feed lines, not one for each, and never more than this held.
    static let bufferBytes = 64 * 1024
    /// The lines made and not yet written (less than ``bufferBytes``).
    private var pending = ""
    /// Where the lines go.
    private let write: (String) throws(CommandFailure) -> Void
    /// The game's feed lines, made as its events are folded.
    private var lines: FeedLineMaker?
    /// The game followed, folded once (the one fold of follower updates the board, the overlay
    /// and serve use too); unused by ``print(_:)``.
    private var followed: MirroredGame
    /// The sequence number of the last event printed.
    private var printed = 0
    private let location: String
    private let livestats: Bool
    private let from: Int
    /// Following the court: each game's lines follow the last one's, and nothing ends the feed.
    private let followsCourt: Bool
    private var messages: LiveStatsTVFeed?

    /// A printer for the game at `location` (for messages): feed lines, or with `livestats` the
    /// LiveStats messages; either only after number `from`.
    /// With `followsCourt`, a game loaded after another is printed from its start (its lines carry
    /// its id), and a game's file deleted or damaged does not end the feed. `write` takes the lines,
    /// a buffer at a time, in order.
    package init(
        location: String, livestats: Bool = false, from: Int = 0, followsCourt: Bool = false,
        write: @escaping (String) throws(CommandFailure) -> Void
    ) {
        self.write = write
        self.location = location
        self.followsCourt = followsCourt
        self.livestats = livestats
        self.from = from
        printed = from
        followed = MirroredGame(location: location)
    }

    /// Whether following is over: the game is won and its clock stopped (the scorer pauses it
    /// right after the winning basket), or won and its scorer gone.
    package var isOver: Bool {
        guard !followsCourt, let state = followed.game?.state else { return false }
        return state.isFinished && (!state.isClockRunning || followed.scorerPresent == false)
    }

    /// Writes the lines made and not yet written.
    package mutating func flush() throws(CommandFailure) {
        guard !pending.isEmpty else { return }
        let lines = pending
        pending = ""
        try write(lines)
    }

    /// Prints the lines of a stored game, its events read again from the file as they are folded
    /// (``GameLog/forEachEvent(_:)``, the export's way): neither the lines nor the events are held.
    package mutating func print(_ log: any GameLog) throws {
        begin(log.header)
        var folded = GameState(header: log.header)
        try log.forEachEvent { event in
            let change = try folded.apply(event)
            add(change, folded)
            try flushIfFull()
        }
    }

    /// Starts on `header`'s game: its words, and its LiveStats messages numbered from its `setup`.
    private mutating func begin(_ header: GameHeader) {
        lines = FeedLineMaker(header: header)
        guard livestats else { return }
        var messages = LiveStatsTVFeed(header: header)
        print(messages.opening())
        self.messages = messages
    }

    /// Adds the LiveStats messages not printed yet, one a line.
    private mutating func print(_ made: [LiveStatsTVMessage]) {
        for message in made where message.messageID ?? 0 > printed {
            pending += message.text + "\n"
            printed = message.messageID ?? printed
        }
    }

    /// Folds one update; throws a ``CommandFailure`` when the game cannot be followed any more.
    package mutating func apply(_ update: FollowerReport) throws {
        // Taken out while it folds, so that it is held once (folding a game held twice copies it)
        // and the lines can be added to this printer as it goes. The feed shows no clock: the
        // follower's clock is given no time.
        var followed = self.followed
        self.followed = MirroredGame(location: location)
        _ = followed.apply([update], now: 0, wallMs: 0) { change, state in add(change, state) }
        self.followed = followed
        switch update {
        case .waiting, .events, .scorer:
            break
        case .loaded(let game, _):
            // The next game on the court: its lines are all new.
            if let gameID = lines?.gameID, gameID != game.header.id { printed = 0 }
            // The messages are numbered from the first event again: only those not printed yet print.
            begin(game.header)
            // Read whole (again, if the file was replaced): only events not printed yet are printed.
            var folded = GameState(header: game.header)
            for event in game.events {
                guard let change = try? folded.apply(event) else { break }
                add(change, folded)
                try flushIfFull()
            }
        case .fileMissing:
            // Following the court, the next game scored is followed: nothing ends the feed.
            if followsCourt { return }
            throw CommandFailure.game("\(location): the game's file was deleted")
        case .failed(let error):
            if followsCourt { return }
            throw CommandFailure.game(error.description)
        }
        try flushIfFull()
    }

    /// Writes the lines made once a buffer's worth is.
    private mutating func flushIfFull() throws(CommandFailure) {
        if pending.utf8.count >= Self.bufferBytes { try flush() }
    }

    /// Makes the lines of `change`, `state` being the state right after it.
    private mutating func add(_ change: GameChange, _ state: GameState) {
        guard var lines else { return }
        if livestats, var messages {
            // Taken out while it is used, so that it is held once: a second holder would have
            // every event copy its tables (a 4,000-event game took 2.5 times a 2,000-event one's time).
            self.messages = nil
            print(messages.messages(for: change, state: state))
            self.messages = messages
        } else {
            guard change.event.sequence > printed else { return }
            pending += lines.line(change, state).json()
            self.lines = lines
            printed = change.event.sequence
        }
    }
}
