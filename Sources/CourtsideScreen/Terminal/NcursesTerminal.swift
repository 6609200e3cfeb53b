import CNcurses
import CourtsideViewModels

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real terminal, through ncursesw.
///
/// Create it only after ``TerminalCheck/problem()`` returned nil, and call ``end()`` when done
/// (signals and `exit` are covered by ``TerminalRestorer``). Starting it sets the locale from the
/// environment (so ncursesw reads UTF-8, as ``DisplayWidth`` measures it), takes the terminal with `newterm`,
/// and sets cbreak, noecho, keypad and a 25 ms ESC delay; the cursor is hidden. Typeahead
/// checking is off: a frame is a few cells, and ncurses would otherwise poll standard input
/// twice during every `doupdate` (a tenth of the running clock included) to see whether to stop.
///
/// Ctrl-Z suspends between frames (see ``TerminalSignals``): the terminal is given back, the
/// process stops, and after `fg` the read returns ``KeyRead/resize`` so the run loop repaints
/// the whole screen.
@MainActor
public final class NcursesTerminal: TerminalDriver {
    /// Whether colour accents are shown: the terminal has colour and NO_COLOR is unset or empty.
    public let hasColors: Bool
    private var screen: OpaquePointer?
    /// Whether the last ``readKey(timeoutMs:)`` ended in a timeout, with ncurses holding nothing.
    private var lastReadTimedOut = false
    /// The attribute bits of each ``TextAttributes`` value, indexed by its raw value (an array:
    /// looked up for every styled write, and a dictionary would hash each time).
    private let attributeBits: [attr_t]
    /// What the read polls: standard input, the signals' self-pipe, then the screen's extras.
    private var descriptors: [pollfd] = []
    /// The frame being drawn, while it may still be written in place (see ``InPlaceFrame``).
    private var frame: InPlaceFrame
    /// Where the cursor is after text courtside wrote itself; nil once ncurses wrote.
    private var cursor: InPlaceFrame.Cursor?
    /// Whether ncurses' idea of where the cursor is went out of date: courtside wrote since.
    private var ncursesCursorIsStale = false
    /// Whether a frame may be written in place: ncurses drew the screen since it was (re)taken.
    private var mayWriteInPlace = false
    /// Where ncurses writes the screen, and so where a frame written in place goes.
    private let outputDescriptor = courtside_stdout_descriptor()

    /// Takes the terminal; throws ``TerminalProblem/startFailed`` if ncurses cannot.
    public init() throws(TerminalProblem) {
        setlocale(LC_ALL, "")
        TerminalRestorer.install()
        guard let screen = newterm(nil, courtside_stdout(), courtside_stdin()) else { throw .startFailed }
        self.screen = screen
        set_term(screen)
        frame = InPlaceFrame(address: Self.cursorAddress, left: Self.bytes(courtside_cursor_left()))
        TerminalRestorer.captureResetBytes()
        TerminalRestorer.isActive = true
        TerminalSignals.chainResize()
        set_escdelay(25)
        cbreak()
        noecho()
        nonl()
        keypad(courtside_stdscr(), true)
        // Reads never wait inside ncurses: the read polls first (see readKey).
        wtimeout(courtside_stdscr(), 0)
        typeahead(-1)
        Self.defineCommonKeys()
        leaveok(courtside_stdscr(), true)
        curs_set(0)
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        hasColors = has_colors() && !noColor
        if hasColors {
            start_color()
            use_default_colors()
            for role in ColorRole.allCases {
                init_pair(Self.pair(of: role), Self.foreground(role), -1)
            }
        }
        attributeBits = (0...UInt8.max).map { raw in
            let attributes = TextAttributes(rawValue: raw)
            var value = courtside_a_normal()
            if attributes.contains(.bold) { value |= courtside_a_bold() }
            if attributes.contains(.dim) { value |= courtside_a_dim() }
            if attributes.contains(.reverse) { value |= courtside_a_reverse() }
            if attributes.contains(.underline) { value |= courtside_a_underline() }
            return value
        }
        // ncurses flushes its output after every cursor move until the screen has once been
        // ended and resumed (it cannot tell a program's first updates from a terminfo tool's), so
        // a tenth would cost two writes: the backspace, then the digit. Ending and resuming now,
        // before anything is drawn, makes every later update one write.
        endwin()
        doupdate()
    }

