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

    /// One per view of the laid-out screen, in the same order: the view's surface while it is
    /// shown.
    private var slots: [Slot] = []
    private var needsLayout = true
    /// The views that reported a change since the last frame.
    private var changes = ViewChanges(count: 0)
    private var tooSmallView: TooSmallView?
    private var tooSmallSurface: (any TerminalSurface)?
    private weak var laidOutScreen: (any Screen)?

    /// A view's place in the render pass.
    private struct Slot {
        /// The view it belongs to.
        let view: ObjectIdentifier
        /// Its surface while the view is shown; nil before its first draw and once hidden.
        var surface: (any TerminalSurface)?
        /// The surface's rect, kept so a clean view's overlap check asks the view nothing.
        var frame = Rect(row: 0, column: 0, width: 0, height: 0)
    }

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
    ///
    /// Only the views that reported a change (``ViewChanges``) are asked anything; of the others,
    /// a shown view is staged again when something staged before it this frame overlaps it, which
    /// the renderer tells from its own record of the view's frame. Frames change only in a layout,
    /// which starts every surface afresh and draws every view. So a clock tenth touches the header
    /// alone, whatever the number of views.
    public func render(_ screen: any Screen) {
        if needsLayout || laidOutScreen !== screen { relayout(screen) }
        if isTooSmall {
            drawTooSmall()
            return
        }
        let taken = changes.take()
        if mode == .partial && taken == nil { return }
        let views = screen.views
        let reported = taken ?? Array(repeating: true, count: views.count)
        // A screen's views change only in a layout (``Screen/needsLayout``), which matched the
        // slots to them.
        assert(slotsMatch(views), "a screen's views changed without asking for a layout")
        // Rects staged so far this frame.
        var stagedRects: [Rect] = []
        func overlapsStaged(_ frame: Rect) -> Bool { stagedRects.contains { $0.intersects(frame) } }
        var drewAny = false
        // Views that went away uncover what they hid: those views are staged again, not drawn.
        // Only a view that reported can have gone away (visibility changes with a report).
        for index in views.indices
        where slots[index].surface != nil && (mode == .full || reported[index]) && !views[index].isVisible {
            slots[index].surface?.close()
            slots[index].surface = nil
            stagedRects.append(slots[index].frame)
        }
        for index in views.indices {
            if mode == .partial && !reported[index] {
                // Not asked anything: staged again only over what was staged before it.
                guard !stagedRects.isEmpty, let shown = slots[index].surface, overlapsStaged(slots[index].frame)
                else { continue }
                shown.stage()
                stagedRects.append(slots[index].frame)
                drewAny = true
                continue
            }
            let view = views[index]
            var surface = slots[index].surface
            if let shown = surface, mode == .partial, !view.isDirty {
                // Reported, but drawn since (or the change was undone): as if it had not reported.
                let frame = slots[index].frame
                if !overlapsStaged(frame) { continue }
                shown.stage()
                stagedRects.append(frame)
                drewAny = true
                continue
            }
            let frame = view.frame
            guard view.isVisible, !frame.isEmpty else { continue }
            if let existing = surface, existing.rect != frame {
                existing.close()
                surface = nil
            }
            let mustDraw = mode == .full || view.isDirty || surface == nil
            // A surface kept from the last frame still holds the view's last drawing, so a view that
            // changed only in part may repaint just that part over it.
            let changesOnly = mode == .partial && surface != nil && view.canDrawChangesOnly
            let target: any TerminalSurface
            if let surface {
                target = surface
            } else {
                target = terminal.makeSurface(frame)
                slots[index].surface = target
                slots[index].frame = frame
            }
            // What was staged before it this frame may have covered lines it did not redraw.
            let overlaps = overlapsStaged(frame)
            if mustDraw {
                if changesOnly {
                    view.drawChanges(on: Canvas(surface: target))
                } else {
                    target.erase()
                    view.draw(on: Canvas(surface: target))
                }
                view.didDraw()
                trace?.record(viewID: view.id, frame: frameNumber + 1)
            } else if !overlaps {
                continue
            }
            if mustDraw && !overlaps { target.stageChanges() } else { target.stage() }
            stagedRects.append(frame)
            drewAny = true
        }
        if drewAny {
            terminal.placeCursor(at: screen.cursor)
            endFrame()
        }
    }

    /// Gives each of the laid-out screen's views a slot, in order, and has every view report to a
    /// new ``ViewChanges`` from its place, so all are visited once. Every surface was closed by the
    /// layout, so each view starts without one.
    private func makeSlots(for views: [any ScreenView]) {
        slots = views.map { Slot(view: ObjectIdentifier($0)) }
        // A new object, so views of a screen no longer shown report where nobody looks.
        changes = ViewChanges(count: views.count)
        for (index, view) in views.enumerated() { view.reportChanges(to: changes, as: index) }
    }

    /// Whether ``slots`` follow `views`, one for one (checked in debug builds: the views of a screen
    /// change only with a layout).
    private func slotsMatch(_ views: [any ScreenView]) -> Bool {
        slots.map(\.view) == views.map { ObjectIdentifier($0) }
    }

    private func relayout(_ screen: any Screen) {
        needsLayout = false
        laidOutScreen = screen
        for slot in slots { slot.surface?.close() }
        slots = []
        tooSmallSurface?.close()
        tooSmallSurface = nil
        terminal.clearScreen()
        // Never laid out beyond the largest size: the views and their surfaces stay bounded (the
        // real terminal bounds ncurses itself; see NcursesTerminal), and the rest stays blank.
        let size = terminal.size.bounded
        isTooSmall = !size.fits(screen.minimumSize)
        if isTooSmall {
            let view = TooSmallView(need: screen.minimumSize, have: size, keys: screen.noticeKeys)
            tooSmallView = view
            view.frame = Rect(row: 0, column: 0, width: size.width, height: size.height)
        } else {
            tooSmallView = nil
            screen.layout(in: size)
            makeSlots(for: screen.views)
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
