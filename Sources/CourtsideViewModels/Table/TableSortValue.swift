/// What a cell sorts by: a number, or text compared without regard to case.
public enum TableSortValue: Hashable, Sendable, Comparable {
    /// A number (a missing percentage sorts as -1, below every real one).
    case number(Double)
    /// Text, lowercased.
    case text(String)

    /// Numbers before text; numbers by value, text by its lowercased form.
    public static func < (lhs: TableSortValue, rhs: TableSortValue) -> Bool {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)): a < b
        case (.text(let a), .text(let b)): a < b
        case (.number, .text): true
        case (.text, .number): false
        }
    }
}
