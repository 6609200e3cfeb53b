import CourtsideCore

/// An event as a line of the game file: the coding of ``GameEvent`` with the keys of
/// ``GameFileKey/Event``, checking every value (docs/file-format.md).
///
/// Core's types know nothing of JSON; the file format is this module's, shared by the store and the
/// outputs, so its keys live here, and whatever else shows an event as the file writes it
/// (`courtside feed`) encodes it through this.
public struct EventLine: Codable, Sendable {
    /// The event, every value checked when decoded.
    public let event: GameEvent

    /// Wraps an event for encoding.
    public init(_ event: GameEvent) {
        self.event = event
    }

    /// Decodes the flat form and refuses numbers outside ``GameFileLimits``, naming the field.
    /// Each field's value is read before the next, so the first field at fault is the one named.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: GameFileKey.Event.self)
        let sequence = try GameFileLimits.integer(
            container, .sequence,
            in: Int64(GameFileLimits.sequence.lowerBound)...Int64(GameFileLimits.sequence.upperBound))
        let clockMs = try GameFileLimits.integer(
            container, .clockMs, in: GameFileLimits.clockMs, unit: GameFileLimits.clockUnit)
        let wallMs = try GameFileLimits.integer(
            container, .wallMs, in: GameFileLimits.wallMs, unit: GameFileLimits.wallUnit)
        let type = try container.decode(String.self, forKey: .type)
        let kind: GameEventKind
        switch type {
        case GameEventKind.clockStarted.typeName: kind = .clockStarted
        case GameEventKind.clockPaused.typeName: kind = .clockPaused
        case GameEventKind.undo.typeName: kind = .undo
        case GameEventKind.redo.typeName: kind = .redo
        case "move": kind = .move(try Self.player(container), try Self.move(container))
        case "amend":
            kind = .amend(
                play: try Self.play(container, .play), player: try Self.player(container),
                move: try Self.move(container))
        case "void": kind = .void(play: try Self.play(container, .play))
        case "assist":
            // No player (format 7): the basket's linked assist deleted on its own.
            let passer = container.contains(.player) ? try Self.player(container) : nil
            kind = .assist(play: try Self.play(container, .play), player: passer)
        case "clock":
            kind = .clockSet(
                from: try GameFileLimits.integer(
                    container, .was, in: GameFileLimits.clockMs, unit: GameFileLimits.clockUnit))
        case GameEventKind.shotClockReset.typeName: kind = .shotClockReset
        case GameEventKind.timeout(.home).typeName: kind = .timeout(try Self.team(container))
        case GameEventKind.possession(.home).typeName: kind = .possession(try Self.team(container))
        case GameEventKind.violation(.home).typeName: kind = .violation(try Self.team(container))
        case GameEventKind.substitution(off: PlayerID.all[0], on: PlayerID.all[0]).typeName:
            kind = .substitution(off: try Self.player(container, .off), on: try Self.player(container, .on))
        case GameEventKind.join(.home, name: "").typeName:
            kind = .join(try Self.team(container), name: PlayerName(try container.decode(String.self, forKey: .name)))
        case GameEventKind.rename(PlayerID.all[0], name: "").typeName:
            kind = .rename(
                try Self.player(container), name: PlayerName(try container.decode(String.self, forKey: .name)))
        case GameEventKind.confirm(home: 0, away: 0).typeName:
            kind = .confirm(
                home: Int(try GameFileLimits.integer(container, .home, in: GameFileLimits.score)),
                away: Int(try GameFileLimits.integer(container, .away, in: GameFileLimits.score)))
        case "insert":
            kind = .insert(
                before: try Self.play(container, .before), player: try Self.player(container),
                move: try Self.move(container))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .type, in: container, debugDescription: "unknown event type \"\(type)\"")
        }
        event = GameEvent(sequence: Int(sequence), kind: kind, clockMs: clockMs, wallMs: wallMs)
    }

    /// The `player` field, or a substitution's `out` or `in`.
    private static func player(
        _ container: KeyedDecodingContainer<GameFileKey.Event>, _ key: GameFileKey.Event = .player
    ) throws -> PlayerID {
        let text = try container.decode(String.self, forKey: key)
        guard let id = PlayerID(rawValue: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "not a player id: \(text)")
        }
        return id
    }

    /// The `team` field of a team call.
    private static func team(_ container: KeyedDecodingContainer<GameFileKey.Event>) throws -> Side {
        let text = try container.decode(String.self, forKey: .team)
        guard let side = Side(rawValue: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: .team, in: container, debugDescription: "not a team: \(text) (home or away)")
        }
        return side
    }

    /// The `move` field.
    private static func move(_ container: KeyedDecodingContainer<GameFileKey.Event>) throws -> Move {
        let text = try container.decode(String.self, forKey: .move)
        guard let move = Move(rawValue: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: .move, in: container, debugDescription: "unknown move \"\(text)\"")
        }
        return move
    }

    /// A `play` or `before` field: the `seq` of an earlier line, so in the range of `seq`.
    private static func play(_ container: KeyedDecodingContainer<GameFileKey.Event>, _ key: GameFileKey.Event)
        throws -> Int
    {
        let range = Int64(GameFileLimits.sequence.lowerBound)...Int64(GameFileLimits.sequence.upperBound)
        return Int(try GameFileLimits.integer(container, key, in: range))
    }

    /// Encodes the flat form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: GameFileKey.Event.self)
        try container.encode(event.sequence, forKey: .sequence)
        try container.encode(event.kind.typeName, forKey: .type)
        switch event.kind {
        case .move(let player, let move):
            try container.encode(player.rawValue, forKey: .player)
            try container.encode(move.rawValue, forKey: .move)
        case .amend(let play, let player, let move):
            try container.encode(play, forKey: .play)
            try container.encode(player.rawValue, forKey: .player)
            try container.encode(move.rawValue, forKey: .move)
        case .void(let play):
            try container.encode(play, forKey: .play)
        case .assist(let play, let player):
            try container.encode(play, forKey: .play)
            try container.encodeIfPresent(player?.rawValue, forKey: .player)
        case .insert(let before, let player, let move):
            try container.encode(before, forKey: .before)
            try container.encode(player.rawValue, forKey: .player)
            try container.encode(move.rawValue, forKey: .move)
        case .clockSet(let from):
            try container.encode(from, forKey: .was)
        case .timeout(let side), .possession(let side), .violation(let side):
            try container.encode(side.rawValue, forKey: .team)
        case .substitution(let off, let on):
            try container.encode(off.rawValue, forKey: .off)
            try container.encode(on.rawValue, forKey: .on)
        case .join(let side, let name):
            try container.encode(side.rawValue, forKey: .team)
            try container.encode(name.text, forKey: .name)
        case .rename(let player, let name):
            try container.encode(player.rawValue, forKey: .player)
            try container.encode(name.text, forKey: .name)
        case .confirm(let home, let away):
            try container.encode(home, forKey: .home)
            try container.encode(away, forKey: .away)
        case .clockStarted, .clockPaused, .undo, .redo, .shotClockReset:
            break
        }
        try container.encode(event.clockMs, forKey: .clockMs)
        try container.encode(event.wallMs, forKey: .wallMs)
    }
}
