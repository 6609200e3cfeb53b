import CourtsideCore

/// A game's play-by-play: one entry for every event of the log, in order.
///
/// Every event is listed, clock starts and pauses, undos and redos too, so the play-by-play reads
/// as the game was scored; a move undone and never redone stays in its place, marked void (from the
/// final state's ``GameState/voidedMoves``), and the undo that voided it follows later. Built in
/// one fold over the events: O(events).
public struct PlayByPlay: Hashable, Sendable {
    /// Every event with the score after it.
    public let entries: [PlayByPlayEntry]

    /// The play-by-play of a game.
    public init(game: Game) {
        let header = game.header
        let voided = game.state.voidedMoves
        var state = GameState(rules: header.rules)
        var entries: [PlayByPlayEntry] = []
        entries.reserveCapacity(game.events.count)
        for event in game.events {
            let change: GameChange
            do {
                change = try state.apply(event)
            } catch {
                // A Game holds only events its own fold accepted.
                preconditionFailure("a folded game's event was refused: \(error)")
            }
            let record = change.play
            var isPlay = false
            if case .move = event.kind { isPlay = true }
            if case .insert = event.kind { isPlay = true }
            entries.append(
                PlayByPlayEntry(
                    sequence: event.sequence, type: event.kind.typeName, clockMs: event.clockMs,
                    player: record?.player, playerName: record.map { header.player($0.player).name },
                    teamName: record.map { header.team($0.player.side).name }, move: record?.move,
                    homeScore: state.homeScore, awayScore: state.awayScore,
                    isVoided: isPlay && voided.contains(event.sequence)))
        }
        self.entries = entries
    }

    /// Both scores after every event, for the worm chart.
    public var scorePoints: [ScorePoint] { entries.map(\.scorePoint) }
}
