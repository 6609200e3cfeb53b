/// A column of a ``TableViewModel``: its key (as the CLI's `--by` names it), its heading, and
/// which way its text sits.
public struct TableColumn: Hashable, Sendable {
    /// The key (`ppg`, `player`).
    public let key: String
    /// The heading (`PTS/G`).
    public let title: String
    /// Whether its cells sit right (numbers).
    public let alignsRight: Bool

    /// A column keyed `key` (as `--by` names it), headed `title`, its cells right if `alignsRight`.
    public init(key: String, title: String, alignsRight: Bool) {
        self.key = key
        self.title = title
        self.alignsRight = alignsRight
    }
}
