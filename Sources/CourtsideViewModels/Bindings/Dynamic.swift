/// A value that tells its observers when it changes: the classic MVVM `Dynamic<T>` box, made real.
///
/// - Several observers, each bound with ``bind(_:)`` or ``bindAndFire(_:)`` and removed through
///   the returned ``BindingToken`` (or when the token is released).
/// - For `Equatable` values (created with ``init(_:)-swift.init``), setting an equal value fires nothing,
///   so a view redraws only what really changed.
/// - Safe while notifying: an observer may bind, unbind or set the value. Observers removed during
///   a notification are not called again; a value set during a notification ends the current round
///   and starts a new one with the newest value, so no observer sees an older value after a newer.
///
/// Observers must capture views weakly (`[weak self]`): a `Dynamic` lives in a view model that may outlive
/// the view, and a strong capture would keep the view, and through its tokens the bindings, alive.
@MainActor
public final class Dynamic<Value> {
    /// An observer: called with the new value, on the main actor.
    public typealias Listener = @MainActor (Value) -> Void

    private struct Observer {
        let id: Int
        let listener: Listener
    }

    private var observers: [Observer] = []
    private var nextID = 0
    private let isEqual: ((Value, Value) -> Bool)?
    private var isNotifying = false
    private var changedDuringNotification = false

    /// The current value; setting it notifies the observers (for `Equatable` values, only on change).
    public var value: Value {
        didSet {
            if let isEqual, isEqual(oldValue, value) { return }
            notify()
        }
    }

    /// A box that fires on every set, equal or not.
    public init(_ value: Value) {
        self.value = value
        self.isEqual = nil
    }

    /// A box that fires only when the value really changes.
    public init(_ value: Value) where Value: Equatable {
        self.value = value
        self.isEqual = { $0 == $1 }
    }

    /// How many observers are bound (for tests and leak checks).
    public var observerCount: Int { observers.count }

    /// Calls `listener` on every later change.
    public func bind(_ listener: @escaping Listener) -> BindingToken {
        let id = nextID
        nextID += 1
        observers.append(Observer(id: id, listener: listener))
        return BindingToken { [weak self] in self?.remove(id) }
    }

    /// Calls `listener` now with the current value, then on every later change.
    public func bindAndFire(_ listener: @escaping Listener) -> BindingToken {
        let token = bind(listener)
        listener(value)
        return token
    }

    private func remove(_ id: Int) {
        observers.removeAll { $0.id == id }
    }

    private func notify() {
        if isNotifying {
            changedDuringNotification = true
            return
        }
        isNotifying = true
        defer { isNotifying = false }
        repeat {
            changedDuringNotification = false
            // A snapshot, so binding during the round does not disturb it; each observer is looked
            // up again so one unbound during the round is skipped.
            for observer in observers {
                guard observers.contains(where: { $0.id == observer.id }) else { continue }
                observer.listener(value)
                if changedDuringNotification { break }
            }
        } while changedDuringNotification
    }
}
