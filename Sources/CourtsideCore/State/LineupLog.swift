/// Who was on court at each event, from a game's first substitution on: a correction of a play
/// moves the plus/minus of the players on court when the play was made, not of those on now.
///
/// Empty, and free, in a game without substitutions: every event then had the starters on court.
struct LineupLog: Hashable, Sendable {
    /// The sequence number of the first substitution; 0 before one.
    private var from = 0
    /// The ``Roster/onCourt`` bits at each event from ``from`` on (for an inserted play, those at
    /// the play it was inserted before).
    private var lineups: ContiguousArray<UInt16> = []

    /// Who was on court at event `sequence` (for an inserted play, at the play it precedes).
    func lineup(at sequence: Int) -> UInt16 {
        from == 0 || sequence < from ? Roster.starters : lineups[sequence - from]
    }

    /// Notes who is on court (`onCourt`) at an event about to be applied, from the first
    /// substitution on.
    @inline(__always) mutating func note(_ event: GameEvent, onCourt: UInt16) {
        if from == 0, event.kind.needsRosterFormat { from = event.sequence }
        guard from != 0 else { return }
        if case .insert(let before, _, _) = event.kind {
            lineups.append(lineup(at: before))
        } else {
            lineups.append(onCourt)
        }
    }

    /// Takes back what ``note(_:onCourt:)`` noted for the last event.
    mutating func forget(_ event: GameEvent) {
        guard from != 0 else { return }
        lineups.removeLast()
        if event.sequence == from { from = 0 }
    }
}
