extension GameListViewModelProtocol {
    /// Screen-reader mode's announcer of the list: the selected game (its teams, score, status
    /// and date, ``GameListRow/spoken``), why there is none (empty, unreadable), the delete
    /// question and the status line; it opens saying them as they are.
    public func makeAnnouncer() -> Announcer {
        Announcer(following: follow(on:))
    }

    private func follow(on announcer: Announcer) {
        announcer.follow(status) { $0 }
        announcer.follow(state) { state in
            switch state {
            case .empty(let message): message
            case .failed(let message): "the library could not be read: \(message)"
            case .loading, .loaded: nil
            }
        }
        announcer.follow(selection) { [weak self] _ in self?.selectedRow?.spoken }
        announcer.follow(overlay) { overlay in
            guard case .confirmDelete(let row) = overlay else { return nil }
            return "Delete \(row.teams)? y deletes it, n keeps it"
        }
    }
}
