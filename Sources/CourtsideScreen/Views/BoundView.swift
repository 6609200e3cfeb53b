import CourtsideViewModels

/// The base of the views that follow view-model ``Dynamic``s.
///
/// A subclass binds in its initializer with `[weak self]` and keeps the tokens in ``tokens``; each
/// observer only stores the new value and calls ``markDirty()``. Drawing happens later, once per
/// frame, in ``draw(on:)``: a burst of changes costs one draw, and a change no view shows costs none.
@MainActor
public class BoundView: ScreenView {
    /// The name the draw trace (``DrawTrace``) gives this view's draws.
    public let id: String
    /// Where the view sits; moving or resizing it makes it dirty.
    public var frame = Rect(row: 0, column: 0, width: 0, height: 0) {
        didSet { if frame != oldValue { markDirty() } }
    }
    /// Shown unless a subclass hides itself.
    public var isVisible: Bool { true }
    /// Set by ``markDirty()``, cleared by ``didDraw()``; a new view starts dirty.
    public private(set) var isDirty = true
    /// Where a change is reported, and as what; nil until the renderer shows the view.
    private var changes: ViewChanges?
    private var changesIndex = 0
    /// The bindings; released with the view, which unbinds every observer.
    public var tokens: [BindingToken] = []

    /// A view with a trace id.
    public init(id: String) {
        self.id = id
    }

    /// Set by ``markPartlyDirty()`` while nothing else changed; any ``markDirty()`` clears it.
    public private(set) var canDrawChangesOnly = false

    /// Asks for a whole draw in the next frame. A subclass whose ``isVisible`` changes calls this.
    public func markDirty() {
        isDirty = true
        canDrawChangesOnly = false
        changes?.report(changesIndex)
    }

    /// Asks for a draw of only what ``drawChanges(on:)`` repaints, unless a whole draw is due anyway.
    ///
    /// The clock's tenth uses this: ten times a second the header repaints one row, not its box,
    /// names and big digits, which is most of the CPU a running clock costs.
    public func markPartlyDirty() {
        if !isDirty {
            isDirty = true
            canDrawChangesOnly = true
        }
        changes?.report(changesIndex)
    }

    /// Reports every later change to `changes` as `index`.
    public func reportChanges(to changes: ViewChanges, as index: Int) {
        self.changes = changes
        changesIndex = index
    }

    /// Subclasses draw here.
    public func draw(on canvas: Canvas) {}

    /// Subclasses that call ``markPartlyDirty()`` repaint the changed part here; by default, all of it.
    public func drawChanges(on canvas: Canvas) {
        draw(on: canvas)
    }

    /// The view is clean.
    public func didDraw() {
        isDirty = false
        canDrawChangesOnly = false
    }
}

extension ScreenView where Self: BoundView {
    /// What a binding's observer does: stores `value` in `field` and marks the view dirty, only when
    /// the value differs, so an observer that fires with what the view already shows costs no draw.
    func update<Value: Equatable>(_ field: ReferenceWritableKeyPath<Self, Value>, _ value: Value) {
        guard self[keyPath: field] != value else { return }
        self[keyPath: field] = value
        markDirty()
    }
}
