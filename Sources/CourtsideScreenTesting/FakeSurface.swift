import CourtsideReports
import CourtsideScreen
import CourtsideText

/// A surface of a ``FakeTerminal``: its own cell buffer, copied to the screen when staged,
/// as an ncurses window is. Like a window it knows which rows were written since it was last
/// staged, and ``stageChanges()`` copies only those, so a renderer that stages changes where it
/// must stage everything leaves the fake screen wrong, as it would the real one.
@MainActor
final class FakeSurface: TerminalSurface {
    let rect: Rect
    private weak var terminal: FakeTerminal?
    private(set) var cells: [[FakeCell]]
    private(set) var isClosed = false
    /// Rows written since the last stage.
    private(set) var touchedRows: Set<Int> = []

    init(rect: Rect, terminal: FakeTerminal) {
        self.rect = rect
        self.terminal = terminal
        self.cells = Array(repeating: Array(repeating: .blank, count: rect.width), count: rect.height)
    }

    func erase() {
        checkOpen()
        cells = Array(repeating: Array(repeating: .blank, count: rect.width), count: rect.height)
        touchedRows = Set(0..<rect.height)
    }

    func put(_ text: String, row: Int, column: Int, style: TextStyle) {
        checkOpen()
        guard (0..<rect.height).contains(row), column >= 0 else {
            terminal?.overflowCount += 1
            return
        }
        touchedRows.insert(row)
        terminal?.recordPut(text)
        var x = column
        for character in text {
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }
            guard x + width <= rect.width else {
                // ncurses would wrap to the next line here: a layout bug the tests must see.
                terminal?.overflowCount += 1
                return
            }
            FakeGrid.write(&cells[row], at: x, FakeCell(text: String(character), style: style), width: width)
            x += width
        }
    }

    func stage() {
        checkOpen()
        terminal?.stage(self, rows: nil)
        touchedRows = []
    }

    func stageChanges() {
        checkOpen()
        terminal?.stage(self, rows: touchedRows)
        touchedRows = []
    }

    func close() {
        isClosed = true
    }

    private func checkOpen() {
        if isClosed { terminal?.closedSurfaceUses += 1 }
    }
}
