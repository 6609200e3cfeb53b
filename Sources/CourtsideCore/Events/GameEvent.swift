/// One entry in a game's append-only log.
public struct GameEvent: Hashable, Sendable {
    /// 1-based position in the log; a log is valid only if these run 1, 2, 3, …
    public let sequence: Int
    /// What happened.
    public let kind: GameEventKind
    /// The game clock when it happened, in milliseconds.
    public let clockMs: Int64
    /// Wall time when it happened, in milliseconds since 1970 (UTC).
    public let wallMs: Int64

    /// Creates an event.
    public init(sequence: Int, kind: GameEventKind, clockMs: Int64, wallMs: Int64) {
        self.sequence = sequence
        self.kind = kind
        self.clockMs = clockMs
        self.wallMs = wallMs
    }
}

extension GameEvent: Codable {
    private enum CodingKeys: String, CodingKey {
        case sequence = "seq"
        case type
        case player
        case move
        case play
        case before
        case clockMs = "clock"
        case wallMs = "wall"
    }

    /// Decodes the flat form documented in docs/file-format.md.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sequence = try container.decode(Int.self, forKey: .sequence)
        clockMs = try container.decode(Int64.self, forKey: .clockMs)
        wallMs = try container.decode(Int64.self, forKey: .wallMs)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "move":
            kind = .move(
                try container.decode(PlayerID.self, forKey: .player),
                try container.decode(Move.self, forKey: .move))
        case "start": kind = .clockStarted
        case "pause": kind = .clockPaused
        case "undo": kind = .undo
        case "redo": kind = .redo
        case "amend":
            kind = .amend(
                play: try container.decode(Int.self, forKey: .play),
                player: try container.decode(PlayerID.self, forKey: .player),
                move: try container.decode(Move.self, forKey: .move))
        case "void": kind = .void(play: try container.decode(Int.self, forKey: .play))
        case "insert":
            kind = .insert(
                before: try container.decode(Int.self, forKey: .before),
                player: try container.decode(PlayerID.self, forKey: .player),
                move: try container.decode(Move.self, forKey: .move))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown event type \"\(type)\"")
        }
        guard sequence >= 1, clockMs >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .sequence, in: container, debugDescription: "negative sequence or clock")
        }
    }

    /// Encodes the flat form documented in docs/file-format.md.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sequence, forKey: .sequence)
        try container.encode(kind.typeName, forKey: .type)
        switch kind {
        case .move(let player, let move):
            try container.encode(player, forKey: .player)
            try container.encode(move, forKey: .move)
        case .amend(let play, let player, let move):
            try container.encode(play, forKey: .play)
            try container.encode(player, forKey: .player)
            try container.encode(move, forKey: .move)
        case .void(let play):
            try container.encode(play, forKey: .play)
        case .insert(let before, let player, let move):
            try container.encode(before, forKey: .before)
            try container.encode(player, forKey: .player)
            try container.encode(move, forKey: .move)
        case .clockStarted, .clockPaused, .undo, .redo:
            break
        }
        try container.encode(clockMs, forKey: .clockMs)
        try container.encode(wallMs, forKey: .wallMs)
    }
}
