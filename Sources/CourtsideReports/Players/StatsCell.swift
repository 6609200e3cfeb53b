/// One value of a stats table, kept as a value so each output says it its own way: the text
/// table rounds it, CSV and JSON give it as a number.
public enum StatsCell: Hashable, Sendable {
    /// Text (a name, a date, a result).
    case text(String)
    /// A whole number, shown as it is (games, points, a plus/minus).
    case integer(Int)
    /// A measure shown to `places` decimals (JSON and CSV keep three).
    case decimal(Double, places: Int)
    /// A count shown with its sign (`+3`, `-2`, `0`).
    case signed(Int)
    /// A ratio 0…1 shown as a percentage; nil: no attempt, shown as `-` (empty in CSV, null in JSON).
    case percent(Double?)

    /// The cell for a person: rounded, percentages as `45.5`.
    public var text: String {
        switch self {
        case .text(let text): text
        case .integer(let value): String(value)
        case .decimal(let value, let places): Self.fixed(value, places: places)
        case .signed(let value): value > 0 ? "+\(value)" : String(value)
        case .percent(let ratio): ratio.map { Self.fixed($0 * 100, places: 1) } ?? "-"
        }
    }

    /// The cell in CSV (not yet a cell: the table writes it through ``CSVCell``): numbers plain, a
    /// missing percentage empty.
    public var csv: String {
        switch self {
        case .text(let text): text
        case .integer(let value), .signed(let value): String(value)
        case .decimal(let value, _): Self.fixed(value, places: 3)
        case .percent(let ratio): ratio.map { Self.fixed($0 * 100, places: 3) } ?? ""
        }
    }

    /// The cell as a JSON value.
    public var json: String {
        switch self {
        case .text(let text): JSONText.quotedString(text)
        case .integer(let value), .signed(let value): String(value)
        case .decimal(let value, _): Self.fixed(value, places: 3)
        case .percent(let ratio): ratio.map { Self.fixed($0 * 100, places: 3) } ?? "null"
        }
    }

    /// Whether the text table aligns it right (numbers).
    public var alignsRight: Bool {
        if case .text = self { return false }
        return true
    }

    /// The number for sorting (text sorts as 0).
    public var number: Double {
        switch self {
        case .text: 0
        case .integer(let value), .signed(let value): Double(value)
        case .decimal(let value, _): value
        case .percent(let ratio): ratio ?? -1
        }
    }

    /// `value` to `places` decimals, rounded half away from zero, without Foundation.
    static func fixed(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (value * scale).rounded()
        guard scaled.isFinite, abs(scaled) < 9e15 else { return "0" }
        let whole = Int64(scaled)
        let sign = whole < 0 ? "-" : ""
        let magnitude = whole.magnitude
        let unit = UInt64(scale)
        guard places > 0 else { return sign + String(magnitude) }
        var fraction = String(magnitude % unit)
        while fraction.count < places { fraction = "0" + fraction }
        return "\(sign)\(magnitude / unit).\(fraction)"
    }
}
