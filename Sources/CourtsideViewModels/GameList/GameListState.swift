/// Where the list stands: loading, then loaded or failed.
public enum GameListState: Hashable, Sendable {
    /// Nothing read yet.
    case loading
    /// The library holds nothing at all; the message says how to start.
    case empty(String)
    /// The sections to show, in order.
    case loaded([GameListSection])
    /// The library could not be read; the message says why (the folder, the reason).
    case failed(String)

    /// The sections shown (none unless loaded).
    public var sections: [GameListSection] {
        if case .loaded(let sections) = self { return sections }
        return []
    }
}
