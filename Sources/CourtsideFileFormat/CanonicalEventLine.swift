import CourtsideCore

/// A fast reader for event lines exactly as courtside writes them, so a long game loads quickly.
///
/// Foundation's `JSONDecoder` costs about 3 µs per line on Linux (measured by `make bench`, see
/// docs/performance.md), which alone puts a 100,000-event game far over its 100 ms load budget.
/// Almost every line in a library was written by ``GameFileCodec/eventLine(_:file:)``: sorted keys,
/// no spaces, no escapes, plain decimal integers. This reader accepts only that exact shape and
/// returns nil for anything else (other spacing or key order, escapes, signs, leading zeros,
/// unknown ids, extra keys…), which then goes through `JSONDecoder` as before. So the decoder
/// stays the definition of the format and of every error message; this is only a shortcut for
/// the lines it would decode into the very same event.
public enum CanonicalEventLine {
    /// What a line's `type` says, and so which fields it must have.
    private enum LineType {
        case move, amend, void, insert, clockSet, assist
        case plain(GameEventKind)
    }

    /// `"move"`, `"start"`, … as bytes, with what they mean (the others are completed with their fields).
    private static let types: [(bytes: [UInt8], type: LineType)] =
        [
            (Array("move".utf8), .move), (Array("amend".utf8), .amend), (Array("void".utf8), .void),
            (Array("insert".utf8), .insert), (Array(GameEventKind.clockSet(from: 0).typeName.utf8), .clockSet),
            (Array("assist".utf8), .assist),
        ]
        + [GameEventKind.clockStarted, .clockPaused, .undo, .redo].map { (Array($0.typeName.utf8), .plain($0)) }
    private static let players: [(bytes: [UInt8], id: PlayerID)] = PlayerID.roster.map { (Array($0.rawValue.utf8), $0) }
    private static let moves: [(bytes: [UInt8], move: Move)] = Move.allCases.map { (Array($0.rawValue.utf8), $0) }

    /// The bytes between the values, from the keys of ``GameFileKey/Event`` in sorted order.
    private static let opening = Array("{\"\(GameFileKey.Event.clockMs.stringValue)\":".utf8)
    private static let beforeOpening = Array("{\"\(GameFileKey.Event.before.stringValue)\":".utf8)
    private static let clockKey = Array(",\"\(GameFileKey.Event.clockMs.stringValue)\":".utf8)
    private static let playKey = Array(",\"\(GameFileKey.Event.play.stringValue)\":".utf8)
    private static let moveKey = Array(",\"\(GameFileKey.Event.move.stringValue)\":\"".utf8)
    private static let playerKey = Array(",\"\(GameFileKey.Event.player.stringValue)\":\"".utf8)
    private static let sequenceKey = Array(",\"\(GameFileKey.Event.sequence.stringValue)\":".utf8)
    private static let typeKey = Array(",\"\(GameFileKey.Event.type.stringValue)\":\"".utf8)
    private static let wallKey = Array(",\"\(GameFileKey.Event.wallMs.stringValue)\":".utf8)
    private static let wasKey = Array(",\"\(GameFileKey.Event.was.stringValue)\":".utf8)
    private static let closing = Array("}".utf8)

