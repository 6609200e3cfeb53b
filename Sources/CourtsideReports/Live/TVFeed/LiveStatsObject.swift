/// One JSON object of the LiveStats TV feed, written field by field in the order given (the feed's
/// own order: `type` first where a message has one), strings escaped by ``JSONText``.
///
/// Written by hand rather than encoded: a box score goes out after every play, and the feed's
/// objects nest (a team's players in its box), which a flat encoder would have to build twice.
struct LiveStatsObject {
    /// The fields so far, without the braces.
    private(set) var fields = ""

    /// An empty object.
    init() {}

    /// An object of the fields `body` already holds (a stored action's).
    init(fields: String) {
        self.fields = fields
    }

    /// Adds `key` with a number.
    mutating func add(_ key: String, _ value: Int) {
        add(key, raw: String(value))
    }

    /// Adds `key` with a string.
    mutating func add(_ key: String, _ value: String) {
        add(key, raw: JSONText.quotedString(value))
    }

    /// Adds `key` with JSON text as it is (an object, an array, a decimal).
    mutating func add(_ key: String, raw: String) {
        if !fields.isEmpty { fields += "," }
        fields += "\"" + key + "\":" + raw
    }

    /// Adds the fields of `other` after these.
    mutating func append(_ other: LiveStatsObject) {
        guard !other.fields.isEmpty else { return }
        if !fields.isEmpty { fields += "," }
        fields += other.fields
    }

    /// The object's text, braces and all.
    var text: String { "{" + fields + "}" }

    /// `items` as a JSON array's text.
    static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }

    /// `hundredths` (of a minute, of anything) as a decimal with two places: `12.50`.
    static func decimal(hundredths: Int64) -> String {
        let value = max(0, hundredths)
        return "\(value / 100)." + (value % 100 < 10 ? "0" : "") + "\(value % 100)"
    }
}