    /// Home, End, Page Up/Down and Delete as tmux, screen, rxvt and the Linux console send them, whatever TERM says.
    ///
    /// Inside tmux with TERM=xterm-256color, End arrives as `ESC [ 4 ~`, which xterm's terminfo
    /// does not list: ncurses would hand over a lone Escape (which quits a replay) and three
    /// stray characters. Teaching ncurses the common variants makes the keys work everywhere.
    private static func defineCommonKeys() {
        let home = KEY_HOME
        let end = KEY_END
        for (sequence, code) in [
            ("\u{1B}[1~", home), ("\u{1B}[7~", home), ("\u{1B}[H", home), ("\u{1B}OH", home),
            ("\u{1B}[4~", end), ("\u{1B}[8~", end), ("\u{1B}[F", end), ("\u{1B}OF", end),
            ("\u{1B}[5~", KEY_PPAGE), ("\u{1B}[6~", KEY_NPAGE), ("\u{1B}[3~", KEY_DC),
        ] where key_defined(sequence) <= 0 {
            define_key(sequence, code)
        }
    }

    /// The terminal's size, as ncurses knows it after the latest KEY_RESIZE.
    public var size: TerminalSize {
        TerminalSize(width: Int(courtside_cols()), height: Int(courtside_lines()))
    }

    /// A window over `rect`.
    public func makeSurface(_ rect: Rect) -> any TerminalSurface {
        frame.disqualify()
        return NcursesSurface(rect: rect, terminal: self)
    }

    /// Clears the whole screen on the next flush (used after a resize, when the terminal emulator
    /// may have reflowed what was there).
    public func clearScreen() {
        frame.disqualify()
        let stdscr = courtside_stdscr()
        wclear(stdscr)
        // Staged now so stdscr is untouched afterwards: reading keys from a touched stdscr would
        // refresh it over the views.
        wnoutrefresh(stdscr)
    }

    /// Sends the frame: written in place when it only overwrote plain text (a running clock's
    /// tenth), else one `doupdate` for everything staged.
    ///
    /// In place, the text also goes into `curscr`, ncurses' picture of the terminal, so a later
    /// `doupdate` compares against what is really there (a clock set back to a time it showed
    /// before is drawn again, not skipped). ncurses' idea of the cursor is put right before it
    /// next writes (see ``handCursorBack()``).
    public func flush() {
        if mayWriteInPlace && frame.isEligible && !frame.writes.isEmpty {
            writeInPlace()
        } else {
            handCursorBack()
            doupdate()
            cursor = nil
            mayWriteInPlace = true
        }
        frame.begin(cursor: cursor)
    }

    /// A surface wrote plain text at a cell of the screen: the frame may still go out in place.
    func wrotePlainText(_ text: String, row: Int, column: Int) {
        frame.write(text, at: InPlaceFrame.Cursor(row: row, column: column), screenWidth: Int(courtside_cols()))
    }

    /// A surface did something only `doupdate` can send (an erase, a restage, a style).
    func changedOtherwise() {
        frame.disqualify()
    }

    private func writeInPlace() {
        Self.copy(frame, into: courtside_curscr())
        if Self.send(frame.bytes, to: outputDescriptor) {
            cursor = frame.cursor
            ncursesCursorIsStale = true
        } else {
            // What reached the terminal is unknown: the next frame repaints all of it.
            clearok(courtside_curscr(), true)
            cursor = nil
            ncursesCursorIsStale = false
            mayWriteInPlace = false
        }
    }

