/// A rectangle of a screen that draws itself; the renderer draws it only when it is dirty.
///
/// Views sit in a screen's ``Screen/views`` from back to front, so an overlay comes last.
@MainActor
public protocol ScreenView: AnyObject {
    /// The id written to the draw trace (`header`, `home.1`, `status`, …).
    var id: String { get }
    /// Where the view sits; set by the screen's layout.
    var frame: Rect { get }
    /// Whether the view is shown now (overlays come and go). It changes only with a report (see
    /// ``reportChanges(to:as:)``): the renderer looks again only at views that reported.
    var isVisible: Bool { get }
    /// Whether something the view shows changed since it was last drawn.
    var isDirty: Bool { get }
    /// Whether only part of the view changed, so ``drawChanges(on:)`` may repaint just that part
    /// over what the view's surface still shows.
    var canDrawChangesOnly: Bool { get }
    /// Draws the whole view into a surface of ``frame``'s size (already erased).
    func draw(on canvas: Canvas)
    /// Repaints only what changed since the last draw, over the surface's current contents.
    func drawChanges(on canvas: Canvas)
    /// Called by the renderer after ``draw(on:)``: the view is clean again.
    func didDraw()
    /// From now on, whenever the view becomes dirty or its visibility changes, it reports it to
    /// `changes` as `index` (its place in ``Screen/views``). The renderer calls this when it first
    /// shows a screen and visits, in a frame, only the views that reported.
    func reportChanges(to changes: ViewChanges, as index: Int)
}
