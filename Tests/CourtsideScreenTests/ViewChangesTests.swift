import CourtsideScreenTesting
import CourtsideViewModels
import Testing

@testable import CourtsideScreen

/// The renderer learns of changes from the views' reports and asks only the views that reported.
@MainActor
@Suite("View changes")
struct ViewChangesTests {
    /// A view that counts how often the renderer asks it anything, and can hide itself.
    final class CountingView: BoundView {
        var questions = 0
        var shown = true

        override var isVisible: Bool {
            questions += 1
            return shown
        }

        override var isDirty: Bool {
            questions += 1
            return super.isDirty
        }

        override func draw(on canvas: Canvas) {
            canvas.text(id, row: 0)
        }

        /// Shows or hides the view, as an overlay's binding does.
        func show(_ shown: Bool) {
            self.shown = shown
            markDirty()
        }
    }

    /// Three views side by side and an overlay over the first two.
    final class CountingScreen: Screen {
        let left = CountingView(id: "left")
        let middle = CountingView(id: "middle")
        let right = CountingView(id: "right")
        let overlay = CountingView(id: "overlay")
        var views: [any ScreenView] { [left, middle, right, overlay] }
        let minimumSize = TerminalSize(width: 30, height: 3)
        var isDone: Bool { false }

        func layout(in size: TerminalSize) {
            left.frame = Rect(row: 0, column: 0, width: 10, height: 3)
            middle.frame = Rect(row: 0, column: 10, width: 10, height: 3)
            right.frame = Rect(row: 0, column: 20, width: 10, height: 3)
            overlay.frame = Rect(row: 1, column: 5, width: 10, height: 1)
        }

        func handle(_ key: Key) {}
        func tick(now: Int64) {}
        func timeoutMs(now: Int64) -> Int? { nil }

        /// Forgets every count.
        func resetQuestions() {
            for view in [left, middle, right, overlay] { view.questions = 0 }
        }
    }

    let size = TerminalSize(width: 30, height: 3)

    /// A partial renderer over a fake terminal of ``size`` that has drawn `screen`'s first frame.
    func drawnFirst(_ screen: some Screen) -> (terminal: FakeTerminal, renderer: Renderer) {
        let terminal = FakeTerminal(size: size)
        let renderer = Renderer(terminal: terminal)
        renderer.render(screen)
        return (terminal, renderer)
    }

    @Test("a new set of changes has every view pending; taking hands them over once")
    func takeHandsOver() {
        let changes = ViewChanges(count: 3)
        #expect(changes.take() == [true, true, true])
        #expect(changes.take() == nil, "nothing reported since")
        changes.report(1)
        changes.report(1)
        #expect(changes.take() == [false, true, false], "two reports of one view are one visit")
    }

    @Test("a report from an index the renderer does not know is ignored")
    func unknownIndex() {
        let changes = ViewChanges(count: 2)
        _ = changes.take()
        changes.report(2)
        changes.report(-1)
        #expect(changes.take() == nil)
    }

    @Test("a frame asks only the views that reported; the others are not even asked whether they changed")
    func onlyReportedViewsAreAsked() {
        let screen = CountingScreen()
        screen.overlay.shown = false
        let (terminal, renderer) = drawnFirst(screen)
        screen.resetQuestions()
        let flushes = terminal.flushCount

        screen.right.markDirty()
        renderer.render(screen)
        #expect(screen.left.questions == 0)
        #expect(screen.middle.questions == 0)
        #expect(screen.overlay.questions == 0)
        #expect(screen.right.questions > 0)
        #expect(terminal.flushCount == flushes + 1)
        #expect(terminal.frames.last == [screen.right.frame])

        screen.resetQuestions()
        renderer.render(screen)
        #expect([screen.left, screen.middle, screen.right, screen.overlay].allSatisfy { $0.questions == 0 })
        #expect(terminal.flushCount == flushes + 1, "nothing reported: no frame")
    }

