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

    /// A header for `board`; `scorePoints` gives the score progression charted at FINAL (none when nil).
    init(board: any BoardPresenterProtocol, scorePoints: (@MainActor () -> [ScorePoint])? = nil) {
        self.scorePoints = scorePoints
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

        let scale = scale(for: innerWidth)
        let blockHeight = (scale == nil ? 1 : BigDigits.height) + 2
        let top = 1 + max(0, (innerHeight - blockHeight) / 2)
        let lastRow = min(top + blockHeight - 1, bottomRow)
        drawScore(canvas, top: top, lastRow: lastRow - 1)
        drawClock(canvas, row: lastRow, innerWidth: innerWidth)
        self.clockRow = lastRow
    }

    /// Columns per pixel of the digits that fit beside the names, nil when only a line fits.
    private func scale(for innerWidth: Int) -> Int? {
        let digits = "\(homeScore)-\(awayScore)"
        let sideRoom = 12
        return [2, 1].first { BigDigits.width(digits, scale: $0) + 2 * sideRoom + 4 <= innerWidth }
    }

    /// Draws the score with the names beside it from `top`, as big digits when they fit above
    /// `lastRow`, else as one line; returns the last row used.
    @discardableResult
    private func drawScore(_ canvas: Canvas, top: Int, lastRow: Int) -> Int {
        let innerWidth = canvas.width - 2
        let digits = "\(homeScore)-\(awayScore)"
        if let scale = scale(for: innerWidth), let rows = BigDigits.rows(digits, scale: scale),
            top + BigDigits.height - 1 <= lastRow
        {
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
            drawNames(canvas, row: top + 1, nameWidth: nameWidth, awayColumn: left + width + 2)
            return top + BigDigits.height - 1
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
