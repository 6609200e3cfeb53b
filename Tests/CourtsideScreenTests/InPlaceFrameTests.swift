import Testing

@testable import CourtsideScreen

/// The decisions and the bytes of a frame written in place, against an xterm-like terminal:
/// `ESC [ row+1 ; column+1 H` to address a cell, backspace to step left.
@Suite("In-place frame")
struct InPlaceFrameTests {
    /// A frame for an xterm-like terminal; `addressable: false` for one without a cursor address.
    private static func frame(addressable: Bool = true, left: [UInt8]? = [0x08]) -> InPlaceFrame {
        InPlaceFrame(
            address: { cell in
                addressable ? Array("\u{1B}[\(cell.row + 1);\(cell.column + 1)H".utf8) : nil
            }, left: left)
    }

    private static func cursor(_ row: Int, _ column: Int) -> InPlaceFrame.Cursor {
        InPlaceFrame.Cursor(row: row, column: column)
    }

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    @Test("from an unknown cursor the first write is addressed, and the cursor ends after its text")
    func firstWriteIsAddressed() {
        var frame = Self.frame()
        frame.begin(cursor: nil)
        frame.write("7", at: Self.cursor(5, 36), screenWidth: 80)
        #expect(frame.isEligible)
        #expect(Self.text(frame.bytes) == "\u{1B}[6;37H7")
        #expect(frame.cursor == Self.cursor(5, 37))
        #expect(frame.writes == [InPlaceFrame.Write(start: Self.cursor(5, 36), range: 0..<1)])
    }

    @Test("the next tenth, one column back on the same row, is a backspace and the digit: two bytes")
    func nextTenthIsTwoBytes() {
        var frame = Self.frame()
        frame.begin(cursor: Self.cursor(5, 37))
        frame.write("8", at: Self.cursor(5, 36), screenWidth: 80)
        #expect(frame.bytes == [0x08, UInt8(ascii: "8")])
        #expect(frame.cursor == Self.cursor(5, 37))
    }

    @Test("a second rolling over writes from the first changed character, up to four columns back")
    func secondRollsOver() {
        var frame = Self.frame()
        frame.begin(cursor: Self.cursor(5, 37))
        frame.write("1.0", at: Self.cursor(5, 34), screenWidth: 80)
        #expect(Self.text(frame.bytes) == "\u{08}\u{08}\u{08}1.0")
        var further = Self.frame()
        further.begin(cursor: Self.cursor(5, 37))
        further.write("1:00.0", at: Self.cursor(5, 31), screenWidth: 80)
        #expect(Self.text(further.bytes) == "\u{1B}[6;32H1:00.0", "six columns back: the address is shorter")
    }

    @Test("a write on another row, to the right, or without a cursor-left is addressed")
    func otherMovesAreAddressed() {
        var frame = Self.frame()
        frame.begin(cursor: Self.cursor(5, 37))
        frame.write("x", at: Self.cursor(6, 36), screenWidth: 80)
        #expect(Self.text(frame.bytes) == "\u{1B}[7;37Hx")
        frame.begin(cursor: Self.cursor(5, 30))
        frame.write("x", at: Self.cursor(5, 33), screenWidth: 80)
        #expect(Self.text(frame.bytes) == "\u{1B}[6;34Hx")
        var noLeft = Self.frame(left: nil)
        noLeft.begin(cursor: Self.cursor(5, 37))
        noLeft.write("8", at: Self.cursor(5, 36), screenWidth: 80)
        #expect(Self.text(noLeft.bytes) == "\u{1B}[6;37H8")
    }

    @Test("text where the cursor already is needs no move; several writes follow each other")
    func writesInOrder() {
        var frame = Self.frame()
        frame.begin(cursor: Self.cursor(2, 10))
        frame.write("ab", at: Self.cursor(2, 10), screenWidth: 80)
        frame.write("c", at: Self.cursor(2, 12), screenWidth: 80)
        frame.write("Z", at: Self.cursor(2, 11), screenWidth: 80)
        #expect(Self.text(frame.bytes) == "abc\u{08}\u{08}Z")
        #expect(Self.text(frame.text) == "abcZ")
        #expect(frame.writes.map(\.range) == [0..<2, 2..<3, 3..<4])
        #expect(frame.cursor == Self.cursor(2, 12))
    }

    @Test("anything but plain ASCII ending before the last column sends the frame through ncurses")
    func ineligible() {
        var wide = Self.frame()
        wide.begin(cursor: nil)
        wide.write("é", at: Self.cursor(0, 0), screenWidth: 80)
        #expect(!wide.isEligible)
        var control = Self.frame()
        control.begin(cursor: nil)
        control.write("a\u{1B}[2J", at: Self.cursor(0, 0), screenWidth: 80)
        #expect(!control.isEligible, "an escape byte never reaches the terminal as it is")
        var edge = Self.frame()
        edge.begin(cursor: nil)
        edge.write("ab", at: Self.cursor(0, 78), screenWidth: 80)
        #expect(!edge.isEligible, "the last column is left to ncurses")
        var unaddressable = Self.frame(addressable: false)
        unaddressable.begin(cursor: nil)
        unaddressable.write("1", at: Self.cursor(3, 3), screenWidth: 80)
        #expect(!unaddressable.isEligible, "no way to move the cursor")
        var erased = Self.frame()
        erased.begin(cursor: nil)
        erased.write("1", at: Self.cursor(3, 3), screenWidth: 80)
        erased.disqualify()
        #expect(!erased.isEligible)
    }

    @Test("a new frame starts eligible and empty from the cursor it is given")
    func beginResets() {
        var frame = Self.frame()
        frame.begin(cursor: nil)
        frame.write("é", at: Self.cursor(0, 0), screenWidth: 80)
        frame.begin(cursor: Self.cursor(1, 1))
        #expect(frame.isEligible)
        #expect(frame.bytes.isEmpty && frame.text.isEmpty && frame.writes.isEmpty)
        #expect(frame.cursor == Self.cursor(1, 1))
        frame.write("", at: Self.cursor(9, 9), screenWidth: 80)
        #expect(frame.isEligible && frame.bytes.isEmpty, "an empty write changes nothing")
    }
}
