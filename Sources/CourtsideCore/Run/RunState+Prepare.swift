extension RunState {
    /// The entries `kinds` make, numbered after this run's, followed, when `teamsRatedBy` is
    /// given, by the teams the line then allows (``RunTeamMaker/entries(for:rating:using:)``), and
    /// the run they make: how the run board's keys and the organiser's phone (through serve) both
    /// turn what was asked into lines of the run file. Throws the first refusal of the queue
    /// rules; nothing is changed here (the run is folded on a copy).
    public func prepared<G: RandomNumberGenerator>(
        _ kinds: [RunEntry.Kind], wallMs: Int64, teamsRatedBy rating: ((String) -> Double)?, using generator: inout G
    ) throws(RunError) -> (state: RunState, entries: [RunEntry]) {
        var next = self
        var entries: [RunEntry] = []
        func add(_ kind: RunEntry.Kind) throws(RunError) {
            let entry = RunEntry(sequence: next.nextSequence, wallMs: wallMs, kind: kind)
            try next.apply(entry)
            entries.append(entry)
        }
        for kind in kinds { try add(kind) }
        if let rating {
            for kind in RunTeamMaker.entries(for: next, rating: rating, using: &generator) { try add(kind) }
        }
        return (next, entries)
    }
}
