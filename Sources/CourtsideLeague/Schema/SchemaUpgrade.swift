/// What `league init` did: the schema version it found and the one it left.
public struct SchemaUpgrade: Equatable, Sendable {
    /// The version found (0: no league schema yet).
    public let from: Int
    /// The version left.
    public let to: Int

    public init(from: Int, to: Int) {
        self.from = from
        self.to = to
    }
}
