import CourtsideCore
import CourtsideReports
import CourtsideStore
import CourtsideText

/// The events a reconnecting client missed (those after its `Last-Event-ID`), taken from the court
/// under the hub's lock and made into their `feed` events after it, off the lock and off the Swift
/// pool: that means folding the game again up to them, which for a long game takes a while, and
/// `/api/state` and the live events must not wait for it.
struct CourtReplay: Sendable {
    /// The most events a reconnecting client is sent again; past that it gets the state alone.
    static let limit = 10_000

    let gameID: GameID
    let header: GameHeader
    /// The game's events when the client subscribed (shared with the court's, not copied).
    let events: [GameEvent]
    /// The sequence number of the last event the client has (0: none of this game).
    let after: Int

    /// The missed `feed` events, as one chunk ("" when none, or more than ``limit``: the state
    /// event that follows brings the client up to date).
    func frames() -> String {
        let start = events.firstIndex { $0.sequence > after } ?? events.endIndex
        guard start < events.endIndex, events.count - start <= Self.limit,
            var state = try? GameState.rebuilt(header: header, events: events[..<start])
        else { return "" }
        // The players named as the live lines named them: as they were when each play was made.
        var lines = FeedLineMaker(header: header, state: state)
        var frames = ""
        for event in events[start...] {
            guard let change = try? state.apply(event) else { break }
            let line = CourtModel.encode(lines.line(change, state))
            frames += SSEFrame.event("feed", id: EventID(game: gameID, sequence: event.sequence), data: line)
        }
        return frames
    }
}
