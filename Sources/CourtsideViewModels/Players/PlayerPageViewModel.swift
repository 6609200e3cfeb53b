import CourtsideCore
import CourtsideReports
import CourtsideText

/// A player's page, opened with Enter on the players or leaders screen: who they are, their
/// averages, totals and best games, and their game log as a ``TableViewModel`` (newest first,
/// sorted and grouped as the players are).
@MainActor
public final class PlayerPageViewModel {
    /// Who, averages, totals and best games.
    public let summary: PlayerSummary
    /// The game log.
    public let table: TableViewModel
    /// Whether the `?` help is up.
    public let showsHelp: Dynamic<Bool>
    /// The outcome of the last key.
    public let status: Dynamic<String>
    /// What the run loop should do next.
    public let action: Dynamic<PlayerPageAction?>
    /// The keys in force.
    public let keymap: PlayerPageKeymap

    /// The log's columns, as `courtside player` names them; the stat sheet's after the older
    /// ones (they scroll into view on a narrow terminal), the game's id last, for `resume`.
    static let columnKeys = [
        "date", "opponent", "result", "points", "fg", "rebounds", "assists", "fouls", "plus_minus", "steals",
        "blocks", "turnovers", "oreb", "dreb", "ft", "game",
    ]
    static let byMonth = TableGrouping(key: "month", label: "by month")
    static let byTeam = TableGrouping(key: "team", label: "by team")
    static let byResult = TableGrouping(key: "result", label: "by result")

    /// The page of `entry`, dates in `dateFormat`.
    public init(
        entry: PlayerDirectory.Entry, dateFormat: LocalDateFormat = LocalDateFormat(),
        keymap: PlayerPageKeymap = .playerPage
    ) {
        summary = PlayerSummary(entry, dates: dateFormat)
        self.keymap = keymap
        let log = PlayerTables.gameLog(entry.games, dateFormat: dateFormat)
        let indices = Self.columnKeys.map { key in log.columns.firstIndex { $0.key == key }! }
        let columns = indices.map { index in
            TableColumn(
                key: log.columns[index].key, title: log.columns[index].title,
                alignsRight: log.rows.first.map {
                    $0[index].alignsRight || Self.madeOfAttempted(log.columns[index].key) != nil
                }
                    ?? false)
        }
        table = TableViewModel(
            columns: columns, groupings: [.none, Self.byMonth, Self.byTeam, Self.byResult],
            sort: TableSort(column: 0, descending: true), emptyMessage: "no finished game")
        showsHelp = Dynamic(false)
        status = Dynamic("")
        action = Dynamic(nil)
        let games = entry.games
        let rows = zip(games, log.rows).map { game, cells in
            (
                game,
                indices.map { index -> TableCellViewModel in
                    // FG and FT read made/attempted and sort by made.
                    if let made = Self.madeOfAttempted(log.columns[index].key) {
                        return TableCellViewModel(
                            text: cells[index].text, sortValue: .number(Double(game.line[keyPath: made])),
                            alignsRight: true)
                    }
                    return TableCellViewModel(cells[index])
                }
            )
        }
        table.show { grouping in
            rows.map { game, cells in
                TableRowViewModel(
                    id: game.summary.id.rawValue, cells: cells, group: Self.group(of: game, grouping, dateFormat))
            }
        }
    }

    /// The made count a made/attempted column (`fg`, `ft`) sorts by; nil for any other column.
    private static func madeOfAttempted(_ key: String) -> KeyPath<GamePlayerLine, Int>? {
        switch key {
        case "fg": \.fieldGoalsMade
        case "ft": \.freeThrowsMade
        default: nil
        }
    }

    private static func group(of game: PlayerGame, _ grouping: TableGrouping, _ dates: LocalDateFormat) -> TableGroup? {
        switch grouping.key {
        case byMonth.key:
            let month = PlayerTableRows.month(of: game, dates)
            return TableGroup(title: month, order: -PlayerTableRows.monthNumber(month))
        case byTeam.key:
            return TableGroup(title: game.teamName, order: 0)
        case byResult.key:
            return game.won ? TableGroup(title: "Wins", order: 0) : TableGroup(title: "Losses", order: 1)
        default:
            return nil
        }
    }

    /// Handles a key: closes the help if it is up, or maps the key to an intent.
    public func handle(_ key: Key) {
        if let intent = keymap.intent(for: key, closing: showsHelp, refusingOn: status) { perform(intent) }
    }

    /// Performs an intent: a key as the keymap translates it, or one a test sends.
    public func perform(_ intent: TableIntent) {
        switch intent {
        case .back: action.value = .back
        case .showHelp: showsHelp.value = true
        case .open: status.value = keymap.refusal(for: .enter)
        default:
            if let said = table.perform(intent) { status.value = said }
        }
    }
}

extension PlayerPageViewModel {
    /// Returns the pending action and clears it.
    public func takeAction() -> PlayerPageAction? {
        guard let pending = action.value else { return nil }
        action.value = nil
        return pending
    }
}
