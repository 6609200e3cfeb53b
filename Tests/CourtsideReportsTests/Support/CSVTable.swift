import Testing

/// A CSV export read back as a reader would: RFC 4180 (quoted fields, doubled quotes, line breaks
/// inside quotes), one header row, every row as wide as the header.
struct CSVTable {
    /// The header row.
    let header: [String]
    /// The rows after it, each keyed by the header's names.
    let rows: [[String: String]]

    /// Reads `text`; records an issue when a row is not as wide as the header.
    init(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let records = Self.records(text)
        let names = records.first ?? []
        for (index, record) in records.enumerated() where record.count != names.count {
            Issue.record(
                "row \(index) has \(record.count) fields, the header \(names.count)", sourceLocation: sourceLocation)
        }
        header = names
        rows = records.dropFirst().map { Dictionary(zip(names, $0), uniquingKeysWith: { first, _ in first }) }
    }

    /// The fields of every record, in order.
    static func records(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if quoted {
                if character == "\"" {
                    if characters.first == "\"" {
                        field.append("\"")
                        characters.removeFirst()
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                record.append(field)
                field = ""
            } else if character == "\n" {
                record.append(field)
                records.append(record)
                record = []
                field = ""
            } else {
                field.append(character)
            }
        }
        if !field.isEmpty || !record.isEmpty { records.append(record + [field]) }
        return records
    }
}
