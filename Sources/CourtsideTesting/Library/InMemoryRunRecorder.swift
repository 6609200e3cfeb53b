import CourtsideCore

/// A run recorder that keeps entries in memory, for the run board's tests.
public final class InMemoryRunRecorder: RunRecorder {
    /// Everything recorded, in order (the other writer's entries too).
    public private(set) var entries: [RunEntry] = []
    /// When set, the next record throws it once (a full disk) and keeps nothing.
    public var failNext: LibraryError?
    /// Whether ``close()`` was called.
    public private(set) var isClosed = false
    /// What another writer (the organiser's phone) appended that the board has not read yet.
    private var elsewhere: [RunEntry.Kind] = []

    /// An empty recorder.
    public init() {}

    /// Another writer appends `kinds` (numbered after the entries here, when they are read).
    public func appendElsewhere(_ kinds: [RunEntry.Kind]) { elsewhere += kinds }

    /// `known` with what another writer appended folded in; refused entries are dropped, as a
    /// writer that prepares on the run as it is would not have written them.
    public func latest(after known: RunState) throws(LibraryError) -> RunState {
        var state = known
        for kind in elsewhere {
            let entry = RunEntry(sequence: state.nextSequence, wallMs: 0, kind: kind)
            if (try? state.apply(entry)) != nil { entries.append(entry) }
        }
        elsewhere = []
        return state
    }

    /// Appends what `prepare` makes of the run now, or throws ``failNext`` and keeps none.
    public func record(after known: RunState, _ prepare: (RunState) -> [RunEntry]) throws(LibraryError) -> RunState {
        var latest = try latest(after: known)
        let made = prepare(latest)
        if !made.isEmpty, let error = failNext {
            failNext = nil
            throw error
        }
        entries += made
        for entry in made { try? latest.apply(entry) }
        return latest
    }

    /// Readable when ``appendElsewhere(_:)`` wrote: never, here (the tests call the board's refresh).
    public var changeDescriptor: Int32? { nil }

    /// Whether another writer appended.
    public func takeChange() -> Bool { !elsewhere.isEmpty }

    /// Notes the close.
    public func close() { isClosed = true }
}
