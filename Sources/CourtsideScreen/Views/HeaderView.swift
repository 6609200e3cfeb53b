import CourtsideCore
import CourtsideReports
import CourtsideViewModels

/// The top of the scoreboard: team names, the score as large as fits, the clock and its state.
///
/// Once the game is won (bound to `isFinished`, so an undo of the winning move takes it away) the
/// header shows the worm chart of both scores over game time where the big digits were, the final
/// score staying in its top edge: at the final whistle the scorer sees how the game went. A taller
/// header keeps the digits and puts the chart under them.
@MainActor
final class HeaderView: BoundView {
    /// The fewest rows the chart is drawn in: two plot rows, the axis, its labels and the legend.
    static let minimumChartHeight = 5
    /// Inner rows from which the digits stay above the chart.
    static let digitsWithChartHeight = 13

    private let homeName: String
    private let awayName: String
    private let gameID: String
    private var homeScore = 0
    private var awayScore = 0
    private var time = ""
    /// The row the last whole draw put the clock on; nil until then.
    private var clockRow: Int?
    /// Where the time text starts on that row, and how wide it was.
    private var timeColumn = 0
    private var timeColumns = 0
    private var clockState = ClockState.paused
    private var isFinished = false
    private let scorePoints: (@MainActor () -> [ScorePoint])?
    /// Whether the digits grow with a tall header (a projector), not only with a wide one.
    private let largeDigits: Bool

    /// A header for `board`; `scorePoints` gives the score progression charted at FINAL (none when
    /// nil). With `largeDigits` the score's digits fill a large header, two to four rows per pixel.
    init(
        board: any BoardPresenterProtocol, scorePoints: (@MainActor () -> [ScorePoint])? = nil,
        largeDigits: Bool = false
    ) {
        self.scorePoints = scorePoints
        self.largeDigits = largeDigits
        homeName = TextSanitizer.displayForm(board.homeName)
        awayName = TextSanitizer.displayForm(board.awayName)
        gameID = board.gameID.rawValue
        super.init(id: "header")
        tokens = [
            board.homeScore.bindAndFire { [weak self] in self?.update(\.homeScore, $0) },
            board.awayScore.bindAndFire { [weak self] in self?.update(\.awayScore, $0) },
            board.time.bindAndFire { [weak self] in self?.updateTime($0) },
            board.clockState.bindAndFire { [weak self] in self?.update(\.clockState, $0) },
            board.isFinished.bindAndFire { [weak self] in self?.update(\.isFinished, $0) },
        ]
    }

    private func update<Value: Equatable>(_ field: ReferenceWritableKeyPath<HeaderView, Value>, _ value: Value) {
        guard self[keyPath: field] != value else { return }
        self[keyPath: field] = value
        markDirty()
    }

    /// A new tenth changes one row: only that row is repainted (see ``drawChanges(on:)``).
    private func updateTime(_ value: String) {
        guard time != value else { return }
        time = value
        markPartlyDirty()
    }

    /// Repaints the time where the last whole draw put it; the whole clock row when its width changed.
    override func drawChanges(on canvas: Canvas) {
        guard let clockRow, canvas.width > 2 else { return draw(on: canvas) }
        if TextWidth.columns(of: time) == timeColumns {
            canvas.text(time, row: clockRow, column: timeColumn)
            return
        }
        canvas.text("", row: clockRow, column: 1, width: canvas.width - 2, pad: true)
        drawClock(canvas, row: clockRow, innerWidth: canvas.width - 2)
    }

    override func draw(on canvas: Canvas) {
        clockRow = nil
        canvas.box(.light, title: "courtside")
        let innerWidth = canvas.width - 2
        let innerHeight = canvas.height - 2
        guard innerWidth > 0, innerHeight > 0 else { return }
        let score = ScoreFormat.string(home: homeScore, away: awayScore)
        canvas.text(" \(score) ", row: 0, column: 1, width: innerWidth, alignment: .center, style: TextStyle(.bold))
        canvas.text(" game \(gameID) ", row: canvas.height - 1, column: 1, width: innerWidth - 1, alignment: .trailing)

        let bottomRow = canvas.height - 2
        if isFinished, let scorePoints, innerHeight - 1 >= Self.minimumChartHeight {
            let clockRow = bottomRow
            var chartTop = 1
            if innerHeight >= Self.digitsWithChartHeight {
                chartTop = drawScore(canvas, top: 1, lastRow: clockRow - Self.minimumChartHeight - 2) + 2
            }
            WormChartDrawing.draw(
                points: scorePoints(), homeName: homeName, awayName: awayName, on: canvas,
                area: Rect(row: chartTop, column: 2, width: innerWidth - 2, height: clockRow - chartTop))
            drawClock(canvas, row: clockRow, innerWidth: innerWidth)
            self.clockRow = clockRow
            return
        }

        let size = digitSize(innerWidth: innerWidth, rows: innerHeight - 2)
        let blockHeight = (size.map { BigDigits.height * $0.rows } ?? 1) + 2
        let top = 1 + max(0, (innerHeight - blockHeight) / 2)
        let lastRow = min(top + blockHeight - 1, bottomRow)
        drawScore(canvas, top: top, lastRow: lastRow - 1)
        drawClock(canvas, row: lastRow, innerWidth: innerWidth)
        self.clockRow = lastRow
    }

