/// A rectangle of a screen that draws itself; the renderer draws it only when it is dirty.
///
/// Views sit in a screen's ``Screen/views`` from back to front, so an overlay comes last.
@MainActor
public protocol ScreenView: AnyObject {
    /// The id written to the draw trace (`header`, `home.1`, `status`, …).
    var id: String { get }
    /// Where the view sits; set by the screen's layout.
    var frame: Rect { get }
    /// Whether the view is shown now (overlays come and go).
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
}
