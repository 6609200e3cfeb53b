import CourtsideCore
import CourtsideViewModels

/// The one loop that drives a screen: read a key (with a timeout only when something time-driven
/// must show), hand it to the screen, let the clock catch up, render the dirty views.
///
/// While the scoreboard clock runs the read waits exactly until the next tenth boundary (from the
/// monotonic clock, via ``Screen/timeoutMs(now:)``), so the loop wakes ten times a second and never
/// more; while it is paused the read blocks, with no wake-ups at all. Every key is drawn in the
/// same iteration that read it. A screen that follows a game scored elsewhere also gives the read
/// its ``Screen/wakeDescriptors``: the read returns when one is readable, and the screen reads it.
@MainActor
public final class ScreenRunLoop {
    /// The terminal read from and drawn to.
    public let terminal: any TerminalDriver
    /// The render pass.
    public let renderer: Renderer
    private let timeSource: any TimeSource

    /// A loop over `terminal`, reading the monotonic clock from `timeSource`.
    public init(
        terminal: any TerminalDriver, timeSource: any TimeSource, mode: RedrawMode = .partial, trace: DrawTrace? = nil
    ) {
        self.terminal = terminal
        self.timeSource = timeSource
        self.renderer = Renderer(terminal: terminal, mode: mode, trace: trace)
    }

    /// Runs `screen` until it is done, input goes away, or a terminating signal arrives.
    public func run(_ screen: any Screen) -> RunOutcome {
        renderer.invalidateLayout()
        screen.tick(now: timeSource.monotonicMs)
        renderer.render(screen)
        while !screen.isDone {
            if let outcome = step(screen) { return outcome }
        }
        return .done
    }

    /// One iteration: read, handle, tick, render. Returns how the run ends when it must (input
    /// gone, a signal: the screen is interrupted first, so a running clock's pause is recorded),
    /// else nil.
    @discardableResult
    public func step(_ screen: any Screen) -> RunOutcome? {
        // While the notice covers the screen nothing time-driven shows, so the read blocks.
        let timeout = renderer.isTooSmall ? nil : screen.timeoutMs(now: timeSource.monotonicMs)
        switch terminal.readKey(timeoutMs: timeout, alsoWatching: screen.wakeDescriptors) {
        case .resize:
            renderer.invalidateLayout()
        case .key(let key):
            // Keys typed blind at a too-small terminal score nothing: only the way out acts there,
            // and the notice is laid out again to say what it did (the question quitting asks).
            if !renderer.isTooSmall {
                screen.handle(key)
            } else if screen.handleBehindNotice(key) {
                renderer.invalidateLayout()
            }
        case .timeout:
            break
        case .wake:
            // Even behind the too-small notice: what the descriptor says must be read, or it stays
            // readable and the next read returns at once.
            screen.wake()
        case .inputClosed:
            screen.interrupt()
            return .inputClosed
        case .signal(let signal):
            screen.interrupt()
            return .interrupted(signal: signal)
        }
        screen.tick(now: timeSource.monotonicMs)
        // Behind the notice the screen is not laid out; the resize that lifts it lays it out anew.
        if screen.needsLayout && !renderer.isTooSmall { renderer.invalidateLayout() }
        renderer.render(screen)
        // Heard even behind the too-small notice: the buzzer is not on the screen.
        for _ in 0..<screen.takeBells() { terminal.bell() }
        return nil
    }
}
