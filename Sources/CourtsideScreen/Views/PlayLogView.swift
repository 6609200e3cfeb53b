import CourtsideCore
import CourtsideText
import CourtsideViewModels

/// The play log: the latest plays, newest first, one a row, as many as its rows hold.
///
/// Each row has the team (`H` home, `A` away), the game clock, the player, the move, the score after a point, and what became of
/// the play: a corrected play is marked `*` with what it was, a deleted or undone one is dimmed and
/// says so, an inserted one is marked `+`. In edit mode the selected play is in reverse video with
/// a `▶`. A substitution has a line of its own: who came on, `SUB`, `in for` who went off. It binds to the board's `playLog` and `selectedPlay` alone, so a play entered, a
/// correction or a move of the selection redraws this view (trace id `log`) and nothing else.
@MainActor
final class PlayLogView: BoundView {
    /// Where each column starts, and how wide the player's is at the least (at 80 columns); the
    /// columns after the player's move right by what a wider log gives it (``playerWidth(in:)``).
    private static let timeColumn = 3
    private static let playerColumn = 12
    private static let playerWidth = 18
    private static let moveColumn = 31
    private static let scoreColumn = 37
    private static let noteColumn = 46
    /// The width the log has at 80 columns: the notes keep what they have there.
    private static let narrowWidth = 80

    private var lines: [PlayLogLine] = []
    private var selected: Int?

    /// A log of `board`'s plays.
    init(board: BoardPresenter) {
        super.init(id: "log")
        tokens = [
            board.playLog.bindAndFire { [weak self] in self?.update(\.lines, $0) },
            board.selectedPlay.bindAndFire { [weak self] in self?.update(\.selected, $0) },
        ]
    }

    override func draw(on canvas: Canvas) {
        guard canvas.height > 0 else { return }
        guard !lines.isEmpty else {
            canvas.text("no plays yet", row: 0, column: Self.timeColumn, style: TextStyle(.dim))
            return
        }
        let shown = lines.prefix(canvas.height)
        let extra = Self.playerWidth(shown, in: canvas.width) - Self.playerWidth
        for (row, line) in shown.enumerated() {
            draw(line, row: row, extra: extra, on: canvas)
        }
    }

    /// The player column's width: 18, or on a log wider than 80 columns as much more as its
    /// longest name shown needs and the width past 80 gives, so a wide board cuts no name it has
    /// room for.
    static func playerWidth(_ lines: some Collection<PlayLogLine>, in width: Int) -> Int {
        let widest = lines.map { DisplayWidth.of(TextSanitizer.displayForm($0.player)) }.max() ?? 0
        return playerWidth + max(0, min(widest - playerWidth, width - narrowWidth))
    }

    private func draw(_ line: PlayLogLine, row: Int, extra: Int, on canvas: Canvas) {
        let isSelected = line.sequence == selected
        var attributes: TextAttributes = line.isVoid ? [.dim] : []
        if isSelected {
            attributes.insert(.reverse)
            canvas.text("▶", row: row, column: 0, width: canvas.width, style: TextStyle(attributes), pad: true)
        }
        let plain = TextStyle(attributes)
        let accent: ColorRole = line.side == .home ? .home : .away
        // The team in a letter as well as a colour: told apart without colour too.
        canvas.text(
            line.side == .home ? "H" : "A", row: row, column: 1,
            style: TextStyle(attributes.union(.bold), color: isSelected ? nil : accent))
        canvas.text(line.time, row: row, column: Self.timeColumn, width: 8, style: plain)
        canvas.text(
            TextSanitizer.displayForm(line.player), row: row, column: Self.playerColumn,
            width: Self.playerWidth + extra,
            style: TextStyle(attributes.union(.bold), color: isSelected ? nil : accent))
        canvas.text(line.move, row: row, column: Self.moveColumn + extra, width: 5, style: plain)
        if let score = line.score {
            canvas.text(score, row: row, column: Self.scoreColumn + extra, width: 7, alignment: .trailing, style: plain)
        }
        canvas.text(Self.note(line), row: row, column: Self.noteColumn + extra, style: plain)
    }

    /// The linked assist, then what became of the play, in words: deleted, undone, corrected (and
    /// what it was), inserted.
    private static func note(_ line: PlayLogLine) -> String {
        var notes: [String] = []
        if let off = line.replaces { notes.append("in for \(TextSanitizer.displayForm(off))") }
        if let assist = line.assist { notes.append("(ast \(TextSanitizer.displayForm(assist)))") }
        if line.isDeleted { notes.append("deleted") } else if line.isUndone { notes.append("undone") }
        if let was = line.was { notes.append("* was \(TextSanitizer.displayForm(was))") }
        if line.isInserted { notes.append("+ inserted") }
        return notes.joined(separator: "  ")
    }
}
