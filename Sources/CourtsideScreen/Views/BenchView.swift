import CourtsideCore
import CourtsideText
import CourtsideViewModels

/// The bench row under the panels, in a game where a team has more than three players: each
/// team's bench in its half (home left, as in the header), every player with the digit `B` brings
/// them on by: `Hawks bench  1 Dee  2 Gus` (one space apart on a compact board's 64 columns). Names that do not fit are counted (`+2`), never cut
/// mid-list. Bound to the board's `bench` alone: a substitution redraws it (trace id `bench`).
@MainActor
final class BenchView: BoundView {
    /// The longest a name gets in the row, so one long name leaves room for the rest.
    private static let nameWidth = 14

    private let teamNames: [String]
    private var bench: BenchLine

    /// The bench row of `board`.
    init(board: BoardPresenter) {
        teamNames = [board.homeName, board.awayName].map(TextSanitizer.displayForm)
        bench = board.bench.value
        super.init(id: "bench")
        tokens = [
            board.bench.bind { [weak self] in self?.update(\.bench, $0) }
        ]
    }

    /// Whether a team has a bench: the layout gives the row then.
    var isShown: Bool { bench.isShown }

    override func draw(on canvas: Canvas) {
        guard canvas.height > 0 else { return }
        let half = canvas.width / 2
        draw(.home, column: 1, width: half - 2, on: canvas)
        draw(.away, column: half + 1, width: canvas.width - half - 2, on: canvas)
    }

    /// One team's bench in `width` columns from `column`.
    private func draw(_ side: Side, column: Int, width: Int, on canvas: Canvas) {
        guard width > 0 else { return }
        let accent: ColorRole = side == .home ? .home : .away
        let title = TextFitter.truncate(teamNames[side == .home ? 0 : 1], width: max(1, width / 3)) + " bench"
        canvas.text(title, row: 0, column: column, width: width, style: TextStyle(.bold, color: accent))
        // Two columns between names where a half has the room (80 columns), one where it has not.
        let gap = width >= 36 ? 2 : 1
        var at = column + DisplayWidth.of(title) + gap
        let end = column + width
        let names = bench.names(side)
        guard !names.isEmpty else {
            canvas.text("none", row: 0, column: at, width: max(0, end - at), style: TextStyle(.dim))
            return
        }
        for (index, name) in names.enumerated() {
            let digit = "\(index + 1) "
            let shown = TextFitter.truncate(name, width: Self.nameWidth)
            let left = names.count - index
            // Room for this one, and for the count of those after it unless it is the last.
            let need = digit.count + DisplayWidth.of(shown) + (left > 1 ? gap + "+\(left - 1)".count : 0)
            guard at + need <= end else {
                canvas.text("+\(left)", row: 0, column: at, width: max(0, end - at), style: TextStyle(.dim))
                return
            }
            canvas.text(digit, row: 0, column: at, style: TextStyle(.dim))
            canvas.text(shown, row: 0, column: at + digit.count, style: TextStyle(color: accent))
            at += digit.count + DisplayWidth.of(shown) + gap
        }
    }
}
