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
    /// What every screen is drawn in.
    public let theme: Theme
    /// Screen-reader mode: the cursor shown where the screen places it, and no flash.
    public let screenReader: Bool
    /// Where the cursor goes at the next flush.
    private var cursor: CursorPosition?
    /// The colour pair of each role, and of plain text (0: the terminal's own colours), defined at
    /// start from ``theme``.
    private var rolePairs: [Int16] = []
    private(set) var screenPair: Int16 = 0
    private var screen: OpaquePointer?
    /// Whether the last ``readKey(timeoutMs:)`` ended in a timeout, with ncurses holding nothing.
    private var lastReadTimedOut = false
    /// What the read polls: standard input, the signals' self-pipe, then the screen's extras.
    private var descriptors: [pollfd] = []
    /// Whether the terminal shrank, so the next ``clearScreen()`` returns freed memory.
    private var trimPending = false

    /// Takes the terminal, drawing in `theme`; throws ``TerminalProblem/startFailed`` if ncurses cannot.
    public init(theme: Theme = .standard, screenReader: Bool = false) throws(TerminalProblem) {
        self.theme = theme
        self.screenReader = screenReader
        setlocale(LC_ALL, "")
        // Text is UTF-8 whatever the locale says: under `LC_ALL=C` ncursesw would drop every
        // letter beyond ASCII (a name showed with holes), so the characters' locale falls back to
        // C.UTF-8, which every glibc has.
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
        TerminalRestorer.install()
        // ncurses takes its size from `LINES`/`COLUMNS` when they are set, and we set them: to the
        // terminal's own size (the ioctl), so a stale pair a shell left (2000×2000 drawn into an
        // 80×24 pane, "too small" kept on a large one) never wins, cut to the largest size, so
        // ncurses never allocates its screens for 10000×10000 (see ``TerminalSize/largest``).
        use_env(true)
        use_tioctl(false)
        Self.publishBoundedSize()
        guard let screen = newterm(nil, courtside_stdout(), courtside_stdin()) else { throw .startFailed }
        self.screen = screen
        set_term(screen)
        TerminalRestorer.captureResetBytes()
        TerminalRestorer.isActive.store(true, ordering: .relaxed)
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
        // A screen reader follows the cursor: shown in its mode, hidden otherwise.
        curs_set(screenReader ? 1 : 0)
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        hasColors = has_colors() && !noColor
        if hasColors {
            start_color()
            use_default_colors()
            definePairs()
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
        NcursesSurface(rect: rect, terminal: self)
    }

    /// Clears the whole screen on the next flush (used after a resize, when the terminal emulator
    /// may have reflowed what was there).
    public func clearScreen() {
        if trimPending {
            // The old layout's windows are closed by now, and ncurses freed its larger screens:
            // glibc keeps freed memory for reuse unless asked to give it back.
            trimPending = false
            courtside_release_free_memory()
        }
        let stdscr = courtside_stdscr()
        wclear(stdscr)
        // Staged now so stdscr is untouched afterwards: reading keys from a touched stdscr would
        // refresh it over the views.
        wnoutrefresh(stdscr)
    }

    /// Sends everything staged since the last flush: one `doupdate`.
    public func flush() {
        // After every window's wnoutrefresh, which leaves the cursor where the last one said.
        if let cursor { courtside_setsyx(Int32(cursor.row), Int32(cursor.column)) }
        doupdate()
    }

    /// Leaves the cursor at `position` from the next flush on.
    public func placeCursor(at position: CursorPosition?) {
        cursor = position
    }

    /// `beep()` (the bell, BEL on most terminals), then `flash()` where the terminal has a visible
    /// bell of its own (without one, ncurses' flash would ring the bell a second time), and never in
    /// screen-reader mode, which has no flashing.
    public func bell() {
        beep()
        if !screenReader && courtside_has_flash() { flash() }
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
        let deadline = timeoutMs.map { Self.monotonicMs() + Int64(max(0, $0)) }
        var inputReady = false
        // After a read that timed out ncurses holds nothing and no byte has come since, so asking
        // it first would only cost a poll of its own; a key or a resize wakes the poll below.
        var mayHoldInput = !lastReadTimedOut
        lastReadTimedOut = false
        while true {
            if let signal = TerminalSignals.receivedSignal { return .signal(signal) }
            if TerminalSignals.suspendRequested.load(ordering: .relaxed) {
                suspend()
                return .resize
            }
            if TerminalSignals.resizePending.exchange(false, ordering: .relaxed) {
                applyBoundedSize()
                return .resize
            }
            var code: wint_t = 0
            var status = ERR
            if mayHoldInput {
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
            let wait = deadline.map { Int32(clamping: max(0, $0 - Self.monotonicMs())) } ?? -1
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
    private func watch(_ extra: [Int32]) {
        descriptors = ([STDIN_FILENO, TerminalSignals.wakeDescriptor.load(ordering: .relaxed)] + extra).map {
            pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
        }
    }

    /// The extra descriptors the last poll found readable; nil when none was.
    private func wokenExtras() -> [Int32]? {
        let woken = descriptors.dropFirst(2).filter { $0.revents != 0 }.map(\.fd)
        return woken.isEmpty ? nil : woken
    }

    /// Tells ncurses the terminal's size after a SIGWINCH, cut to ``TerminalSize/largest``:
    /// through the environment, which ncurses reads whenever it asks for the size itself, and with
    /// `resizeterm` at once, in case ncurses already took the resize (a `doupdate` between the
    /// signal and this read) with the size it had. A smaller size returns the memory the larger
    /// one took, once the old windows are gone (``clearScreen()``).
    private func applyBoundedSize() {
        let old = size
        guard let new = Self.publishBoundedSize(), new != old else { return }
        resizeterm(Int32(new.height), Int32(new.width))
        if new.width * new.height < old.width * old.height { trimPending = true }
    }

    /// Sets `LINES` and `COLUMNS` to the terminal's size (the ioctl on standard output, the
    /// terminal ncurses writes to), cut to ``TerminalSize/largest``, and returns it; nil (and the
    /// environment as it was) when the ioctl says nothing.
    @discardableResult
    private static func publishBoundedSize() -> TerminalSize? {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 else {
            return nil
        }
        let bounded = TerminalSize(width: Int(window.ws_col), height: Int(window.ws_row)).bounded
        setenv("LINES", String(bounded.height), 1)
        setenv("COLUMNS", String(bounded.width), 1)
        return bounded
    }

    /// Ctrl-Z: gives the terminal back, stops until the shell continues the process, and takes
    /// the terminal again (the next `doupdate` restores ncurses' modes and the alternate screen).
    private func suspend() {
        TerminalRestorer.restore()
        TerminalSignals.stopUntilContinued()
        TerminalRestorer.isActive.store(true, ordering: .relaxed)
        lastReadTimedOut = false
        // The window may have changed size while stopped.
        TerminalSignals.resizePending.store(true, ordering: .relaxed)
    }

    /// The monotonic clock in milliseconds, for the read's deadline.
    private static func monotonicMs() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }

    /// Gives the terminal back (endwin); safe to call more than once.
    public func end() {
        TerminalRestorer.restore()
        if let screen {
            delscreen(screen)
            self.screen = nil
        }
    }

    /// One colour pair for plain text (when the theme has screen colours) and one a role, each a
    /// role's colours over the screen's; a terminal with fewer than 256 colours gets the basic ones.
    private func definePairs() {
        let full = courtside_colors() >= 256
        func number(_ color: TerminalColor?) -> Int16 { color.map { full ? $0.index : $0.basic } ?? -1 }
        var next: Int16 = 1
        if theme.screen.foreground != nil || theme.screen.background != nil {
            init_pair(next, number(theme.screen.foreground), number(theme.screen.background))
            screenPair = next
            next += 1
            // Blank cells take the screen's colours too, on stdscr and (at their making) every window.
            wbkgd(courtside_stdscr(), courtside_color_pair(screenPair) | chtype(UInt8(ascii: " ")))
        }
        for role in ColorRole.allCases {
            let ink = theme.ink(for: TextStyle(color: role), hasColors: true)
            init_pair(next, number(ink.foreground), number(ink.background))
            rolePairs.append(next)
            next += 1
        }
    }

    func attributes(for style: TextStyle) -> attr_t {
        let attributes = theme.ink(for: style, hasColors: hasColors).attributes
        var value = courtside_a_normal()
        if attributes.contains(.bold) { value |= courtside_a_bold() }
        if attributes.contains(.dim) { value |= courtside_a_dim() }
        if attributes.contains(.reverse) { value |= courtside_a_reverse() }
        if attributes.contains(.underline) { value |= courtside_a_underline() }
        return value
    }

    func colorPair(for style: TextStyle) -> Int16 {
        guard hasColors else { return 0 }
        return style.color.map { rolePairs[$0.slot] } ?? screenPair
    }
}
