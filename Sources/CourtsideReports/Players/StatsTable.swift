import CourtsideCore
import CourtsideText

/// A table of stats: named columns and rows of ``StatsCell``s, said as a text table for people
/// (sanitized, padded by display width), as CSV (one header row, one table) or as a JSON array of
/// objects keyed by the columns' keys.
public struct StatsTable: Hashable, Sendable {
    /// A column: its key (CSV header, JSON key, `--by` value) and its title in the text table.
    public struct Column: Hashable, Sendable {
        /// The CSV header, JSON key and `--by` value, in snake case (`fg_pct`).
        public let key: String
        /// The heading in the text table, in capitals (`PTS/G`).
        public let title: String

        /// A column keyed `key` in CSV and JSON, headed `title` in the text table.
        public init(_ key: String, _ title: String) {
            self.key = key
            self.title = title
        }
    }

    /// The columns, left to right.
    public let columns: [Column]
    /// The rows, each a cell per column.
    public let rows: [[StatsCell]]

    /// A table of `columns` and `rows`, each row a cell per column in the same order.
    public init(columns: [Column], rows: [[StatsCell]]) {
        self.columns = columns
        self.rows = rows
    }

    /// The text table, a header row then the rows, columns two spaces apart.
    public var text: String {
        let header = columns.map(\.title)
        let body = rows.map { $0.map { TextSanitizer.printable($0.text) } }
        let widths = columns.indices.map { column in
            ([header[column]] + body.map { $0[column] }).map(DisplayWidth.of).max() ?? 0
        }
        let right = columns.indices.map { column in rows.first?[column].alignsRight ?? false }
        return ([header] + body).map { row in
            var line = row.indices.map { DisplayWidth.padded(row[$0], to: widths[$0], alignRight: right[$0]) }
                .joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n") + "\n"
    }

    /// The CSV: the keys, then a line per row, every cell through ``CSVCell``.
    public var csv: String {
        ([columns.map(\.key)] + rows.map { $0.map(\.csv) }).map(CSVCell.row).joined()
    }

    /// The JSON array, an object per row.
    public var json: String { "[" + jsonObjects.joined(separator: ",\n ") + "]" }

    /// Each row as a JSON object keyed by the columns' keys.
    public var jsonObjects: [String] {
        rows.map { row in
            "{" + zip(columns, row).map { "\(JSONText.quotedString($0.key)):\($1.json)" }.joined(separator: ",") + "}"
        }
    }

    /// The table with only the columns `keys` names, in that order.
    public func selecting(_ keys: [String]) -> StatsTable {
        let indices = keys.compactMap { key in columns.firstIndex { $0.key == key } }
        return StatsTable(columns: indices.map { columns[$0] }, rows: rows.map { row in indices.map { row[$0] } })
    }

    /// The table without the columns `keys` names.
    public func dropping(_ keys: [String]) -> StatsTable {
        selecting(columns.map(\.key).filter { !keys.contains($0) })
    }
}
