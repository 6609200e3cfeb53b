import CourtsideCore

/// Folds `game` keeping every state, then takes its events back one by one with
/// ``GameState/unapply(_:previousClockMs:clearedRedoStack:)``: the sequence number of the first
/// event after whose unapply the state differs from the one kept before it, or nil when every
/// state comes back exactly.
func firstEventUnapplyGetsWrong(in game: Game) throws -> Int? {
    var state = GameState(header: game.header)
    var history = [state]
    var cleared: [Int: ScorerActions] = [:]
    for event in game.events {
        if event.kind.startsAction, !state.redoStack.isEmpty { cleared[event.sequence] = state.redoStack }
        try state.apply(event)
        history.append(state)
    }
    for index in stride(from: game.events.count - 1, through: 0, by: -1) {
        let event = game.events[index]
        state.unapply(
            event, previousClockMs: index > 0 ? game.events[index - 1].clockMs : 0,
            clearedRedoStack: cleared[event.sequence] ?? [])
        if state != history[index] { return event.sequence }
    }
    return nil
}