    /// Tells ncurses where the cursor really is, if courtside moved it since ncurses last wrote.
    ///
    /// ncurses moves the cursor relative to where it believes it left it, so a stale belief would
    /// put the next frame's text in the wrong cells. `mvcur` from an unknown position sends an
    /// absolute address (to where the cursor already is) and records it; nothing public records a
    /// position without sending. Called before every `doupdate`, `endwin` and key read; only an
    /// `exit` with the screen still up (the `atexit` hook) ends without it, and leaving the
    /// alternate screen then puts the cursor back where the shell had it anyway.
    private func handCursorBack() {
        guard ncursesCursorIsStale else { return }
        ncursesCursorIsStale = false
        if let cursor, cursor.row < Int(courtside_lines()), cursor.column < Int(courtside_cols()) {
            mvcur(-1, -1, Int32(cursor.row), Int32(cursor.column))
            // mvcur writes through stdio, not ncurses' own buffer: out before the frame.
            fflush(courtside_stdout())
        } else {
            // The terminal shrank under the cursor: repaint, which starts from a known place.
            clearok(courtside_curscr(), true)
        }
    }

    /// Copies a frame's writes, plain printable ASCII, into `window` (curscr) at their cells.
    private nonisolated static func copy(_ frame: InPlaceFrame, into window: UnsafeMutablePointer<WINDOW>?) {
        guard let window else { return }
        frame.text.withUnsafeBufferPointer { text in
            for write in frame.writes {
                _ = wmove(window, Int32(write.start.row), Int32(write.start.column))
                ASCIICells.add(
                    UnsafeBufferPointer(rebasing: text[write.range]), attributes: courtside_a_normal(), to: window)
            }
        }
    }

