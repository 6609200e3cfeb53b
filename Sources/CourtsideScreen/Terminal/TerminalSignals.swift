import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT (Ctrl-C), SIGTERM and SIGHUP (the terminal window closed) while the screen is up: the
/// program ends the normal way, so nothing the scorer saw is lost.
///
/// The handler only does what is async-signal-safe: it notes the signal and writes one byte to a
/// self-pipe. ``NcursesTerminal/readKey(timeoutMs:)`` polls that pipe alongside standard input, so
/// the run loop wakes at once, hands the screen ``Screen/interrupt()`` (a live board records its
/// clock's pause, written and synced like any event), and returns; the executable then ends the
/// terminal and calls ``endProcess(by:)``, which raises the signal again with its default action,
/// so the shell sees the usual 128 + N. A second signal before the loop got to the first (the
/// loop is stuck, say in a write to a dead disk) restores the terminal from the handler and ends
/// at once.
///
/// SIGWINCH is chained the same way: ncurses' own handler still runs (it turns the resize into
/// KEY_RESIZE), ``resizePending`` has the read give ncurses the size cut to
/// ``TerminalSize/largest``, and the byte on the pipe wakes a blocked read so the resize shows at once.
///
/// SIGTSTP (Ctrl-Z) is ours too, installed before ncurses starts: ncurses then leaves it alone,
/// and so no longer swaps its own handler out and back in (two system calls) around every screen
/// update, ten times a second while the clock runs. The handler only notes the request and wakes
/// the loop; ``NcursesTerminal/readKey(timeoutMs:alsoWatching:)`` suspends in the open, between
/// frames: it gives the terminal back, stops the process with the default action, and once the
/// shell continues it (`fg`) takes the terminal again and has the run loop repaint everything.
public enum TerminalSignals {
    /// The signals that end the program the normal way.
    public static let terminating: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    // What the handlers and the run loop share is atomic: lock-free, so async-signal-safe, and
    // checked by the compiler (a lock could deadlock a handler). Each is first touched by
    // ``install()``, before any handler runs, so no handler runs a static's lazy initialisation.

    /// The reading end of the self-pipe (non-blocking), or -1 before ``install()``.
    static let wakeDescriptor = Atomic<Int32>(-1)
    /// The writing end (non-blocking), written by the handlers.
    static let wakeWriter = Atomic<Int32>(-1)
    /// The terminating signal received and not yet acted on, or 0.
    static let pendingSignal = Atomic<Int32>(0)
    /// Whether Ctrl-Z (SIGTSTP) asked to suspend and the loop has not done it yet.
    static let suspendRequested = Atomic<Bool>(false)
    /// Whether a SIGWINCH came and the loop has not yet told ncurses the bounded size.
    static let resizePending = Atomic<Bool>(false)
    /// Whether our SIGTSTP handler is installed (SIGTSTP was not ignored at start).
    private static let suspendHandled = Atomic<Bool>(false)
    /// The address of ncurses' SIGWINCH handler, called from ours (0 until ``install()``; an
    /// address, as a pointer is not Sendable).
    private static let resizeHandlerAddress = Atomic<Int>(0)

    /// ncurses' SIGWINCH handler, once ``install()`` allocated its place.
    static var resizeHandler: UnsafeMutablePointer<sigaction>? {
        UnsafeMutablePointer(bitPattern: resizeHandlerAddress.load(ordering: .acquiring))
    }
    private static let installed = Atomic<Bool>(false)

    /// Whether our SIGTSTP handler is installed.
    static var handlesSuspend: Bool { suspendHandled.load(ordering: .relaxed) }

    /// The terminating signal received, if any (the run loop has seen it, or will).
    public static var receivedSignal: Int32? {
        let signal = pendingSignal.load(ordering: .relaxed)
        return signal == 0 ? nil : signal
    }

    /// Makes the self-pipe and installs the SIGINT, SIGTERM and SIGHUP handlers, once. Signals
    /// ignored at that point (`nohup`) stay ignored.
    static func install() {
        guard installed.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        suspendRequested.store(false, ordering: .relaxed)
        resizePending.store(false, ordering: .relaxed)
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wakeDescriptor.store(ends[0], ordering: .relaxed)
        wakeWriter.store(ends[1], ordering: .relaxed)
        pendingSignal.store(0, ordering: .relaxed)
        let resize = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)
        resize.initialize(to: sigaction())
        resizeHandlerAddress.store(Int(bitPattern: resize), ordering: .releasing)
        for signal in terminating {
            var current = sigaction()
            sigaction(signal, nil, &current)
            if isIgnored(current) { continue }
            var action = sigaction()
            setHandler(&action, courtsideTerminationSignal)
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
        installSuspendHandler()
    }

