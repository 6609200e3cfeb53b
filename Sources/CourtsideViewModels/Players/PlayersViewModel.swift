import CourtsideCore
import CourtsideReports
import CourtsideText

/// The players screen and the leaders screen (`s` and `l` in the game list): the library's
/// players as a ``TableViewModel``, sorted and grouped with one key each, and Enter to open a
/// player's page. Leaders are the same rows ranked, points per game first.
///
/// The screen binds to the table's `Dynamic`s and to these, and forwards keys; the run loop
/// watches ``action``.
@MainActor
public final class PlayersViewModel {
    /// Players or leaders.
    public let kind: PlayersTableKind
    /// The table of players.
    public let table: TableViewModel
    /// Whether the `?` help is up.
    public let showsHelp: Dynamic<Bool>
    /// The outcome of the last key, or what could not be read.
    public let status: Dynamic<String>
    /// What the run loop should do next; set by an intent, cleared by ``takeAction()``.
    public let action: Dynamic<PlayersAction?>
    /// The keys in force.
    public let keymap: PlayersKeymap

    private let source: any PlayerStatsSource
    private let dateFormat: LocalDateFormat
    /// The entries by row id, for Enter.
    private var entries: [String: PlayerDirectory.Entry] = [:]
    /// The players with their games, once read: nil while the leaders show from their standings
    /// alone, until a grouping or a player's page needs the games.
    private var directory: PlayerDirectory?

    /// A table of `kind` over `source`, in `.loading` until ``reload()``; `dateFormat` says in
    /// which time zone a month starts (the machine's by default; tests pin one).
    public init(
        kind: PlayersTableKind, source: any PlayerStatsSource, dateFormat: LocalDateFormat = LocalDateFormat(),
        keymap: PlayersKeymap = .players
    ) {
        self.kind = kind
        self.source = source
        self.dateFormat = dateFormat
        self.keymap = keymap
        let columns = PlayerTableRows.columns
        let empty = "no finished game yet: players appear here once a game ends"
        switch kind {
        case .players:
            table = TableViewModel(
                columns: columns, groupings: PlayerTableRows.groupings, sort: TableSort(column: 0, descending: false),
                emptyMessage: empty)
        case .leaders:
            let ppg = 1 + (columns.firstIndex { $0.key == "ppg" } ?? 0)
            table = TableViewModel(
                columns: [PlayerTableRows.rankColumn] + columns, groupings: PlayerTableRows.groupings,
                sort: TableSort(column: ppg, descending: true), showsRank: true, emptyMessage: empty)
        }
        showsHelp = Dynamic(false)
        status = Dynamic("")
        action = Dynamic(nil)
    }

    /// Reads the players again (the leaders by the source's quickest way); the first problem met
    /// is said on the status line.
    public func reload() {
        let stats: PlayersSnapshot
        do {
            switch kind {
            case .players:
                stats = try source.read()
            case .leaders:
                switch try source.leaders() {
                case .players(let read): stats = read
                case .standings(let standings): return show(standings)
                }
            }
        } catch {
            (entries, directory) = ([:], nil)
            table.fail(error.description)
            return
        }
        keep(stats)
        let directory = stats.directory
        let dateFormat = self.dateFormat
        table.show { grouping in PlayerTableRows.rows(directory, grouping: grouping, dateFormat: dateFormat) }
    }

    /// Shows the leaders from their `standings` alone: the rows not grouped come from them, and a
    /// grouping reads the players with their games (once) to make its rows.
    private func show(_ standings: [PlayerStanding]) {
        (entries, directory) = ([:], nil)
        sayWhatARatingIs()
        let dateFormat = self.dateFormat
        table.show { [weak self] grouping in
            guard grouping.key != TableGrouping.none.key else { return PlayerTableRows.rows(standings) }
            guard let directory = self?.readDirectory() else { return [] }
            return PlayerTableRows.rows(directory, grouping: grouping, dateFormat: dateFormat)
        }
    }

    /// The players with their games: read now when the leaders were shown from their standings;
    /// nil, with the reason on the status line, when they cannot be read.
    private func readDirectory() -> PlayerDirectory? {
        if let directory { return directory }
        do {
            let stats = try source.read()
            keep(stats)
            return stats.directory
        } catch {
            status.value = error.description
            return nil
        }
    }

    /// The table shows a rating, which moves with results alone: the status line says so, until a
    /// key says something else.
    private func sayWhatARatingIs() {
        if status.value.isEmpty { status.value = PlayerTables.ratingNote }
    }

    /// Keeps the players read, for Enter, and says the first problem met reading them.
    private func keep(_ stats: PlayersSnapshot) {
        directory = stats.directory
        entries = Dictionary(
            stats.directory.entries.values.map { (PlayerTableRows.id(of: $0.identity), $0) },
            uniquingKeysWith: { a, _ in a })
        if let first = stats.warnings.first {
            let more = stats.warnings.count - 1
            status.value = first + (more > 0 ? " (and \(more) more)" : "")
        } else {
            sayWhatARatingIs()
        }
    }

    /// Handles a key: closes the help if it is up, or maps the key to an intent.
    public func handle(_ key: Key) {
        if let intent = keymap.intent(for: key, closing: showsHelp, refusingOn: status) { perform(intent) }
    }

    /// Performs an intent: a key as the keymap translates it, or one a test sends.
    public func perform(_ intent: TableIntent) {
        switch intent {
        case .open:
            // From the leaders' standings the games are not read yet: a player's page needs them.
            if table.selectedRow != nil, directory == nil, readDirectory() == nil { return }
            guard let row = table.selectedRow, let entry = entries[row.id] else {
                status.value = "no player to open"
                return
            }
            status.value = ""
            action.value = .open(entry)
        case .back: action.value = .back
        case .showHelp: showsHelp.value = true
        default:
            if let said = table.perform(intent) { status.value = said }
        }
    }
}

extension PlayersViewModel {
    /// Returns the pending action and clears it.
    public func takeAction() -> PlayersAction? {
        guard let pending = action.value else { return nil }
        action.value = nil
        return pending
    }
}
