import CNcurses

/// Writes printable ASCII into an ncurses window as ready-made cells (`waddchnstr`).
///
/// ncursesw's `waddnstr` takes every byte through its multibyte path (`unctrl`, `wctob` and
/// `wcwidth` in the locale's tables) before it stores a one-column cell. Printable ASCII is one
/// byte and one column in every locale, so the cells are made here, each byte with the given
/// attributes, and copied into the line: what a clock tenth writes, twice (into the header's window
/// and into `curscr`), without touching the locale's data.
///
/// The stored cells are those `waddnstr` stores: it too only overwrites the cells it writes, and
/// merges the window's attributes and background into each, which here are the attributes given
/// (no window has a background set). Unlike `waddnstr`, the window's cursor stays where it was
/// and nothing wraps: callers move first and write only what fits.
enum ASCIICells {
    /// Writes `text`, all printable ASCII, at the window's cursor with `attributes` (attribute
    /// bits and colour pair, as `chtype` bits). The string's bytes are lent as they are and the
    /// cells built on the stack; nonisolated, so the closures need no executor check.
    nonisolated static func add(_ text: String, attributes: chtype, to window: UnsafeMutablePointer<WINDOW>) {
        var text = text
        text.withUTF8 { add($0, attributes: attributes, to: window) }
    }

    /// Writes `bytes`, all printable ASCII, at the window's cursor with `attributes`.
    nonisolated static func add(
        _ bytes: UnsafeBufferPointer<UInt8>, attributes: chtype, to window: UnsafeMutablePointer<WINDOW>
    ) {
        guard !bytes.isEmpty else { return }
        withUnsafeTemporaryAllocation(of: chtype.self, capacity: bytes.count) { cells in
            for index in bytes.indices { cells[index] = chtype(bytes[index]) | attributes }
            _ = waddchnstr(window, cells.baseAddress, Int32(bytes.count))
        }
    }
}
