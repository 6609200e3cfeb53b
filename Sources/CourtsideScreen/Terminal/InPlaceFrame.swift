import CourtsideReports

/// One frame's writes, while they may still go to the terminal as they are, without ncurses'
/// `doupdate`.
///
/// A running clock's tenth overwrites a digit or two of plain text where the header last drew
/// the time. ncurses would compare its whole virtual screen with the physical one and price every
/// way of moving the cursor there, which is most of what a tenth costs; the bytes it sends are a
/// backspace and the digit. A frame that only writes plain, printable ASCII text over what is
/// already on screen (nothing erased, restaged, opened or closed) is sent as the writes
/// themselves instead, each after the cheapest move from where the last one left the cursor:
/// cursor-left when the text starts a few columns back on the same row, else the terminal's
/// cursor address. Anything else in the frame (``disqualify()``) sends it through ncurses.
///
/// A pure value: the terminal feeds it and sends ``bytes``; tests check the decisions and the
/// bytes without a terminal.
struct InPlaceFrame {
    /// A cell of the terminal, from the top-left corner.
    struct Cursor: Hashable {
        /// The row.
        var row: Int
        /// The column.
        var column: Int
    }

    /// One write at screen coordinates; its text is ``InPlaceFrame/text``'s bytes in `range`.
    struct Write: Hashable {
        /// Where the text starts.
        let start: Cursor
        /// Its bytes in ``InPlaceFrame/text``.
        let range: Range<Int>
    }

    /// The most bytes of cursor-left moves used instead of a cursor address, which is never
    /// shorter (`ESC [ row ; column H` is six bytes at least); so the address is formatted only
    /// when it is sent.
    static let mostLeftBytes = 4

    /// The terminal's cursor address (`cup`) for a cell; nil when it has none.
    private let address: (Cursor) -> [UInt8]?
    /// The terminal's one-column cursor-left (`cub1`); nil when it has none.
    private let left: [UInt8]?

    /// False once the frame did anything but write plain text in place.
    private(set) var isEligible = true
    /// The writes, in order.
    private(set) var writes: [Write] = []
    /// The writes' text, back to back.
    private(set) var text: [UInt8] = []
    /// What to send: each write's move and text.
    private(set) var bytes: [UInt8] = []
    /// Where the cursor is after ``bytes``; nil while unknown (nothing written from an unknown cursor).
    private(set) var cursor: Cursor?

    /// A frame for a terminal whose cursor address is `address` and cursor-left `left`.
    init(address: @escaping (Cursor) -> [UInt8]?, left: [UInt8]?) {
        self.address = address
        self.left = left
    }

    /// Starts a new frame with the terminal's cursor at `cursor` (nil: unknown, as after ncurses
    /// wrote). Keeps the buffers' storage: a running clock starts ten frames a second.
    mutating func begin(cursor: Cursor?) {
        isEligible = true
        writes.removeAll(keepingCapacity: true)
        text.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
        self.cursor = cursor
    }

    /// The frame did something only ncurses can send (an erase, a restage, a style, a wide
    /// character, a window opened or closed): it goes through `doupdate`.
    mutating func disqualify() {
        isEligible = false
    }

    /// Records `text`, plain, written at `start` on a screen `screenWidth` columns wide.
    ///
    /// Only printable ASCII that ends before the last column stays eligible: one byte a cell, and
    /// the cursor never reaches the right margin, where terminals differ on what the next byte does.
    mutating func write(_ text: String, at start: Cursor, screenWidth: Int) {
        guard isEligible, !text.isEmpty else { return }
        let count = text.utf8.count
        guard DisplayWidth.isPrintableASCII(text), start.row >= 0, start.column >= 0,
            start.column + count < screenWidth,
            move(to: start)
        else {
            isEligible = false
            return
        }
        let from = self.text.count
        self.text.append(contentsOf: text.utf8)
        bytes.append(contentsOf: text.utf8)
        writes.append(Write(start: start, range: from..<self.text.count))
        cursor = Cursor(row: start.row, column: start.column + count)
    }

    /// Appends the cheapest move from ``cursor`` to `target`; false when the terminal has no way.
    private mutating func move(to target: Cursor) -> Bool {
        if cursor == target { return true }
        if let cursor, let left, !left.isEmpty, cursor.row == target.row, cursor.column > target.column,
            (cursor.column - target.column) * left.count <= Self.mostLeftBytes
        {
            for _ in 0..<(cursor.column - target.column) { bytes.append(contentsOf: left) }
            return true
        }
        guard let addressed = address(target), !addressed.isEmpty else { return false }
        bytes.append(contentsOf: addressed)
        return true
    }
}
