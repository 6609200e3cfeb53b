extension RunViewModel {
    /// Screen-reader mode's announcer of the run board: the status line (a prompt's question, a
    /// name typed, what a key did) and, as the standings scroll, the player at their top, with
    /// their night and their place in the order of play ("Row 3 of 12: Ann, 2 won, 1 lost, 14
    /// points, number 2 in the line").
    public func makeAnnouncer() -> Announcer {
        let announcer = Announcer()
        announcer.follow(status) { $0 }
        announcer.follow(standingsTop, sayingNow: false) { [weak self] top in
            guard let self, standings.value.indices.contains(top) else { return nil }
            let standing = standings.value[top]
            return "Row \(top + 1) of \(standings.value.count): \(standing.name), \(standing.wins) won, "
                + "\(standing.losses) lost, \(standing.points) points, \(RunBoardText.place(of: standing.name, in: state))"
        }
        return announcer
    }
}
