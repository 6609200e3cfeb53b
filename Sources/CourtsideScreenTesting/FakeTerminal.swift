import CourtsideScreen
import CourtsideViewModels

/// An in-memory terminal for tests: a grid of cells, a record of frames, scripted input, a settable size.
///
/// It behaves like ncurses where the screen layer depends on it: surfaces keep their own buffers and
/// reach the grid only when staged, and the grid shows only what was staged before a ``flush()``.
/// Writes that would wrap, and uses of closed surfaces, are counted so tests can insist on none.
@MainActor
public final class FakeTerminal: TerminalDriver {
    /// The current size; change it with ``FakeInput/resize(_:)`` or ``resize(to:)``.
    public private(set) var size: TerminalSize
    /// Whether colour accents are shown.
    public let hasColors: Bool
    /// What the cells are drawn in, as ``NcursesTerminal`` would draw them (``ink(row:column:)``).
    public let theme: Theme
    /// Input still to come; a read with nothing left returns ``KeyRead/inputClosed``.
    public var script: [FakeInput] = []
    /// Called with the read's timeout when a ``FakeInput/wait`` is consumed, to move a test clock.
    public var onTimeout: ((Int?) -> Void)?
    /// Called when a ``FakeInput/wake`` is consumed, before the read returns it.
    public var onWake: (() -> Void)?
    /// Every read's timeout, in order (nil: the read would block).
    public private(set) var readTimeouts: [Int?] = []
    /// Every read's watched descriptors, in order.
    public private(set) var readDescriptors: [[Int32]] = []
    /// What is on screen after the last flush.
    public private(set) var grid: [[FakeCell]]
    /// How many times a frame was flushed.
    public private(set) var flushCount = 0
    /// The rectangles staged in each flushed frame, in order.
    public private(set) var frames: [[Rect]] = []
    /// Writes that did not fit their surface (each would have wrapped on a real terminal).
    public internal(set) var overflowCount = 0
    /// Uses of a surface after it was closed.
    public internal(set) var closedSurfaceUses = 0
    /// How many surfaces were made.
    public private(set) var surfacesMade = 0
    /// Where the hardware cursor was left by the last flush; nil while hidden.
    public private(set) var cursor: CursorPosition?
    private var pendingCursor: CursorPosition?
    /// How many times the bell was rung, and after how many flushes each time.
    public private(set) var bells: [Int] = []

    /// The texts written to surfaces in the last flushed frame, in order: a running clock's
    /// tenth should write the time alone.
    public private(set) var lastFrameTexts: [String] = []
    private var frameTexts: [String] = []
    private var pending: [[FakeCell]]
    private var staged: [Rect] = []

    /// A terminal of `size`, with or without colour, drawing in `theme`.
    public init(size: TerminalSize = .minimum, hasColors: Bool = true, theme: Theme = .standard) {
        self.size = size
        self.hasColors = hasColors
        self.theme = theme
        self.grid = Self.blankGrid(size)
        self.pending = Self.blankGrid(size)
    }

    /// A new surface with its own buffer; a rect outside the terminal counts as an overflow.
    public func makeSurface(_ rect: Rect) -> any TerminalSurface {
        surfacesMade += 1
        if rect.row < 0 || rect.column < 0 || rect.row + rect.height > size.height
            || rect.column + rect.width > size.width
        {
            overflowCount += 1
        }
        return FakeSurface(rect: rect, terminal: self)
    }

    /// Blanks the pending frame.
    public func clearScreen() {
        pending = Self.blankGrid(size)
    }

    /// Makes the pending frame visible.
    public func flush() {
        flushCount += 1
        lastFrameTexts = frameTexts
        frameTexts = []
        frames.append(staged)
        staged = []
        grid = pending
        cursor = pendingCursor
    }

    /// Leaves the cursor at `position` after the next flush.
    public func placeCursor(at position: CursorPosition?) {
        pendingCursor = position
    }

    /// Records the bell, after the frames flushed so far.
    public func bell() {
        bells.append(flushCount)
    }

    /// Takes the next scripted input.
    public func readKey(timeoutMs: Int?, alsoWatching descriptors: [Int32]) -> KeyRead {
        readTimeouts.append(timeoutMs)
        readDescriptors.append(descriptors)
        guard !script.isEmpty else { return .inputClosed }
        switch script.removeFirst() {
        case .key(let key):
            return .key(key)
        case .wait:
            // Waiting while the read blocks would hang a real terminal forever: end the run instead.
            guard timeoutMs != nil else { return .inputClosed }
            onTimeout?(timeoutMs)
            return .timeout
        case .wake:
            guard !descriptors.isEmpty else { return .inputClosed }
            onWake?()
            return .wake(descriptors)
        case .resize(let newSize):
            resize(to: newSize)
            return .resize
        case .signal(let signal):
            return .signal(signal)
        }
    }

    /// Changes the size at once, as a SIGWINCH would; the screen keeps nothing of the old frame.
    public func resize(to newSize: TerminalSize) {
        size = newSize
        pending = Self.blankGrid(newSize)
        grid = Self.blankGrid(newSize)
    }

    /// The text of each row, wide characters once.
    public var lines: [String] {
        grid.map { row in row.map(\.text).joined() }
    }

    /// The whole screen, rows joined by newlines.
    public var text: String { lines.joined(separator: "\n") }

    /// The cell at a position.
    public func cell(row: Int, column: Int) -> FakeCell { grid[row][column] }

    /// What the cell at a position is drawn in: its style read by ``theme``.
    public func ink(row: Int, column: Int) -> Ink { theme.ink(for: grid[row][column].style, hasColors: hasColors) }

    /// A surface wrote `text`.
    func recordPut(_ text: String) {
        frameTexts.append(text)
    }

    /// Copies a surface's rows (all, or only `rows`) to the pending frame.
    func stage(_ surface: FakeSurface, rows: Set<Int>?) {
        staged.append(surface.rect)
        for (dy, line) in surface.cells.enumerated() where rows?.contains(dy) ?? true {
            let y = surface.rect.row + dy
            guard (0..<size.height).contains(y) else { continue }
            var dx = 0
            while dx < line.count {
                let x = surface.rect.column + dx
                let cell = line[dx]
                let width = (dx + 1 < line.count && line[dx + 1] == .continuation) ? 2 : 1
                if cell != .continuation, x >= 0, x + width <= size.width {
                    FakeGrid.write(&pending[y], at: x, cell, width: width)
                }
                dx += width
            }
        }
    }

    private static func blankGrid(_ size: TerminalSize) -> [[FakeCell]] {
        Array(repeating: Array(repeating: .blank, count: size.width), count: size.height)
    }
}
