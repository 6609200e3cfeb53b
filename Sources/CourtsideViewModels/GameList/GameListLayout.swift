import CourtsideCore
import CourtsideText

/// Turns a library listing into the sections the list shows.
enum GameListLayout {
    /// The sections for a grouping: status groups (in progress, then finished) or one per team,
    /// each newest first; unreadable games last. Empty sections are left out.
    static func sections(
        for listing: LibraryListing, grouping: GameListGrouping, dateFormat: LocalDateFormat, nowMs: Int64
    ) -> [GameListSection] {
        // Sorted again so a library that does not sort cannot scramble the list.
        let summaries = listing.summaries.sorted(by: GameSummary.newestFirst)
        let rows = summaries.map { GameListRow(summary: $0, dateFormat: dateFormat, nowMs: nowMs) }
        var sections = grouping == .status ? byStatus(rows) : byTeam(rows)
        if !listing.problems.isEmpty {
            let items = listing.problems.map { GameListItem.problem(GameListProblemRow(problem: $0)) }
            sections.append(GameListSection(kind: .problems, title: "Unreadable (\(items.count))", items: items))
        }
        return sections
    }

    private static func byStatus(_ rows: [GameListRow]) -> [GameListSection] {
        [(GameStatus.inProgress, "In progress"), (.finished, "Finished")].compactMap { status, title in
            let items = rows.filter { $0.status == status }.map(GameListItem.game)
            guard !items.isEmpty else { return nil }
            return GameListSection(kind: .status(status), title: "\(title) (\(items.count))", items: items)
        }
    }

    /// Teams are told apart as the core tells team names apart (ignoring case); a group takes the
    /// spelling of its newest game.
    private static func byTeam(_ rows: [GameListRow]) -> [GameListSection] {
        var order: [String] = []
        var names: [String: String] = [:]
        var groups: [String: [GameListItem]] = [:]
        for row in rows {
            for name in [row.homeName, row.awayName] {
                let key = name.lowercased()
                if groups[key] == nil {
                    order.append(key)
                    names[key] = name
                }
                groups[key, default: []].append(.game(row))
            }
        }
        return order.sorted().map { key in
            let items = groups[key] ?? []
            let name = names[key] ?? key
            return GameListSection(kind: .team(name), title: "\(name) (\(items.count))", items: items)
        }
    }
}