    /// Takes SIGTSTP unless it is ignored (a shell without job control: Ctrl-Z then does nothing,
    /// as it would for ncurses). Called again after each suspension, which ran with the default.
    static func installSuspendHandler() {
        var current = sigaction()
        sigaction(SIGTSTP, nil, &current)
        if isIgnored(current) && !handlesSuspend { return }
        var action = sigaction()
        setHandler(&action, courtsideSuspendSignal)
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGTSTP, &action, nil)
        suspendHandled.store(true, ordering: .relaxed)
    }

    /// Stops the process the way Ctrl-Z does by default; returns once it is continued (`fg`).
    /// The caller gave the terminal back first and takes it again afterwards.
    static func stopUntilContinued() {
        suspendRequested.store(false, ordering: .relaxed)
        signal(SIGTSTP, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        // Only this process: Ctrl-Z at the terminal already signalled the rest of its group.
        raise(SIGTSTP)
        installSuspendHandler()
    }

    /// Puts our SIGWINCH handler in front of the one ncurses installed; call after `newterm`.
    static func chainResize() {
        guard let resizeHandler, wakeWriter.load(ordering: .relaxed) >= 0 else { return }
        var action = sigaction()
        setHandler(&action, courtsideResizeSignal)
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGWINCH, &action, resizeHandler)
    }

    /// Reads every byte on the pipe so the next poll blocks again (the signal itself is in
    /// ``receivedSignal``; the bytes only wake).
    static func drainWakeups() {
        let descriptor = wakeDescriptor.load(ordering: .relaxed)
        guard descriptor >= 0 else { return }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { buffer in
            while read(descriptor, buffer.baseAddress, buffer.count) > 0 {}
        }
    }

    /// Ends the process by `signal` with its default action (the shell reports 128 + N), after the
    /// terminal was given back and what had to be recorded was.
    public static func endProcess(by number: Int32) -> Never {
        signal(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
        // Only reached if the default action were to ignore it, which it is not for these.
        exit(128 + number)
    }

    /// Whether a disposition is SIG_IGN.
    static func isIgnored(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
            return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 1
        #else
            return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self) == 1
        #endif
    }

    /// Sets a plain (one-argument) handler on `action`.
    static func setHandler(_ action: inout sigaction, _ handler: @convention(c) (Int32) -> Void) {
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
    }

    /// Writes one byte to the pipe; a full pipe already wakes the reader.
    static func wake(_ signal: Int32) {
        let writer = wakeWriter.load(ordering: .relaxed)
        guard writer >= 0 else { return }
        var byte = UInt8(truncatingIfNeeded: signal)
        _ = write(writer, &byte, 1)
    }
}

/// SIGINT, SIGTERM, SIGHUP: note it and wake the run loop; the second one ends at once.
private func courtsideTerminationSignal(_ number: Int32) {
    let savedErrno = errno
    // The first signal is noted; a second, before the loop acted on the first, ends at once.
    if !TerminalSignals.pendingSignal.compareExchange(expected: 0, desired: number, ordering: .relaxed).exchanged {
        TerminalRestorer.restoreFromSignal()
        signal(number, SIG_DFL)
        raise(number)
    } else {
        TerminalSignals.wake(number)
    }
    errno = savedErrno
}

/// SIGTSTP: note the request and wake the run loop, which suspends between frames.
private func courtsideSuspendSignal(_ signal: Int32) {
    let savedErrno = errno
    TerminalSignals.suspendRequested.store(true, ordering: .relaxed)
    TerminalSignals.wake(signal)
    errno = savedErrno
}

/// SIGWINCH: let ncurses note the resize, note it for the run loop (which tells ncurses the
/// bounded size), and wake the loop.
private func courtsideResizeSignal(_ signal: Int32) {
    let savedErrno = errno
    if let previous = TerminalSignals.resizeHandler?.pointee {
        #if canImport(Glibc)
            let raw = unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self)
            if raw > 1 {
                if previous.sa_flags & SA_SIGINFO != 0 {
                    previous.__sigaction_handler.sa_sigaction?(signal, nil, nil)
                } else {
                    previous.__sigaction_handler.sa_handler?(signal)
                }
            }
        #endif
    }
    TerminalSignals.resizePending.store(true, ordering: .relaxed)
    TerminalSignals.wake(signal)
    errno = savedErrno
}
