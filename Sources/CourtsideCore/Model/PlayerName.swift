import Synchronization

/// A player's name as a `join` or `rename` event carries it: a handle to the name in a table the
/// process keeps, one entry per distinct name.
///
/// A handle, not a `String`, so that ``GameEventKind`` and ``GameEvent`` stay plain values: a
/// `String` payload made every copy of every event (a load copies each a few times) call the
/// value witnesses, 10 % more instructions to load a long game. Equal names have equal handles, so
/// equality and hashing are the text's. The table only grows, by the names of joins and renames:
/// a few per game.
public struct PlayerName: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The name's place in the table.
    private let index: UInt32

    /// The handle of `text`, in NFC (``NameRule/normalized(_:)``): a name read from a file written
    /// before names were normalised is kept as every new one is.
    public init(_ text: String) {
        let text = NameRule.normalized(text)
        index = Self.table.withLock { table in
            if let index = table.indices[text] { return index }
            let index = UInt32(table.names.count)
            table.names.append(text)
            table.indices[text] = index
            return index
        }
    }

    /// The handle of a literal name.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The handle of an interpolated name.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }

    /// The name's text, in NFC, looked up in the process-wide table (a lock per read).
    public var text: String { Self.table.withLock { $0.names[Int(index)] } }

    /// The name's text, as ``text`` (for string interpolation).
    public var description: String { text }

    /// Every name met, and where each is.
    private struct Table: ~Copyable {
        var names: [String] = []
        var indices: [String: UInt32] = [:]
    }

    private static let table = Mutex(Table())
}
