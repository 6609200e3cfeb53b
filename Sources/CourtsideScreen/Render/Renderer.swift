/// The render pass: draws the dirty views of a screen into their surfaces, stages them, and
/// flushes the terminal once per frame.
///
/// Each view has its own surface (an ncurses window). A view that did not change is not drawn; but
/// if a view behind an overlay is drawn, the overlay is staged again after it (without drawing), and
/// when an overlay goes away the views it covered are staged again, from their surfaces' unchanged
/// contents. In ``RedrawMode/full`` every visible view is drawn every frame.
@MainActor
public final class Renderer {
    /// The terminal drawn to.
    public let terminal: any TerminalDriver
    /// Partial or full redraw.
    public let mode: RedrawMode
    private let trace: DrawTrace?

    /// Frames flushed so far (the trace's frame numbers).
    public private(set) var frameNumber = 0
    /// Whether the last frame showed the too-small notice instead of the screen.
    public private(set) var isTooSmall = false

    private var surfaces: [ObjectIdentifier: any TerminalSurface] = [:]
    private var wasVisible: Set<ObjectIdentifier> = []
    private var needsLayout = true
    private var tooSmallView: TooSmallView?
    private var tooSmallSurface: (any TerminalSurface)?
    private weak var laidOutScreen: (any Screen)?

    /// A renderer for `terminal`; `trace` receives one line per view drawn.
    public init(terminal: any TerminalDriver, mode: RedrawMode = .partial, trace: DrawTrace? = nil) {
        self.terminal = terminal
        self.mode = mode
        self.trace = trace
    }

    /// The terminal changed size (or the screen changed): the next frame lays out and repaints everything.
    public func invalidateLayout() {
        needsLayout = true
    }

    /// Draws one frame of `screen`.
    public func render(_ screen: any Screen) {
        if needsLayout || laidOutScreen !== screen { relayout(screen) }
        if isTooSmall {
            drawTooSmall()
            return
        }
        var stagedRects: [Rect] = []
        var drewAny = false
        // Views that went away uncover what they hid: those views are staged again, not drawn.
        for view in screen.views where !view.isVisible {
            let key = ObjectIdentifier(view)
            if wasVisible.remove(key) != nil, let surface = surfaces.removeValue(forKey: key) {
                surface.close()
                stagedRects.append(view.frame)
            }
        }
        for view in screen.views where view.isVisible && !view.frame.isEmpty {
            let key = ObjectIdentifier(view)
            var surface = surfaces[key]
            if let existing = surface, existing.rect != view.frame {
                existing.close()
                surface = nil
            }
            let mustDraw = mode == .full || view.isDirty || surface == nil
            // A surface kept from the last frame still holds the view's last drawing, so a view that
            // changed only in part may repaint just that part over it.
            let changesOnly = mode == .partial && surface != nil && view.canDrawChangesOnly
            if surface == nil {
                let made = terminal.makeSurface(view.frame)
                surfaces[key] = made
                surface = made
            }
            guard let surface else { continue }
            wasVisible.insert(key)
            // What was staged before it this frame may have covered lines it did not redraw.
            let overlapsStaged = stagedRects.contains(where: { $0.intersects(view.frame) })
            if mustDraw {
                if changesOnly {
                    view.drawChanges(on: Canvas(surface: surface))
                } else {
                    surface.erase()
                    view.draw(on: Canvas(surface: surface))
                }
                view.didDraw()
                trace?.record(viewID: view.id, frame: frameNumber + 1)
            } else if !overlapsStaged {
                continue
            }
            if mustDraw && !overlapsStaged { surface.stageChanges() } else { surface.stage() }
            stagedRects.append(view.frame)
            drewAny = true
        }
        if drewAny { endFrame() }
    }

    private func relayout(_ screen: any Screen) {
        needsLayout = false
        laidOutScreen = screen
        for surface in surfaces.values { surface.close() }
        surfaces = [:]
        wasVisible = []
        tooSmallSurface?.close()
        tooSmallSurface = nil
        terminal.clearScreen()
        let size = terminal.size
        isTooSmall = !size.fits(screen.minimumSize)
        if isTooSmall {
            let view = TooSmallView(need: screen.minimumSize, have: size)
            tooSmallView = view
            view.frame = Rect(row: 0, column: 0, width: size.width, height: size.height)
        } else {
            tooSmallView = nil
            screen.layout(in: size)
        }
    }

    private func drawTooSmall() {
        guard let view = tooSmallView, view.isDirty else { return }
        if !view.frame.isEmpty {
            let surface = terminal.makeSurface(view.frame)
            tooSmallSurface = surface
            view.draw(on: Canvas(surface: surface))
            surface.stage()
            trace?.record(viewID: view.id, frame: frameNumber + 1)
        }
        view.didDraw()
        endFrame()
    }

    private func endFrame() {
        terminal.flush()
        frameNumber += 1
        trace?.endFrame()
    }
}
