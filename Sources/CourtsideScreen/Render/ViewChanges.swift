/// Which of a screen's views reported a change since the renderer last visited them, by their place
/// in ``Screen/views``.
///
/// Views report here (see ``ScreenView/reportChanges(to:as:)``) the moment their bindings mark them
/// dirty, so a frame visits only the views that changed: a clock tenth asks the header alone,
/// not every view of the screen whether it is dirty. A report is a flag, so a burst of changes to one view
/// is one visit.
@MainActor
public final class ViewChanges {
    /// One flag per view, and whether any is set.
    private var pending: [Bool]
    private var anyPending: Bool

    /// Changes for `count` views, every one of them pending: a newly attached screen is drawn whole.
    init(count: Int) {
        pending = Array(repeating: true, count: count)
        anyPending = count > 0
    }

    /// The view at `index` changed. An index the renderer does not know (a view of a screen no
    /// longer shown) is ignored.
    public func report(_ index: Int) {
        guard pending.indices.contains(index) else { return }
        pending[index] = true
        anyPending = true
    }

    /// Hands every report over (one flag per view, as ``Screen/views``) and starts afresh, so a
    /// change made while the frame is drawn counts for the next one; nil when nothing reported.
    func take() -> [Bool]? {
        guard anyPending else { return nil }
        let taken = pending
        pending = Array(repeating: false, count: taken.count)
        anyPending = false
        return taken
    }
}