    /// Columns and rows per pixel of the largest digits that fit beside the names in `rows` rows,
    /// nil when only a line fits. Without ``largeDigits`` a pixel is one row high.
    private func digitSize(innerWidth: Int, rows: Int) -> (columns: Int, rows: Int)? {
        let digits = "\(homeScore)-\(awayScore)"
        let sideRoom = 12
        func fits(_ columns: Int) -> Bool { BigDigits.width(digits, scale: columns) + 2 * sideRoom + 4 <= innerWidth }
        if largeDigits {
            // Two columns per row keep the pixels about square.
            for rowScale in [4, 3, 2] where BigDigits.height * rowScale <= rows && fits(2 * rowScale) {
                return (2 * rowScale, rowScale)
            }
        }
        guard rows >= BigDigits.height, let columns = [2, 1].first(where: fits) else { return nil }
        return (columns, 1)
    }

    /// Draws the score with the names beside it from `top`, as big digits when they fit above
    /// `lastRow`, else as one line; returns the last row used.
    @discardableResult
    private func drawScore(_ canvas: Canvas, top: Int, lastRow: Int) -> Int {
        let innerWidth = canvas.width - 2
        let digits = "\(homeScore)-\(awayScore)"
        if let size = digitSize(innerWidth: innerWidth, rows: lastRow - top + 1),
            let rows = BigDigits.rows(digits, scale: size.columns, rowScale: size.rows)
        {
            let scale = size.columns
            let width = BigDigits.width(digits, scale: scale)
            let left = 1 + (innerWidth - width) / 2
            let homeWidth = BigDigits.width("\(homeScore)", scale: scale)
            let awayWidth = BigDigits.width("\(awayScore)", scale: scale)
            for (offset, row) in rows.enumerated() {
                let characters = Array(row)
                let home = String(characters.prefix(homeWidth))
                let away = String(characters.suffix(awayWidth))
                let middle = String(characters.dropFirst(homeWidth).dropLast(awayWidth))
                canvas.text(home, row: top + offset, column: left, style: TextStyle(.bold, color: .home))
                canvas.text(middle, row: top + offset, column: left + homeWidth)
                canvas.text(
                    away, row: top + offset, column: left + width - awayWidth, style: TextStyle(.bold, color: .away))
            }
            let nameWidth = left - 4
            drawNames(canvas, row: top + rows.count / 2 - 1, nameWidth: nameWidth, awayColumn: left + width + 2)
            return top + rows.count - 1
        }
        let line = "\(homeScore) - \(awayScore)"
        let width = TextWidth.columns(of: line)
        let left = 1 + (innerWidth - width) / 2
        canvas.text(line, row: top, column: left, style: TextStyle(.bold))
        drawNames(canvas, row: top, nameWidth: left - 4, awayColumn: left + width + 2)
        return top + 1
    }

    private func drawNames(_ canvas: Canvas, row: Int, nameWidth: Int, awayColumn: Int) {
        guard nameWidth > 0 else { return }
        canvas.text(homeName, row: row, column: 2, width: nameWidth, style: TextStyle(.bold, color: .home))
        canvas.text("HOME", row: row + 1, column: 2, width: nameWidth, style: TextStyle(.dim))
        canvas.text(
            awayName, row: row, column: awayColumn, width: nameWidth, alignment: .trailing,
            style: TextStyle(.bold, color: .away))
        canvas.text(
            "AWAY", row: row + 1, column: awayColumn, width: nameWidth, alignment: .trailing, style: TextStyle(.dim))
    }

    private func drawClock(_ canvas: Canvas, row: Int, innerWidth: Int) {
        let state: String
        let style: TextStyle
        switch clockState {
        case .running:
            state = "RUNNING"
            style = TextStyle(.bold, color: .running)
        case .paused:
            state = "PAUSED"
            style = TextStyle(.bold)
        case .final(let winner):
            state = "FINAL: \(winner == .home ? homeName : awayName) win"
            style = TextStyle([.bold, .reverse], color: .final)
        }
        let line = "\(time)   \(state)"
        let width = min(innerWidth, TextWidth.columns(of: line))
        let left = 1 + (innerWidth - width) / 2
        // Plain on purpose: a tenth then costs the terminal one cursor move and one digit, with no
        // attribute sequences around it.
        canvas.text(time, row: row, column: left, width: innerWidth - (left - 1))
        timeColumn = left
        timeColumns = TextWidth.columns(of: time)
        let stateColumn = left + timeColumns + 3
        canvas.text(state, row: row, column: stateColumn, width: max(0, canvas.width - 1 - stateColumn), style: style)
    }
}
