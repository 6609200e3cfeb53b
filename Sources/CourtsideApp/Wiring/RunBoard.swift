import CourtsideCore
import CourtsideStore
import CourtsideViewModels

/// Opens tonight's run for the run board: the library's open run (resumed as its file left it,
/// the queue as it was), else a new one with `settings`; with the library's players (their ratings
/// for balanced teams, read again each time teams are made; the registry, told of a new name) and
/// the names Tab completes, from the library's games and the player registry.
@MainActor
package enum RunBoard {
    /// What `+` says on the board of a run's game opened without its run board (the list,
    /// `resume`): a run's result adds up the points of the players it knows of, and only the run
    /// board writes the run's file, so a latecomer joins from there.
    package static let lateArrivalRefusal =
        "a run's game: in courtside run, Enter, then + adds a latecomer"

    /// The run board's view model; `arrivals` arrive first (a pasted list, checked beforehand).
    package static func open(
        library: FileGameLibrary, keys: KeyConfiguration, time: any TimeSource,
        settings: RunSettings? = nil, startNew: Bool = false, arrivals: [String] = []
    ) throws(LibraryError) -> RunViewModel {
        let runs = RunFile(folder: library.folder)
        let recorder: RunFileRecorder
        var notice: String?
        if !startNew, let open = try runs.latestOpen() {
            recorder = try runs.open(open)
            if recorder.contents.hasTornLine { notice = "resumed the run; its last line was cut short and left out" }
        } else {
            let made =
                settings
                ?? RunSettings(
                    id: GameID.generate(), createdMs: time.wallMs, rules: RulesPreset.pickup.rules,
                    rotation: .standard, making: .arrival)
            recorder = try runs.create(made)
        }
        let board = RunViewModel(
            state: recorder.contents.state, recorder: recorder, library: library, timeSource: time,
            keymap: keys.run, players: LibraryRunPlayers(library: library), knownNames: KnownPlayers(library).names,
            notice: notice)
        let newcomers = arrivals.filter { !board.state.isHere($0) }
        if !newcomers.isEmpty { board.arrive(newcomers) }
        return board
    }
}
