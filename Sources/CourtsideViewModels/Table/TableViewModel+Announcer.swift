extension TableViewModel {
    /// Screen-reader mode's announcer of a table screen (the players, the leaders, a player's
    /// page): the selected row, each cell after its column's title ("NAME Shaq, GP 3, PTS 24"),
    /// why there is no row, and the screen's `status` line; it opens saying
    /// `opening` (a player's page: who), the status line and the selected row.
    public func makeAnnouncer(status: Dynamic<String>, opening: String? = nil) -> Announcer {
        Announcer { announcer in
            if let opening { announcer.say(opening) }
            announcer.follow(status) { $0 }
            follow(on: announcer)
        }
    }

    private func follow(on announcer: Announcer) {
        announcer.follow(state) { state in
            switch state {
            case .empty(let message), .failed(let message): message
            case .loading, .loaded: nil
            }
        }
        // The column chosen is said by the status line ("column GP: s sorts by it").
        announcer.follow(selection) { [weak self] _ in self?.spokenSelection }
    }

    /// The selected row, each cell after its column's title; an empty cell is not said.
    private var spokenSelection: String? {
        selectedRow.map { row in
            zip(columns, row.cells).filter { !$1.text.isEmpty }.map { "\($0.title) \($1.text)" }
                .joined(separator: ", ")
        }
    }
}
