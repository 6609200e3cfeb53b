import CNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Gives the user's shell its terminal back however the program ends.
///
/// - Normal end and thrown errors: ``NcursesTerminal/end()`` (the executable calls it in a `defer`),
///   and an `atexit` hook for paths that call `exit` directly.
/// - SIGINT, SIGTERM, SIGHUP, SIGQUIT, and crashes (SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE):
///   a `sigaction` handler calls `endwin`, puts back the handler that was there before (the default,
///   or Swift's backtracer) and raises the signal again, so the exit status still tells the signal.
///
/// `endwin` is not on POSIX's async-signal-safe list, but it only writes the reset sequences and
/// restores the saved tty modes; the handler does nothing else (no allocation, no locks of ours).
/// ncurses installs its own SIGINT/SIGTERM handlers only where none is set, so these win; it still
/// handles SIGWINCH (KEY_RESIZE) and SIGTSTP (suspend and resume).
enum TerminalRestorer {
    /// The signals after which the terminal is restored.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE]

    /// Whether curses owns the terminal; read by the signal handler.
    nonisolated(unsafe) static var isActive = false
    /// The handlers that were installed before ours, indexed by signal number.
    nonisolated(unsafe) static var previous: UnsafeMutablePointer<sigaction>?
    nonisolated(unsafe) private static var installed = false

    /// Installs the handlers once; call before `newterm` so ncurses leaves SIGINT/SIGTERM to us.
    static func install() {
        guard !installed else { return }
        installed = true
        let table = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
        table.initialize(repeating: sigaction(), count: 65)
        previous = table
        for signal in signals {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = courtsideRestoreAndReraise
            #else
                action.__sigaction_u.__sa_handler = courtsideRestoreAndReraise
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, table + Int(signal))
        }
        atexit { TerminalRestorer.restore() }
    }

    /// Ends curses if it is active; safe to call more than once.
    static func restore() {
        guard isActive else { return }
        isActive = false
        endwin()
    }
}

/// The signal handler: restore, put the earlier handler back, raise again (it runs once we return).
private func courtsideRestoreAndReraise(_ signal: Int32) {
    TerminalRestorer.restore()
    if let previous = TerminalRestorer.previous {
        sigaction(signal, previous + Int(signal), nil)
    }
    raise(signal)
}
