import CNcurses
import CourtsideReports

/// An ncurses window as a ``TerminalSurface``.
@MainActor
final class NcursesSurface: TerminalSurface {
    let rect: Rect
    private var window: UnsafeMutablePointer<WINDOW>?
    private let terminal: NcursesTerminal

    init(rect: Rect, terminal: NcursesTerminal) {
        self.rect = rect
        self.terminal = terminal
        window = newwin(Int32(rect.height), Int32(rect.width), Int32(rect.row), Int32(rect.column))
        // The cursor is hidden, so ncurses need not move it back after each update: bytes saved on
        // every frame.
        if let window { leaveok(window, true) }
    }

    func erase() {
        guard let window else { return }
        terminal.changedOtherwise()
        werase(window)
    }

    func put(_ text: String, row: Int, column: Int, style: TextStyle) {
        guard let window, !text.isEmpty else { return }
        let plain = style == .plain
        _ = wmove(window, Int32(row), Int32(column))
        if DisplayWidth.isPrintableASCII(text) {
            // One cell a byte, the style in each (the clock's digits, most text on screen).
            let attributes =
                plain ? courtside_a_normal() : terminal.attributes(for: style) | terminal.colorPairBits(for: style)
            ASCIICells.add(text, attributes: attributes, to: window)
        } else {
            // Plain text is written with the window's own attributes, which stay normal.
            if !plain { courtside_wattr_set(window, terminal.attributes(for: style), terminal.colorPair(for: style)) }
            var wide = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
            wide.append(0)
            // The text was fitted to the window, so a failure here can only be the write into the
            // bottom-right cell, which ncurses reports as an error although it stores the character.
            _ = waddnwstr(window, wide, Int32(wide.count - 1))
            if !plain { courtside_wattr_set(window, courtside_a_normal(), 0) }
        }
        if plain {
            terminal.wrotePlainText(text, row: rect.row + row, column: rect.column + column)
        } else {
            terminal.changedOtherwise()
        }
    }

    func stage() {
        guard let window else { return }
        terminal.changedOtherwise()
        // Touch first: a window staged again after an overlay moved away must copy every line.
        wtouchln(window, 0, Int32(rect.height), 1)
        wnoutrefresh(window)
    }

    func stageChanges() {
        guard let window else { return }
        wnoutrefresh(window)
    }

    func close() {
        guard let window else { return }
        terminal.changedOtherwise()
        delwin(window)
        self.window = nil
    }

    isolated deinit {
        close()
    }
}