    /// Writes `bytes` to `descriptor` whole, through interruptions and short writes; false if
    /// the terminal refused them.
    private nonisolated static func send(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return false
                }
            }
            return true
        }
    }

    /// The terminal's cursor address for `cell`, as bytes.
    private nonisolated static func cursorAddress(_ cell: InPlaceFrame.Cursor) -> [UInt8]? {
        bytes(courtside_cursor_address(Int32(cell.row), Int32(cell.column)))
    }

    /// A C string's bytes; nil for NULL.
    private nonisolated static func bytes(_ string: UnsafePointer<CChar>?) -> [UInt8]? {
        guard let string else { return nil }
        return Array(UnsafeRawBufferPointer(start: string, count: strlen(string)))
    }

    /// Reads a key with `wget_wch`, waiting at most `timeoutMs` (nil: until a key comes), or
    /// returns ``KeyRead/signal(_:)`` as soon as a terminating signal arrives, or
    /// ``KeyRead/wake(_:)`` as soon as one of `extra` is readable.
    ///
    /// The wait is a `poll` on standard input, ``TerminalSignals``' self-pipe and `extra`, so a
    /// signal or a followed game's change wakes a blocked read at once. ncurses reads the key only
    /// once input is there (or it still holds part of an escape sequence, or a resize it noticed),
    /// with its own escape delay. Keys come first: a key ncurses holds, or one typed while a
    /// descriptor became readable, is returned before the wake (the descriptor stays readable).
    public func readKey(timeoutMs: Int?, alsoWatching extra: [Int32]) -> KeyRead {
        let stdscr = courtside_stdscr()
        // `if let`, not `map`: no closure, so no executor check, ten times a second.
        let deadline: Int64? = if let timeoutMs { Self.monotonicMs() + Int64(max(0, timeoutMs)) } else { nil }
        var inputReady = false
        // After a read that timed out ncurses holds nothing and no byte has come since, so asking
        // it first would only cost a poll of its own; a key or a resize wakes the poll below.
        var mayHoldInput = !lastReadTimedOut
        lastReadTimedOut = false
        while true {
            if let signal = TerminalSignals.receivedSignal { return .signal(signal) }
            if TerminalSignals.suspendRequested {
                suspend()
                return .resize
            }
            var code: wint_t = 0
            var status = ERR
            if mayHoldInput {
                // ncurses may refresh a window or handle a resize inside the read: it must know
                // where the cursor is first (a key comes rarely next to ten tenths a second).
                handCursorBack()
                errno = 0
                status = wget_wch(stdscr, &code)
            }
            mayHoldInput = true
            if status == KEY_CODE_YES || status == OK {
                let read =
                    status == OK
                    ? NcursesKeyMap.key(forCharacter: code).map(KeyRead.key)
                    : NcursesKeyMap.read(forKeyCode: Int32(bitPattern: code))
                if let read { return read }
                // A key courtside does not use: read on.
                inputReady = false
                continue
            } else if inputReady && errno != EINTR {
                // poll said there was input and ncurses found none: end of file, or the terminal hung up.
                return .inputClosed
            }
            watch(extra)
            let wait: Int32 = if let deadline { Int32(clamping: max(0, deadline - Self.monotonicMs())) } else { -1 }
            let ready = poll(&descriptors, nfds_t(descriptors.count), wait)
            if ready == 0 {
                lastReadTimedOut = true
                return .timeout
            }
            if ready < 0 {
                // A signal (a resize, say) interrupted the wait: ncurses may have a key for it.
                if errno == EINTR {
                    inputReady = false
                    continue
                }
                return .inputClosed
            }
            if descriptors[1].revents != 0 { TerminalSignals.drainWakeups() }
            inputReady = descriptors[0].revents != 0
            // Keys and signals first; then what the extra descriptors say.
            if !inputReady && TerminalSignals.receivedSignal == nil, let woken = wokenExtras() { return .wake(woken) }
        }
    }

    /// Fills ``descriptors`` for a poll of standard input, the signals' self-pipe and `extra`.
    ///
    /// The array is kept from read to read and its entries overwritten (a running clock reads ten
    /// times a second): it is made again only when the number of descriptors changes.
    private func watch(_ extra: [Int32]) {
        let count = 2 + extra.count
        if descriptors.count != count {
            descriptors = Array(repeating: pollfd(fd: -1, events: Int16(POLLIN), revents: 0), count: count)
        }
        descriptors[0] = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        descriptors[1] = pollfd(fd: TerminalSignals.wakeDescriptor, events: Int16(POLLIN), revents: 0)
        for (offset, descriptor) in extra.enumerated() {
            descriptors[2 + offset] = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        }
    }

    /// The extra descriptors the last poll found readable; nil when none was.
    private func wokenExtras() -> [Int32]? {
        var woken: [Int32] = []
        for descriptor in descriptors.dropFirst(2) where descriptor.revents != 0 { woken.append(descriptor.fd) }
        return woken.isEmpty ? nil : woken
    }

    /// Ctrl-Z: gives the terminal back, stops until the shell continues the process, and takes
    /// the terminal again (the next `doupdate` restores ncurses' modes and the alternate screen).
    private func suspend() {
        handCursorBack()
        TerminalRestorer.restore()
        forgetCursor()
        TerminalSignals.stopUntilContinued()
        TerminalRestorer.isActive = true
        lastReadTimedOut = false
    }

    /// After `endwin` the screen is ncurses' again: nothing is written in place until it drew.
    private func forgetCursor() {
        cursor = nil
        ncursesCursorIsStale = false
        mayWriteInPlace = false
        frame.begin(cursor: nil)
    }

    /// The monotonic clock in milliseconds, for the read's deadline.
    private static func monotonicMs() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }

    /// Gives the terminal back (endwin); safe to call more than once.
    public func end() {
        if screen != nil { handCursorBack() }
        TerminalRestorer.restore()
        forgetCursor()
        if let screen {
            delscreen(screen)
            self.screen = nil
        }
    }

    func attributes(for style: TextStyle) -> attr_t {
        attributeBits[Int(style.attributes.rawValue)]
    }

    func colorPair(for style: TextStyle) -> Int16 {
        guard hasColors, let role = style.color else { return 0 }
        return Self.pair(of: role)
    }

    /// ``colorPair(for:)`` as attribute bits (`COLOR_PAIR`), for a cell made whole.
    func colorPairBits(for style: TextStyle) -> attr_t {
        courtside_color_pair(colorPair(for: style))
    }

    /// The colour pair defined for `role` at start.
    private static func pair(of role: ColorRole) -> Int16 {
        switch role {
        case .home: 1
        case .away: 2
        case .running: 3
        case .final: 4
        case .warning: 5
        }
    }

    private static func foreground(_ role: ColorRole) -> Int16 {
        switch role {
        case .home: Int16(COLOR_CYAN)
        case .away: Int16(COLOR_YELLOW)
        case .running: Int16(COLOR_GREEN)
        case .final: Int16(COLOR_RED)
        case .warning: Int16(COLOR_MAGENTA)
        }
    }
}
