import CNcurses
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Gives the user's shell its terminal back however the program ends.
///
/// - Normal end and thrown errors: ``NcursesTerminal/end()`` (the executable calls it in a `defer`),
///   and an `atexit` hook for paths that call `exit` directly. Both go through `endwin`.
/// - SIGINT, SIGTERM and SIGHUP are not handled here but by ``TerminalSignals``: the run loop
///   records what it must (a running clock's pause) and ends the normal way.
/// - Every other signal whose default action ends the process — the crashes (SIGSEGV, SIGBUS,
///   SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS), SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM,
///   SIGPROF, SIGXCPU, SIGIO, SIGPWR, SIGSTKFLT, and SIGPIPE and SIGXFSZ unless they are ignored
///   (the executable ignores both: a closed reader and a file-size limit are write errors) — gets a handler that restores the terminal with async-signal-safe
///   calls only: `tcsetattr` with the modes saved before ncurses started, and `write` of the bytes
///   saved from terminfo at start (leave the alternate screen, show the cursor, plain attributes,
///   keypad off). It never calls back into ncurses, whose state a crash may have broken. It then
///   puts back the handler that was there before (the default, or Swift's backtracer) and raises
///   the signal again, so the exit status still tells the signal.
///
/// A signal that is ignored when the terminal starts stays ignored: it cannot harm the terminal.
enum TerminalRestorer {
    /// The signals restored from and then re-raised (see the type's description).
    static let fatalSignals: [Int32] = {
        var signals = [
            SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS, SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM,
            SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO,
        ]
        #if os(Linux)
            signals += [SIGSTKFLT, SIGPWR]
        #endif
        return signals
    }()

    // Atomic, not locked: the signal handlers read these (lock-free atomics are
    // async-signal-safe; a lock is not). ``install()`` touches each before any handler runs.

    /// Whether curses owns the terminal; read by the signal handlers.
    static let isActive = Atomic<Bool>(false)
    /// The address of ``saved`` (0 before ``install()``): a pointer is not Sendable.
    private static let savedAddress = Atomic<Int>(0)
    private static let installed = Atomic<Bool>(false)

    /// Everything the handlers read, allocated once before any handler is installed (a handler
    /// must not allocate, and Swift's lazy globals are not async-signal-safe on first use).
    static var saved: UnsafeMutablePointer<SavedTerminal>? {
        UnsafeMutablePointer(bitPattern: savedAddress.load(ordering: .acquiring))
    }

    /// The state a signal handler restores from.
    struct SavedTerminal {
        /// The handlers that were installed before ours, indexed by signal number.
        var previous: UnsafeMutablePointer<sigaction>
        /// The tty modes of standard input and output before ncurses changed them.
        var modes: UnsafeMutablePointer<termios>
        /// Whether `modes[0]` (input) and `modes[1]` (output) were read.
        var hasModes: (Bool, Bool)
        /// The bytes that give the screen back (rmcup, cnorm, sgr0, rmkx).
        var reset: UnsafeMutablePointer<CChar>
        /// How many of them there are.
        var resetLength: Int
    }

    /// The size of the reset-bytes buffer.
    static let resetCapacity = 512

    /// Saves the tty modes and installs the handlers, once; call before `newterm` so the modes
    /// are the shell's and ncurses leaves SIGINT/SIGTERM to ``TerminalSignals``.
    static func install() {
        guard installed.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        previous.initialize(repeating: sigaction(), count: 65)
        let modes = UnsafeMutablePointer<termios>.allocate(capacity: 2)
        modes.initialize(repeating: termios(), count: 2)
        let hasModes = (tcgetattr(STDIN_FILENO, modes) == 0, tcgetattr(STDOUT_FILENO, modes + 1) == 0)
        let reset = UnsafeMutablePointer<CChar>.allocate(capacity: resetCapacity)
        let state = UnsafeMutablePointer<SavedTerminal>.allocate(capacity: 1)
        state.initialize(
            to: SavedTerminal(previous: previous, modes: modes, hasModes: hasModes, reset: reset, resetLength: 0))
        savedAddress.store(Int(bitPattern: state), ordering: .releasing)
        isActive.store(false, ordering: .relaxed)
        TerminalSignals.install()
        for signal in fatalSignals {
            var current = sigaction()
            sigaction(signal, nil, &current)
            if TerminalSignals.isIgnored(current) { continue }
            var action = sigaction()
            TerminalSignals.setHandler(&action, courtsideRestoreAndReraise)
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, previous + Int(signal))
        }
        atexit { TerminalRestorer.restore() }
    }

    /// Saves the bytes that give the screen back, from the terminfo entry ncurses loaded; call
    /// once `newterm` succeeded.
    static func captureResetBytes() {
        guard let saved else { return }
        var used: Int32 = 0
        for capability in ["rmcup", "cnorm", "sgr0", "rmkx"] {
            used = courtside_append_capability(capability, saved.pointee.reset, used, Int32(resetCapacity))
        }
        saved.pointee.resetLength = Int(used)
    }

    /// Ends curses if it is active (the normal way, through `endwin`); safe to call more than once.
    static func restore() {
        guard isActive.exchange(false, ordering: .relaxed) else { return }
        endwin()
    }

    /// Restores the terminal from a signal handler: the saved modes and reset bytes, nothing else.
    static func restoreFromSignal() {
        guard let saved, isActive.exchange(false, ordering: .relaxed) else { return }
        let state = saved.pointee
        if state.resetLength > 0 { _ = write(STDOUT_FILENO, state.reset, state.resetLength) }
        if state.hasModes.0 { tcsetattr(STDIN_FILENO, TCSANOW, state.modes) }
        if state.hasModes.1 { tcsetattr(STDOUT_FILENO, TCSANOW, state.modes + 1) }
    }
}

/// The fatal-signal handler: restore, put the earlier handler back, raise again (it is delivered
/// once we return; a fault that re-raises itself reaches the earlier handler the same way).
private func courtsideRestoreAndReraise(_ signal: Int32) {
    let savedErrno = errno
    TerminalRestorer.restoreFromSignal()
    if let saved = TerminalRestorer.saved {
        sigaction(signal, saved.pointee.previous + Int(signal), nil)
    }
    raise(signal)
    errno = savedErrno
}
