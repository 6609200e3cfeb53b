import CourtsideCore
import CourtsideText
import CourtsideViewModels

/// The title bar of the game list, in reverse video: where the library is, how the list is
/// grouped, and how many games it holds.
@MainActor
final class GameListTitleView: BoundView {
    private let location: String
    private var grouping = GameListGrouping.status
    private var counts: (games: Int, unreadable: Int)?

    init(viewModel: any GameListViewModelProtocol, location: String) {
        self.location = TextSanitizer.displayForm(location)
        super.init(id: "title")
        tokens = [
            viewModel.grouping.bindAndFire { [weak self] in self?.update(\.grouping, $0) },
            viewModel.state.bindAndFire { [weak self] value in
                guard let self else { return }
                let counts = Self.counts(value)
                guard self.counts?.games != counts?.games || self.counts?.unreadable != counts?.unreadable else {
                    return
                }
                self.counts = counts
                self.markDirty()
            },
        ]
    }

    /// Readable games (each once, though grouping by team lists a game under both teams) and
    /// unreadable ones; nil until loaded.
    private static func counts(_ state: GameListState) -> (games: Int, unreadable: Int)? {
        switch state {
        case .loading, .failed: return nil
        case .empty: return (0, 0)
        case .loaded(let sections):
            var ids = Set<String>()
            var unreadable = 0
            for item in sections.flatMap(\.items) {
                switch item {
                case .game(let row): ids.insert(row.id.rawValue)
                case .problem: unreadable += 1
                }
            }
            return (ids.count, unreadable)
        }
    }

    override func draw(on canvas: Canvas) {
        var right = "grouped \(grouping.label)"
        if let counts {
            right =
                "\(counts.games) game\(counts.games == 1 ? "" : "s")"
                + (counts.unreadable > 0 ? ", \(counts.unreadable) unreadable" : "") + " · " + right
        }
        let (column, room) = canvas.titleBar(right: right)
        guard room > 8 else { return }
        canvas.text(
            "games in " + Self.tail(of: location, width: room - 9), row: 0, column: column,
            style: TextStyle(.reverse))
    }

    /// The end of `text` within `width` columns, "…" in front when cut: the end of a path says most.
    static func tail(of text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        guard DisplayWidth.of(text) > width else { return text }
        var kept: [Character] = []
        var used = DisplayWidth.of(TextFitter.ellipsis)
        for character in text.reversed() {
            let columns = DisplayWidth.of(character)
            if used + columns > width { break }
            used += columns
            kept.append(character)
        }
        return String(TextFitter.ellipsis) + String(kept.reversed())
    }
}
