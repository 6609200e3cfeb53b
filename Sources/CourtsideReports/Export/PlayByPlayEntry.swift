import CourtsideCore
import CourtsideText

/// One line of a play-by-play: an event of the log, with the score right after it, and what the
/// final game says of it.
///
/// A play's own line (its `move` or `insert` event) shows the play as it was entered; the flags say
/// what became of it (``isVoided``, ``isDeleted``, ``isCorrected`` with ``now``). A correction's line
/// says what it did (``was`` → ``now``), so the log reads as the game was scored and the
/// corrections show where they were made.
public struct PlayByPlayEntry: Hashable, Sendable {
    /// The event's sequence number.
    public let sequence: Int
    /// The event's kind with its payload, as logged: the entry's words are made from it.
    public let kind: GameEventKind
    /// The game clock at the event, in milliseconds.
    public let clockMs: Int64
    /// The home score after the event.
    public let homeScore: Int
    /// The away score after the event.
    public let awayScore: Int
    /// The line's player and move: for a move or an insert, the play as entered; for a correction,
    /// the play as corrected (for a deletion, what was deleted); for an undo or redo, the play as
    /// it stands after it; nil for the clock.
    public let line: PlayerMove?
    /// The play the line concerns (its sequence number): the play itself, the play corrected, or
    /// the play whose action an undo or redo took back or did again; nil for the clock.
    public let play: Int?
    /// For an undo or redo, what it took back or did again.
    public let action: ScorerAction.Kind?
    /// For a correction of a play's player or move (or its undo or redo): the play before it.
    public let was: PlayerMove?
    /// For a correction (or its undo or redo): the play after it; for a play's own line, when a
    /// correction in force changed it: the play as it stands in the final game.
    public let now: PlayerMove?
    /// Whether what the event did is undone in the final game (and not redone): a play entered and
    /// taken back, or a correction taken back. Never set on undo, redo or clock lines.
    public let isVoided: Bool
    /// For a play's own line (or a substitution's): a correction in force deleted it.
    public let isDeleted: Bool
    /// For the delete of a substitution (or its undo or redo): the substitution; nil otherwise.
    public let substitution: Substitution?
    /// For a play's own line: a correction in force changed its player or move (see ``now``).
    public let isCorrected: Bool
    /// For a join or a rename (or its undo or redo): the name change it made.
    public let renamed: NameChange?

    /// Creates an entry.
    public init(
        sequence: Int, kind: GameEventKind, clockMs: Int64, homeScore: Int, awayScore: Int, line: PlayerMove?,
        play: Int?, action: ScorerAction.Kind?, was: PlayerMove?, now: PlayerMove?, isVoided: Bool,
        isDeleted: Bool, isCorrected: Bool, substitution: Substitution? = nil, renamed: NameChange? = nil
    ) {
        self.substitution = substitution
        self.sequence = sequence
        self.kind = kind
        self.clockMs = clockMs
        self.homeScore = homeScore
        self.awayScore = awayScore
        self.line = line
        self.play = play
        self.action = action
        self.was = was
        self.now = now
        self.isVoided = isVoided
        self.isDeleted = isDeleted
        self.isCorrected = isCorrected
        self.renamed = renamed
    }

    /// The `type` word of the event, as in the game file: `move`, `start`, `pause`, `undo`, `redo`,
    /// `amend`, `void` or `insert`.
    public var type: String { kind.typeName }

    /// The line's player (nil for the clock).
    public var player: PlayerID? { line?.player }

    /// The line's move (nil for the clock).
    public var move: Move? { line?.move }

    /// For an inserted play's line: the play it was inserted before.
    public var insertedBefore: Int? {
        if case .insert(let before, _, _) = kind { return before }
        return nil
    }

    /// The score after the event, "H - A".
    public var score: String { ScoreFormat.string(home: homeScore, away: awayScore) }

    /// What happened, in words, with names from `header` and the players named as `state` has
    /// them (the game's final state; the header's names when nil): "2 points", "2 points (void)",
    /// "undo 2 points", "corrected #4: Shaq 2 points → A.I. 1 point", "clock started", "Gus joins
    /// Ballerz".
    public func words(in header: GameHeader, state: GameState? = nil) -> String {
        let sink = MemorySink()
        var writer = ExportWriter(sink: sink)
        let names = PlayerNames(header: header, state: state ?? GameState(header: header), escape: { $0 })
        // Memory never refuses bytes.
        try? PlayByPlayWords.write(self, names: names, to: &writer)
        try? writer.flush()
        return sink.text
    }
}
