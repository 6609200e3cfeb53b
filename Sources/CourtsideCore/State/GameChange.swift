/// What one applied event changed, so a view model updates only what it must.
public struct GameChange: Hashable, Sendable {
    /// The event that was applied.
    public let event: GameEvent
    /// The scorer action the event did, undid (undo) or did again (redo); nil for clock events.
    public let action: ScorerAction?
    /// The play the action concerns, as it stands after the event.
    public let play: Play?
    /// Whether the game's finished state flipped (won, or reopened).
    public let finishedChanged: Bool
    /// The substitution a delete (or its undo or redo) concerns, as it stands after the event; nil
    /// for every other action.
    public let substitution: Substitution?
    /// For a join or a rename, done, undone or redone: the name change it made (as made, whichever
    /// way the event went).
    public let renamed: NameChange?

    /// A change from its parts; the fold makes one for every event it applies (``GameState``), and
    /// only the fields the event touched are set.
    public init(
        event: GameEvent, action: ScorerAction?, play: Play?, finishedChanged: Bool,
        substitution: Substitution? = nil, renamed: NameChange? = nil
    ) {
        self.event = event
        self.action = action
        self.play = play
        self.finishedChanged = finishedChanged
        self.substitution = substitution
        self.renamed = renamed
    }

    /// The players whose counters the event changed: the play's player, for a correction that
    /// moved the play to someone else that player too, and the passers linked to it.
    public var touchedPlayers: [PlayerID] {
        guard let action, let play else { return [] }
        var players = [play.player]
        if case .amend(let from, let to) = action.kind, from.player != to.player { players = [from.player, to.player] }
        var passers = [play.assist]
        if case .credit(let from, let to) = action.kind { passers += [from, to] }
        for case let passer? in passers where !players.contains(passer) { players.append(passer) }
        return players
    }
}
