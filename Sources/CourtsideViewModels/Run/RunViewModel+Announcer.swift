extension RunViewModel {
    /// Screen-reader mode's announcer of the run board: the status line (a prompt's question, a
    /// name typed, what a key did); each player who arrives with their place in the order of play
    /// ("Ivy: number 3 in the line"); and, as the standings scroll, the player at their top, with
    /// their night and their place ("Row 3 of 12: Ann, 2 won, 1 lost, 14 points, number 2 in the
    /// line").
    public func makeAnnouncer() -> Announcer {
        let announcer = Announcer()
        announcer.follow(status) { $0 }
        announcer.follow(standingsTop, sayingNow: false) { [weak self] top in
            guard let self, standings.value.indices.contains(top) else { return nil }
            let standing = standings.value[top]
            return "Row \(top + 1) of \(standings.value.count): \(standing.name), \(standing.wins) won, "
                + "\(standing.losses) lost, \(standing.points) points, \(RunBoardText.place(of: standing.name, in: state))"
        }
        // Who arrived (a name new in the standings): where they are in the order of play.
        var known = Set(standings.value.map(\.name))
        announcer.follow(standings, sayingNow: false) { [weak self] now in
            let arrived = now.map(\.name).filter { !known.contains($0) }
            known = Set(now.map(\.name))
            guard let self, !arrived.isEmpty else { return nil }
            return arrived.map { "\($0): \(RunBoardText.place(of: $0, in: state))" }.joined(separator: "; ")
        }
        return announcer
    }
}
