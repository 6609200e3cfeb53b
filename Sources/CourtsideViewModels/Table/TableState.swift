/// Where a table stands: loading, empty (the message says why), loaded, or failed.
public enum TableState: Hashable, Sendable {
    /// Nothing read yet.
    case loading
    /// Nothing to show; the message says why and what to do.
    case empty(String)
    /// The sections, in order.
    case loaded([TableSection])
    /// The rows could not be read; the message says why.
    case failed(String)

    /// The sections shown (none unless loaded).
    public var sections: [TableSection] {
        if case .loaded(let sections) = self { return sections }
        return []
    }
}
