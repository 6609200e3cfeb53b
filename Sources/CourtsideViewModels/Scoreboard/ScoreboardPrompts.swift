import CourtsideCore

/// The scoreboard's questions on the status line, carried out: who comes on for a panel's player
/// (`B`, ``SubstitutionPrompt``), a late arrival's name or a player's new one (`+` and `N`,
/// ``NamePrompt``), and the time to set the clock to (`t`, ``ClockPrompt``).
///
/// Each prompt is a value of ``ScoreboardMode`` that reads its keys itself; this type opens it,
/// hands it the keys while it is up, and records what it comes to through the one commit path.
/// The ``ScoreboardViewModel`` owns one and gives it every key while a prompt is the mode.
@MainActor
final class ScoreboardPrompts {
    private let mode: Dynamic<ScoreboardMode>
    private let status: Dynamic<String>
    private let commits: GameCommitter
    private let words: ScoreboardWords
    private let timeSource: any TimeSource
    /// Records an event kind (at a clock, for a clock set) through the view model's commit.
    private let commit: @MainActor (GameEventKind, Int64?) -> Bool

    private var game: Game { commits.game }

    /// Prompts switching `mode` and saying so on `status`, recording through `commit`.
    init(
        mode: Dynamic<ScoreboardMode>, status: Dynamic<String>, commits: GameCommitter, words: ScoreboardWords,
        timeSource: any TimeSource, commit: @escaping @MainActor (GameEventKind, Int64?) -> Bool
    ) {
        self.mode = mode
        self.status = status
        self.commits = commits
        self.words = words
        self.timeSource = timeSource
        self.commit = commit
    }

    /// Reads a key while a prompt is the mode; false when the mode is no prompt.
    func handle(_ key: Key) -> Bool {
        switch mode.value {
        case .clockEntry(let prompt): handle(prompt.handling(key), of: prompt)
        case .substitution(let prompt): handle(prompt.handling(key))
        case .naming(let prompt): handle(prompt.handling(key), of: prompt)
        default: return false
        }
        return true
    }

    /// Enters `next` and shows what its status line says (a prompt's question).
    func enter(_ next: ScoreboardMode) {
        mode.value = next
        if case .clockEntry(let prompt) = next { status.value = prompt.statusText }
        if case .naming(let prompt) = next { status.value = prompt.statusText }
        if case .substitution(let prompt) = next { status.value = prompt.statusText }
    }

    // MARK: Substituting

    /// Asks who comes on for the player in `panel`; refused when the team has no bench.
    func startSubstitution(panel: PlayerID) {
        let off = game.state.courtPlayer(inPanel: panel)
        let bench = game.state.bench(off.side)
        guard !bench.isEmpty else { return status.value = words.noBench(off.side) }
        enter(.substitution(SubstitutionPrompt(off: off, bench: bench, names: game.state.playerNames)))
    }

    /// What a key in the substitution prompt came to.
    private func handle(_ outcome: SubstitutionPrompt.Outcome) {
        switch outcome {
        case .cancel:
            mode.value = .scoring
            status.value = "no substitution"
        case .substitute(let on):
            guard case .substitution(let prompt) = mode.value else { return }
            mode.value = .scoring
            _ = commit(.substitution(off: prompt.off, on: on), nil)
        case .refuse(let text):
            status.value = text
        }
    }

    // MARK: Late arrivals and new names

    /// Asks the name of a late arrival joining `side`; Tab completes from `known`.
    func startJoin(_ side: Side, known: [String]) {
        enter(.naming(NamePrompt(.join(side, team: game.header.team(side).name), known: known)))
    }

    /// Asks a new name for the player in `panel`; Tab completes from `known`.
    func startRename(panel: PlayerID, known: [String]) {
        let player = game.state.courtPlayer(inPanel: panel)
        enter(.naming(NamePrompt(.rename(player, current: game.state.name(of: player)), known: known)))
    }

    /// What a key in the name prompt came to: a name is recorded as a `join` or a `rename` (one the
    /// game refuses keeps the prompt, saying why); Esc records nothing.
    private func handle(_ outcome: NamePrompt.Outcome, of prompt: NamePrompt) {
        switch outcome {
        case .typing(let next):
            enter(.naming(next))
        case .cancel:
            mode.value = .scoring
            status.value = words.namingCancelled(prompt.purpose)
        case .commit(let name):
            mode.value = .scoring
            let kind: GameEventKind =
                switch prompt.purpose {
                case .join(let side, _): .join(side, name: PlayerName(name))
                case .rename(let player, _): .rename(player, name: PlayerName(name))
                }
            if !commit(kind, nil) { enter(.naming(prompt.refused(status.value))) }
        }
    }

    // MARK: Setting the clock

    /// Opens the clock prompt; refused on a FINAL board.
    func startClockEntry() {
        guard !game.state.isFinished else { return status.value = words.clockSetAfterFinal }
        enter(.clockEntry(ClockPrompt()))
    }

    /// What a key in the clock prompt came to: a good time is recorded (a refused one keeps the
    /// prompt, saying why).
    private func handle(_ outcome: ClockPrompt.Outcome, of prompt: ClockPrompt) {
        switch outcome {
        case .typing(let next):
            enter(.clockEntry(next))
        case .cancel:
            mode.value = .scoring
            status.value = "clock not set"
        case .set(let ms):
            let reading = max(commits.clock.elapsedMs(at: timeSource.monotonicMs), game.state.clockMs)
            mode.value = .scoring
            if !commit(.clockSet(from: reading), ms) { enter(.clockEntry(prompt.refused(status.value))) }
        }
    }
}
