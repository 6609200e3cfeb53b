import CourtsideScreen

/// Cell writes shared by ``FakeTerminal`` and its surfaces, keeping wide characters whole.
enum FakeGrid {
    /// Writes a character of `width` columns at `x`, blanking any wide character it cuts in half.
    static func write(_ line: inout [FakeCell], at x: Int, _ cell: FakeCell, width: Int) {
        for offset in 0..<width { clearHalf(&line, at: x + offset) }
        line[x] = cell
        if width == 2 { line[x + 1] = .continuation }
    }

    private static func clearHalf(_ line: inout [FakeCell], at x: Int) {
        if line[x] == .continuation, x > 0 { line[x - 1] = .blank }
        if line[x] != .continuation, x + 1 < line.count, line[x + 1] == .continuation { line[x + 1] = .blank }
        line[x] = .blank
    }
}
