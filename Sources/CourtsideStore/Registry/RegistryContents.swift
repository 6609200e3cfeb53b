import CourtsideCore

/// What a player registry file holds: the registry its good lines make, and what is wrong past
/// them.
public struct RegistryContents: Sendable {
    /// The registry the lines before any problem make.
    public let registry: PlayerRegistry
    /// A damaged line (or header), named with its number; nil when every complete line is good.
    public let problem: LibraryError?
    /// The length of the good lines, in bytes.
    let validLength: Int
    /// The file's length.
    let byteCount: Int

    /// Whether the file ends in a torn line (left out, and cut off by the next append).
    public var hasTornLine: Bool { problem == nil && validLength < byteCount }
}
