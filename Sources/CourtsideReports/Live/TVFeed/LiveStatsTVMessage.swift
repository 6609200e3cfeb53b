/// One message of the LiveStats TV feed as courtside sends it: its type (a client gets only the
/// types it asked for) and its JSON object's text, without the line end (the socket ends each
/// with CR LF, `courtside feed --livestats` with LF).
public struct LiveStatsTVMessage: Sendable, Hashable {
    /// The message's `type`.
    public let type: LiveStatsMessageType
    /// Its `messageId`, from 1 in the order the game's messages are made; nil for what a client
    /// is sent on connecting (the game as it stands then) and for the keep-alive.
    public let messageID: Int?
    /// The JSON object.
    public let text: String

    /// A message as made.
    public init(type: LiveStatsMessageType, messageID: Int?, text: String) {
        self.type = type
        self.messageID = messageID
        self.text = text
    }
}
