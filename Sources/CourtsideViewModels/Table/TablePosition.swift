/// A row of a table by section and place in it: a row can be in several sections (a player in
/// every month they played), so the selection is a place, not an id.
public struct TablePosition: Hashable, Sendable {
    /// The section's index.
    public let section: Int
    /// The row's index in the section.
    public let row: Int

    /// The row at `row` of section `section`, both 0-based indices.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }
}
