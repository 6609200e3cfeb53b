import CourtsideCore
import CourtsideViewModels

/// The top of the scoreboard: team names, the score as large as fits, the clock and its state.
@MainActor
final class HeaderView: BoundView {
    private let homeName: String
    private let awayName: String
    private let gameID: String
    private var score = ""
    private var homeScore = 0
    private var awayScore = 0
    private var time = ""
    private var clockState = ClockState.paused

    init(viewModel: any ScoreboardViewModelProtocol) {
        homeName = TextSanitizer.displayForm(viewModel.homeName)
        awayName = TextSanitizer.displayForm(viewModel.awayName)
        gameID = viewModel.gameID.rawValue
        super.init(id: "header")
        tokens = [
            viewModel.score.bindAndFire { [weak self] in self?.update(\.score, $0) },
            viewModel.homeScore.bindAndFire { [weak self] in self?.update(\.homeScore, $0) },
            viewModel.awayScore.bindAndFire { [weak self] in self?.update(\.awayScore, $0) },
            viewModel.time.bindAndFire { [weak self] in self?.update(\.time, $0) },
            viewModel.clockState.bindAndFire { [weak self] in self?.update(\.clockState, $0) },
        ]
    }

    private func update<Value: Equatable>(_ field: ReferenceWritableKeyPath<HeaderView, Value>, _ value: Value) {
        guard self[keyPath: field] != value else { return }
        self[keyPath: field] = value
        markDirty()
    }

    override func draw(on canvas: Canvas) {
        canvas.box(.light, title: "courtside")
        let innerWidth = canvas.width - 2
        let innerHeight = canvas.height - 2
        guard innerWidth > 0, innerHeight > 0 else { return }
        canvas.text(" \(score) ", row: 0, column: 1, width: innerWidth, alignment: .center, style: TextStyle(.bold))
        canvas.text(" game \(gameID) ", row: canvas.height - 1, column: 1, width: innerWidth - 1, alignment: .trailing)

        let digits = "\(homeScore)-\(awayScore)"
        let sideRoom = 12
        let scale = [2, 1].first { BigDigits.width(digits, scale: $0) + 2 * sideRoom + 4 <= innerWidth }
        let blockHeight = (scale == nil ? 1 : BigDigits.height) + 2
        let top = 1 + max(0, (innerHeight - blockHeight) / 2)
        let clockRow = min(top + blockHeight - 1, canvas.height - 2)

        if let scale, let rows = BigDigits.rows(digits, scale: scale), top + BigDigits.height <= clockRow {
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
        } else {
            let line = "\(homeScore) - \(awayScore)"
            let width = TextWidth.columns(of: line)
            let left = 1 + (innerWidth - width) / 2
            canvas.text(line, row: top, column: left, style: TextStyle(.bold))
            drawNames(canvas, row: top, nameWidth: left - 4, awayColumn: left + width + 2)
        }
        drawClock(canvas, row: clockRow, innerWidth: innerWidth)
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
        let stateColumn = left + TextWidth.columns(of: time) + 3
        canvas.text(state, row: row, column: stateColumn, width: max(0, canvas.width - 1 - stateColumn), style: style)
    }
}
