/// One shooting figure of a box-score row, as the CSV and JSON exports write it.
public enum ShootingCell: Hashable, Sendable {
    /// A count (attempts, FGM, FGA).
    case count(Int)
    /// A percentage with one decimal ("66.7"), or nil with no attempt.
    case percent(String?)

    /// The CSV field: the number, or empty for a percentage of no attempt.
    public var csvField: String {
        switch self {
        case .count(let value): String(value)
        case .percent(let value): value ?? ""
        }
    }
}
