import CNcurses

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
        if let window {
            leaveok(window, true)
            // A theme's screen colours: blanks, and text written without a pair of its own, take them.
            if terminal.screenPair != 0 {
                wbkgd(window, courtside_color_pair(terminal.screenPair) | chtype(UInt8(ascii: " ")))
            }
        }
    }

    func erase() {
        guard let window else { return }
        werase(window)
    }

    func put(_ text: String, row: Int, column: Int, style: TextStyle) {
        guard let window, !text.isEmpty else { return }
        courtside_wattr_set(window, terminal.attributes(for: style), terminal.colorPair(for: style))
        _ = wmove(window, Int32(row), Int32(column))
        // The wide string on the stack: a frame writes many short texts, and none outlives the call.
        let count = text.unicodeScalars.count
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: count + 1) { wide in
            for (index, scalar) in text.unicodeScalars.enumerated() { wide[index] = wchar_t(bitPattern: scalar.value) }
            wide[count] = 0
            // The text was fitted to the window, so a failure here can only be the write into the
            // bottom-right cell, which ncurses reports as an error although it stores the character.
            _ = waddnwstr(window, wide.baseAddress, Int32(count))
        }
        courtside_wattr_set(window, courtside_a_normal(), terminal.screenPair)
    }

    func stage() {
        guard let window else { return }
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
        delwin(window)
        self.window = nil
    }

    isolated deinit {
        close()
    }
}
