/// How large ``BlockFont`` text is drawn: rows and columns per pixel, or half-height blocks.
struct BlockSize: Equatable {
    /// Rows per pixel; 0 for half-height blocks.
    let rows: Int
    /// Columns per pixel.
    let columns: Int

    /// Character rows the text takes.
    var height: Int { rows == 0 ? BlockFont.halfHeight : BlockFont.height * rows }

    /// Columns `text` takes.
    func width(_ text: String) -> Int { BlockFont.width(text, scale: columns) }

    /// The rows of `text` at this size; nil for characters the font lacks.
    func lines(_ text: String) -> [String]? {
        rows == 0
            ? BlockFont.halfRows(text, scale: columns) : BlockFont.rows(text, scale: columns, rowScale: rows)
    }

    /// The score's sizes, from the largest down: four to two rows per pixel (two columns per row
    /// keep the pixels about square), five rows at two columns or one, then half height.
    static let all: [BlockSize] =
        [4, 3, 2].map { BlockSize(rows: $0, columns: 2 * $0) }
        + [BlockSize(rows: 1, columns: 2), BlockSize(rows: 1, columns: 1)]
        + [BlockSize(rows: 0, columns: 2), BlockSize(rows: 0, columns: 1)]

    /// The sizes of the words beside and under the score on an audience board (the clock, FINAL,
    /// the team names): five rows or half height, two columns per pixel or one.
    static let words: [BlockSize] = [
        BlockSize(rows: 1, columns: 2), BlockSize(rows: 1, columns: 1), BlockSize(rows: 0, columns: 2),
        BlockSize(rows: 0, columns: 1),
    ]
}
