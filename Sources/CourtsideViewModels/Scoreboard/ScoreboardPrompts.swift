import CourtsideCore

/// The scoreboard's questions on the status line: who comes on for a panel's player (`B`,
/// ``SubstitutionPrompt``), a late arrival's name or a player's new one (`+` and `N`,
/// ``NamePrompt``), and the time to set the clock to (`t`, ``ClockPrompt``).
///
/// Each prompt is a value of ``ScoreboardMode`` that reads its keys itself. This value opens them
/// and says what a key in one comes to, as an ``Outcome``; the ``ScoreboardViewModel`` carries it
/// out, the one writer of the mode and the status line and the one caller of the commit path.
struct ScoreboardPrompts {
    /// What opening a prompt, or a key in one, comes to.
    enum Outcome {
        /// Show this mode (a prompt, whose question the status line says).
        case enter(ScoreboardMode)
        /// Back to scoring, saying this.
        case leave(String)
        /// The mode stays; the status line says this.
        case say(String)
        /// Back to scoring, recording `kind` (at `clockMs`, for a clock set); when it is refused,
        /// `retry` makes the prompt to show again from the refusal's words.
        case record(GameEventKind, clockMs: Int64?, retry: ((String) -> ScoreboardMode)?)
        /// A latecomer's name for the run's line (on a run's game); when the run refuses it,
        /// `retry` makes the prompt to show again from the refusal's words.
        case arrive(String, retry: (String) -> ScoreboardMode)
    }

    let words: ScoreboardWords

    /// What a key comes to while `mode` is a prompt; nil when it is none. A clock set reads the
    /// clock through `reading` (the game clock now).
    func handle(_ key: Key, in mode: ScoreboardMode, reading: () -> Int64) -> Outcome? {
        switch mode {
        case .clockEntry(let prompt): handle(prompt.handling(key), of: prompt, reading: reading)
        case .substitution(let prompt): handle(prompt.handling(key), of: prompt)
        case .naming(let prompt): handle(prompt.handling(key), of: prompt)
        default: nil
        }
    }

    // MARK: Substituting

    /// Asks who comes on for the player in `panel`; refused when the team has no bench.
    func startSubstitution(panel: PlayerID, in state: GameState) -> Outcome {
        let off = state.courtPlayer(inPanel: panel)
        let bench = state.bench(off.side)
        guard !bench.isEmpty else { return .say(words.noBench(off.side)) }
        return .enter(.substitution(SubstitutionPrompt(off: off, bench: bench, names: state.playerNames)))
    }

    /// What a key in the substitution prompt came to.
    private func handle(_ outcome: SubstitutionPrompt.Outcome, of prompt: SubstitutionPrompt) -> Outcome {
        switch outcome {
        case .cancel: .leave("no substitution")
        case .substitute(let on): .record(.substitution(off: prompt.off, on: on), clockMs: nil, retry: nil)
        case .refuse(let text): .say(text)
        }
    }

    // MARK: Late arrivals and new names

    /// Asks the name of a late arrival joining `side` of `header`'s game; Tab completes from `known`.
    func startJoin(_ side: Side, of header: GameHeader, known: [String]) -> Outcome {
        .enter(.naming(NamePrompt(.join(side, team: header.team(side).name), known: known)))
    }

    /// Asks the name of a latecomer to the run whose game this is; Tab completes from `known`.
    func startArrival(known: [String]) -> Outcome {
        .enter(.naming(NamePrompt(.arrive, known: known)))
    }

    /// Asks a new name for the player in `panel`; Tab completes from `known`.
    func startRename(panel: PlayerID, in state: GameState, known: [String]) -> Outcome {
        let player = state.courtPlayer(inPanel: panel)
        return .enter(.naming(NamePrompt(.rename(player, current: state.name(of: player)), known: known)))
    }

    /// What a key in the name prompt came to: a name is recorded as a `join` or a `rename` (one the
    /// game refuses keeps the prompt, saying why); Esc records nothing.
    private func handle(_ outcome: NamePrompt.Outcome, of prompt: NamePrompt) -> Outcome {
        switch outcome {
        case .typing(let next):
            return .enter(.naming(next))
        case .cancel:
            return .leave(words.namingCancelled(prompt.purpose))
        case .commit(let name):
            let kind: GameEventKind
            switch prompt.purpose {
            case .join(let side, _): kind = .join(side, name: PlayerName(name))
            case .rename(let player, _): kind = .rename(player, name: PlayerName(name))
            case .arrive: return .arrive(name, retry: { .naming(prompt.refused($0)) })
            }
            return .record(kind, clockMs: nil, retry: { .naming(prompt.refused($0)) })
        }
    }

    // MARK: Setting the clock

    /// Opens the clock prompt; refused on a FINAL board.
    func startClockEntry(in state: GameState) -> Outcome {
        guard !state.isFinished else { return .say(words.clockSetAfterFinal) }
        return .enter(.clockEntry(ClockPrompt()))
    }

    /// What a key in the clock prompt came to: a good time is recorded (a refused one keeps the
    /// prompt, saying why).
    private func handle(_ outcome: ClockPrompt.Outcome, of prompt: ClockPrompt, reading: () -> Int64) -> Outcome {
        switch outcome {
        case .typing(let next): .enter(.clockEntry(next))
        case .cancel: .leave("clock not set")
        case .set(let ms): .record(.clockSet(from: reading()), clockMs: ms, retry: { .clockEntry(prompt.refused($0)) })
        }
    }
}
