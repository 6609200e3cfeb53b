/// One line of the player registry (docs/file-format.md, "The player registry"): what a scorer
/// said about who is who, appended, never changed.
public struct RegistryEntry: Hashable, Sendable {
    /// What the line says.
    public enum Kind: Hashable, Sendable {
        /// A new identity, number `id` (the next one), named `name`.
        case player(id: Int, name: String)
        /// Identity `id` is called `name` from now on; games created before this line keep
        /// matching its old name.
        case rename(id: Int, name: String)
        /// Identity `id` is the same person as `into`: its games and names are `into`'s.
        case merge(id: Int, into: Int)
    }

    /// The line's number: 1 for the first after the header, with no gaps.
    public let sequence: Int
    /// When it was written, in milliseconds since 1970 (UTC).
    public let wallMs: Int64
    /// What it says.
    public let kind: Kind

    /// An entry from its parts.
    public init(sequence: Int, wallMs: Int64, kind: Kind) {
        self.sequence = sequence
        self.wallMs = wallMs
        self.kind = kind
    }
}