    @Test("an overlay going away stages the views it covered again without asking them, as a full redraw shows")
    func overlayLeaving() {
        let partial = CountingScreen()
        let full = CountingScreen()
        let partialTerminal = FakeTerminal(size: size)
        let fullTerminal = FakeTerminal(size: size)
        let renderer = Renderer(terminal: partialTerminal)
        let fullRenderer = Renderer(terminal: fullTerminal, mode: .full)
        renderer.render(partial)
        fullRenderer.render(full)
        #expect(partialTerminal.lines[1].contains("overlay"))
        partial.resetQuestions()

        partial.overlay.show(false)
        full.overlay.show(false)
        renderer.render(partial)
        fullRenderer.render(full)
        #expect(partial.left.questions == 0)
        #expect(partial.middle.questions == 0)
        #expect(partial.right.questions == 0)
        #expect(
            partialTerminal.frames.last == [partial.left.frame, partial.middle.frame], "the right one was not under it")
        #expect(partialTerminal.grid == fullTerminal.grid)
        #expect(!partialTerminal.text.contains("overlay"))

        partial.overlay.show(true)
        full.overlay.show(true)
        renderer.render(partial)
        fullRenderer.render(full)
        #expect(partialTerminal.grid == fullTerminal.grid)
        #expect(partialTerminal.lines[1].contains("overlay"))
    }

    @Test("views of a screen no longer shown report where nobody looks")
    func previousScreenReportsNowhere() {
        let first = CountingScreen()
        let second = CountingScreen()
        let (terminal, renderer) = drawnFirst(first)
        renderer.render(second)
        let flushes = terminal.flushCount
        second.resetQuestions()

        first.right.markDirty()
        renderer.render(second)
        #expect(terminal.flushCount == flushes)
        #expect(second.right.questions == 0)
    }

    /// A screen whose set of views changes, asking for a layout as ``Screen`` requires.
    final class SwappingScreen: Screen {
        let first = CountingView(id: "first")
        let second = CountingView(id: "second")
        private(set) var views: [any ScreenView]
        private(set) var needsLayout = false
        let minimumSize = TerminalSize(width: 30, height: 3)
        var isDone: Bool { false }

        init() { views = [first] }

        func layout(in size: TerminalSize) {
            for view in [first, second] { view.frame = Rect(row: 0, column: 0, width: size.width, height: 1) }
            needsLayout = false
        }

        /// Shows `second` in place of `first`.
        func swap() {
            views = [second]
            needsLayout = true
        }

        func handle(_ key: Key) {}
        func tick(now: Int64) {}
        func timeoutMs(now: Int64) -> Int? { nil }
    }

    @Test("views that replace others in a layout are drawn and report; the views they replaced report nowhere")
    func viewsChangeInALayout() {
        let screen = SwappingScreen()
        let (terminal, renderer) = drawnFirst(screen)
        #expect(terminal.lines[0].hasPrefix("first"))

        screen.swap()
        // What the run loop does when a screen asks for a layout.
        if screen.needsLayout { renderer.invalidateLayout() }
        renderer.render(screen)
        #expect(terminal.lines[0].hasPrefix("second"))
        #expect(!screen.needsLayout)

        let flushes = terminal.flushCount
        screen.first.markDirty()
        renderer.render(screen)
        #expect(terminal.flushCount == flushes, "a view no longer on the screen reports nowhere")
        screen.second.markDirty()
        renderer.render(screen)
        #expect(terminal.flushCount == flushes + 1)
        #expect(terminal.closedSurfaceUses == 0)
    }

    @Test("a hidden view that changed while hidden is drawn when it shows again")
    func hiddenChangeShowsLater() {
        let screen = CountingScreen()
        let (terminal, renderer) = drawnFirst(screen)
        screen.overlay.show(false)
        renderer.render(screen)
        screen.overlay.markDirty()
        renderer.render(screen)
        #expect(!terminal.text.contains("overlay"))
        screen.overlay.show(true)
        renderer.render(screen)
        #expect(terminal.lines[1].contains("overlay"))
    }
}
