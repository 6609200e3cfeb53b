import CourtsideCore
import CourtsideReports
import CourtsideText

/// The rows of the players and leaders tables, made from a ``PlayerDirectory`` for each grouping:
/// every player once (not grouped), under the team of their newest game (by team), or once per
/// month they played with that month's totals (by month, newest month first).
enum PlayerTableRows {
    /// The stats columns, as `courtside players` names them (W and L apart, so each sorts). The
    /// stat sheet's come after the rating: an 80-column terminal shows the columns it always
    /// did, and the rest scroll into view (``TableColumnLayout`` on the screen).
    static let columnKeys = [
        "player", "games", "wins", "losses", "ppg", "rpg", "apg", "fg_pct", "plus_minus", "rating", "spg", "bpg",
        "tpg", "oreb", "dreb", "ftm", "fta", "ft_pct",
    ]

    /// The columns of ``columnKeys``, titled as ``PlayerTables`` titles them; all but the name align right.
    static let columns: [TableColumn] = columnKeys.map { key in
        let column = PlayerTables.rowColumns.first { $0.key == key }!
        return TableColumn(key: key, title: column.title, alignsRight: key != "player")
    }

    /// The rank's column, first in the leaders table.
    static let rankColumn = TableColumn(key: "rank", title: "#", alignsRight: true)

    /// Under the team of each player's newest game.
    static let byTeam = TableGrouping(key: "team", label: "by team")
    /// Once per month played, with that month's totals, newest month first.
    static let byMonth = TableGrouping(key: "month", label: "by month")

    /// The groupings `g` steps through.
    static let groupings = [TableGrouping.none, byTeam, byMonth]

    private static let indices = columnKeys.map { key in PlayerTables.rowColumns.firstIndex { $0.key == key }! }

    /// The row id of a player: `#3`, or `name:ann` for a name no registry line claims.
    static func id(of identity: PlayerIdentity) -> String { identity.key }

    /// The rows for `grouping`, players A to Z.
    static func rows(
        _ directory: PlayerDirectory, grouping: TableGrouping, dateFormat: LocalDateFormat
    ) -> [TableRowViewModel] {
        let entries = directory.sortedByName
        switch grouping.key {
        case byTeam.key:
            let teams = entries.map { $0.games.first?.teamName ?? "" }
            let order = Dictionary(
                Set(teams.map { $0.lowercased() }).sorted().enumerated().map { ($1, $0) },
                uniquingKeysWith: { a, _ in a })
            return zip(entries, teams).map { entry, team in
                row(entry, games: entry.games, group: TableGroup(title: team, order: order[team.lowercased()] ?? 0))
            }
        case byMonth.key:
            return entries.flatMap { entry in
                var months: [String: [PlayerGame]] = [:]
                for game in entry.games { months[month(of: game, dateFormat), default: []].append(game) }
                return months.keys.sorted().map { month in
                    row(entry, games: months[month] ?? [], group: TableGroup(title: month, order: -monthNumber(month)))
                }
            }
        default:
            return entries.map { row($0, games: $0.games, group: nil) }
        }
    }

    /// The rows of `standings`, not grouped: the leaders from the index's sums, which know no games.
    static func rows(_ standings: [PlayerStanding]) -> [TableRowViewModel] {
        standings.sorted(by: PlayerStanding.byName).map { row($0, group: nil) }
    }

    /// `2025-11`, local time.
    static func month(of game: PlayerGame, _ dateFormat: LocalDateFormat) -> String {
        String(dateFormat.string(ms: game.summary.createdMs).prefix(7))
    }

    /// 202511 for `2025-11`, so newer months sort first as their negation.
    static func monthNumber(_ month: String) -> Int {
        Int(month.filter(\.isNumber)) ?? 0
    }

    private static func row(_ entry: PlayerDirectory.Entry, games: [PlayerGame], group: TableGroup?)
        -> TableRowViewModel
    {
        row(PlayerStanding(entry, games: games), group: group)
    }

    private static func row(_ standing: PlayerStanding, group: TableGroup?) -> TableRowViewModel {
        let cells = PlayerTables.row(standing)
        return TableRowViewModel(
            id: id(of: standing.identity), cells: indices.map { TableCellViewModel(cells[$0]) }, group: group)
    }
}