    /// The event on `bytes[start..<end]` (a line without its newline), or nil when the line is not
    /// in the canonical form or a number is outside ``GameFileLimits`` (the decoder then names it).
    public static func event(_ bytes: [UInt8], from start: Int, to end: Int) -> GameEvent? {
        var scanner = Scanner(bytes: bytes, index: start, end: end)
        // Sorted keys: an insert's `before` comes ahead of `clock`, a correction's `play` between
        // `move` and `player`.
        var before: Int64?
        if scanner.literal(beforeOpening) {
            guard let value = scanner.integer(), scanner.literal(clockKey) else { return nil }
            before = value
        } else if !scanner.literal(opening) {
            return nil
        }
        guard let clock = scanner.integer() else { return nil }
        var move: Move?
        if scanner.literal(moveKey) {
            guard let moveRange = scanner.string() else { return nil }
            move = moves.first { scanner.equals(moveRange, $0.bytes) }?.move
            guard move != nil else { return nil }
        }
        var play: Int64?
        if scanner.literal(playKey) {
            guard let value = scanner.integer() else { return nil }
            play = value
        }
        var player: PlayerID?
        if scanner.literal(playerKey) {
            guard let playerRange = scanner.string() else { return nil }
            player = players.first { scanner.equals(playerRange, $0.bytes) }?.id
            guard player != nil else { return nil }
        }
        guard scanner.literal(sequenceKey), let sequence = scanner.integer(),
            scanner.literal(typeKey), let typeRange = scanner.string(), scanner.literal(wallKey),
            let wall = scanner.integer()
        else { return nil }
        // A clock set's `was` sorts last.
        var was: Int64?
        if scanner.literal(wasKey) {
            guard let value = scanner.integer() else { return nil }
            was = value
        }
        guard scanner.literal(closing), scanner.index == end,
            let type = types.first(where: { scanner.equals(typeRange, $0.bytes) })?.type
        else { return nil }
        // Each type has exactly its own fields: anything else is not what courtside writes.
        let kind: GameEventKind
        switch type {
        case .plain(let plain):
            guard move == nil, player == nil, play == nil, before == nil, was == nil else { return nil }
            kind = plain
        case .clockSet:
            guard let was, move == nil, player == nil, play == nil, before == nil else { return nil }
            kind = .clockSet(from: was)
        case .move:
            guard let player, let move, play == nil, before == nil, was == nil else { return nil }
            kind = .move(player, move)
        case .amend:
            guard let player, let move, let play, before == nil, was == nil else { return nil }
            kind = .amend(play: Int(play), player: player, move: move)
        case .void:
            guard let play, move == nil, player == nil, before == nil, was == nil else { return nil }
            kind = .void(play: Int(play))
        case .assist:
            guard let player, let play, move == nil, before == nil, was == nil else { return nil }
            kind = .assist(play: Int(play), player: player)
        case .insert:
            guard let player, let move, let before, play == nil, was == nil else { return nil }
            kind = .insert(before: Int(before), player: player, move: move)
        }
        let event = GameEvent(sequence: Int(sequence), kind: kind, clockMs: clock, wallMs: wall)
        return GameFileLimits.problem(with: event) == nil ? event : nil
    }

    /// A cursor over one line's bytes.
    private struct Scanner {
        let bytes: [UInt8]
        var index: Int
        let end: Int

        /// Consumes `expected` if the line continues with exactly it.
        mutating func literal(_ expected: [UInt8]) -> Bool {
            guard end - index >= expected.count, equals(index..<(index + expected.count), expected) else {
                return false
            }
            index += expected.count
            return true
        }

        /// A non-negative decimal integer without sign or leading zeros, at most 18 digits (so it
        /// fits an Int64: the count is checked before each digit is added, never after); nil
        /// otherwise.
        mutating func integer() -> Int64? {
            let start = index
            var value: Int64 = 0
            while index < end, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                guard index - start < 18 else { return nil }
                value = value * 10 + Int64(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            let digits = index - start
            guard digits > 0, digits == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
            return value
        }

        /// The bytes of a string whose opening quote was consumed, up to its closing quote (also
        /// consumed); nil if it holds an escape, a control character or a non-ASCII byte.
        mutating func string() -> Range<Int>? {
            let start = index
            while index < end {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    return start..<(index - 1)
                }
                guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { return nil }
                index += 1
            }
            return nil
        }

        /// Whether `range` of the line holds exactly `expected`.
        func equals(_ range: Range<Int>, _ expected: [UInt8]) -> Bool {
            guard range.count == expected.count else { return false }
            var offset = 0
            while offset < expected.count {
                if bytes[range.lowerBound + offset] != expected[offset] { return false }
                offset += 1
            }
            return true
        }
    }
}
