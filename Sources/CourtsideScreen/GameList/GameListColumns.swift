import CourtsideCore
import CourtsideText
import CourtsideViewModels

/// The column widths of the game list's rows, from what the rows hold and the room there is, so
/// teams, score, status, clock and date line up under their headings.
///
/// Every column but the teams is as wide as its widest cell (within a cap); the teams take the rest.
/// On a narrow terminal the status gives way first, down to "in progress".
struct GameListColumns: Hashable {
    /// The columns before the teams: the selection mark and the warning mark.
    static let markWidth = 3
    /// Spaces between columns.
    static let gap = 2
    /// The words over the columns; a column is as wide as its heading or widest cell, within a cap.
    static let headings = (teams: "TEAMS", score: "SCORE", status: "STATUS", clock: "CLOCK", date: "LAST PLAYED")

    let teams: Int
    let score: Int
    let status: Int
    let clock: Int
    let date: Int

    init(rows: [GameListRow], width: Int) {
        func widest(_ cells: [String], heading: String, cap: Int) -> Int {
            min(cap, cells.reduce(DisplayWidth.of(heading)) { max($0, DisplayWidth.of($1)) })
        }
        let headings = Self.headings
        score = widest(rows.map(\.score), heading: headings.score, cap: 11)
        clock = widest(rows.map(\.clock), heading: headings.clock, cap: 11)
        date = widest(rows.map(\.date), heading: headings.date, cap: 16)
        let status = widest(rows.map { TextSanitizer.displayForm($0.statusText) }, heading: headings.status, cap: 22)
        let fixed = Self.markWidth + 4 * Self.gap + score + clock + date
        let teamsWanted = 24
        let statusRoom = max(DisplayWidth.of("in progress"), width - fixed - teamsWanted)
        self.status = min(status, statusRoom)
        teams = max(8, width - fixed - self.status)
    }

    /// The cells of a line and where each goes: (text, column, width, alignment).
    func cells(
        teams: String, score: String, status: String, clock: String, date: String
    ) -> [(text: String, column: Int, width: Int, alignment: TextAlignment)] {
        var column = Self.markWidth
        var cells: [(text: String, column: Int, width: Int, alignment: TextAlignment)] = []
        for (text, width, alignment) in [
            (teams, self.teams, TextAlignment.leading), (score, self.score, .center), (status, self.status, .leading),
            (clock, self.clock, .trailing), (date, self.date, .leading),
        ] {
            cells.append((text, column, width, alignment))
            column += width + Self.gap
        }
        return cells
    }

    /// "Home vs Away" in display form within `width` columns: when both do not fit, each name is cut
    /// to its share, so neither team disappears.
    static func teams(home: String, away: String, width: Int) -> String {
        let home = TextSanitizer.displayForm(home)
        let away = TextSanitizer.displayForm(away)
        let separator = " vs "
        let room = width - DisplayWidth.of(separator)
        let homeWidth = DisplayWidth.of(home)
        let awayWidth = DisplayWidth.of(away)
        guard homeWidth + awayWidth > room, room >= 2 else { return home + separator + away }
        let half = room / 2
        let homeRoom = awayWidth < half ? room - awayWidth : max(half, room - awayWidth)
        let cutHome = TextFitter.truncate(home, width: homeRoom)
        let cutAway = TextFitter.truncate(away, width: room - DisplayWidth.of(cutHome))
        return cutHome + separator + cutAway
    }
}
