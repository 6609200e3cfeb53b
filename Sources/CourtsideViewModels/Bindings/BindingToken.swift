/// Keeps one observer bound to a ``Dynamic``: call ``dispose()``, or release the token, to unbind.
///
/// A view keeps its tokens in an array; when the view goes away the tokens go with it and every
/// observer is removed, so nothing calls back into a dead view.
@MainActor
public final class BindingToken {
    private var unbind: (() -> Void)?

    init(unbind: @escaping () -> Void) {
        self.unbind = unbind
    }

    /// Whether the observer is still bound.
    public var isBound: Bool { unbind != nil }

    /// Removes the observer; later calls do nothing.
    public func dispose() {
        let action = unbind
        unbind = nil
        action?()
    }

    isolated deinit {
        dispose()
    }
}
