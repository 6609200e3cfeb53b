/// Who a name in a game is across the library: a registered identity, or the players no
/// registry line speaks of, one per name (matched without regard to case).
public enum PlayerIdentity: Hashable, Sendable, Comparable {
    /// Registry identity number `id`.
    case registered(Int)
    /// Everyone called this name (lowercased) where no registered identity claims it.
    case unregistered(String)

    /// Registered first, by number; then unregistered, by name.
    public static func < (lhs: PlayerIdentity, rhs: PlayerIdentity) -> Bool {
        switch (lhs, rhs) {
        case (.registered(let a), .registered(let b)): a < b
        case (.registered, .unregistered): true
        case (.unregistered, .registered): false
        case (.unregistered(let a), .unregistered(let b)): a < b
        }
    }

    /// The identity as text, the same in every run: `#3`, or `name:ann` for a name no registry
    /// line claims (the index keeps ratings under it; the players screens name rows by it).
    public var key: String {
        switch self {
        case .registered(let number): "#\(number)"
        case .unregistered(let name): "name:\(name)"
        }
    }
}
