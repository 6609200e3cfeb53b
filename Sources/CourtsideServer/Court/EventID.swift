import CourtsideCore

/// The id of a server-sent event: `GAME.SEQ`, the game's id and the sequence number of the last
/// event the client has (`k7m2x9qa.12`). A browser sends it back as `Last-Event-ID` when it
/// reconnects, and the server replays what came after it.
public struct EventID: Hashable, Sendable, CustomStringConvertible {
    /// The game whose events the id counts, the part before the dot.
    public let game: GameID
    /// The last event's sequence number (0: the game's header, before any event).
    public let sequence: Int

    /// An id from its parts.
    public init(game: GameID, sequence: Int) {
        self.game = game
        self.sequence = sequence
    }

    /// Parses `GAME.SEQ`; nil for anything else (the header's value is the client's, so it is
    /// checked as strictly as a game id from a path).
    public init?(_ text: String) {
        guard text.utf8.count <= 64, let dot = text.firstIndex(of: ".") else { return nil }
        let digits = text[text.index(after: dot)...]
        guard let game = GameID(rawValue: String(text[..<dot])), !digits.isEmpty, digits.count <= 9,
            digits.allSatisfy({ $0.isASCII && $0.isNumber }), let sequence = Int(digits)
        else { return nil }
        self.init(game: game, sequence: sequence)
    }

    /// `GAME.SEQ`.
    public var description: String { "\(game.rawValue).\(sequence)" }
}
