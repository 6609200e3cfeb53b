import CourtsideCore
import CourtsideText
import CourtsideViewModels

/// The middle of the scoreboard's header: the score as large as the window allows, the clock and
/// its state. The teams' names and totals sit on either side of it, each a view of its own
/// (``TeamHeaderView``); the three draw one box together, this one its top and bottom edges with
/// the score in the top edge and the rules in the bottom one ("to 15 · win by 2").
///
/// The digits grow with the window: half-height blocks on a compact board, five rows, then two to
/// four rows per pixel on tall windows. Once the game is won (bound to `isFinished`, so an undo of
/// the winning move takes it away) the header keeps the score as large as it can while leaving
/// room under it for the worm chart of both scores over game time, at least
/// ``minimumChartHeight`` rows; where the chart cannot get them it is left out, and the score stays.
///
/// On an audience board's large window (``isLarge``) the clock is drawn in the score's block font
/// under the digits, its state (RUNNING, PAUSED) beside it; once the game is won, FINAL takes the
/// clock's place, the winner and the time beside it, and the chart is left to the scorer's board.
/// A tenth then repaints the clock's changed glyphs alone. The time's words ("left", "of 10:00")
/// go beside the block digits, which have no lower case.
///
/// A game with a shot clock shows it beside the game clock (`shot 12`, whole seconds); a new second
/// of it repaints its two digits alone, as a tenth repaints the time.
@MainActor
final class HeaderView: BoundView {
    /// The fewest rows the chart is drawn in: four plot rows, the axis, its labels and the legend.
    static let minimumChartHeight = 7

    private let homeName: String
    private let awayName: String
    private let rulesText: String
    private var homeScore = 0
    private var awayScore = 0
    private var time = ""
    /// The shot clock's two digits; empty without one.
    private var shotClock = ""
    /// Whether the shot clock changed since the last draw (a tenth alone leaves it be).
    private var shotClockChanged = false
    /// Where the last draw put the shot clock's digits; nil when it did not.
    private var shotClockAt: (row: Int, column: Int)?
    /// The row the last whole draw put the clock on; nil until then.
    private var clockRow: Int?
    /// Where the time text starts on that row, and how wide it was.
    private var timeColumn = 0
    private var timeColumns = 0
    /// Where the last whole draw put the block clock (a large window), the digits it drew in
    /// blocks and the whole time they came from.
    private var blockClock: (top: Int, left: Int, size: BlockSize, text: String, time: String)?
    private var clockState = ClockState.paused
    private var isFinished = false
    private let scorePoints: (@MainActor () -> [ScorePoint])?
    /// Whether the clock and FINAL are drawn in blocks (``ScoreboardLayout/isLarge``).
    var isLarge = false {
        didSet { if isLarge != oldValue { markDirty() } }
    }

    /// A header for `board`; `scorePoints` gives the score progression charted at FINAL (none when
    /// nil).
    init(board: BoardPresenter, time: Dynamic<String>? = nil, scorePoints: (@MainActor () -> [ScorePoint])? = nil) {
        self.scorePoints = scorePoints
        homeName = TextSanitizer.displayForm(board.homeName)
        awayName = TextSanitizer.displayForm(board.awayName)
        rulesText = TextSanitizer.displayForm(board.rulesText)
        super.init(id: "header")
        tokens = [
            board.homeScore.bindAndFire { [weak self] in self?.update(\.homeScore, $0) },
            board.awayScore.bindAndFire { [weak self] in self?.update(\.awayScore, $0) },
            (time ?? board.time).bindAndFire { [weak self] in self?.updateTime($0) },
            board.shotClock.bindAndFire { [weak self] in self?.updateShotClock($0) },
            board.clockState.bindAndFire { [weak self] in self?.update(\.clockState, $0) },
            board.isFinished.bindAndFire { [weak self] in self?.update(\.isFinished, $0) },
        ]
    }

    /// A new tenth changes one row: only that row is repainted (see ``drawChanges(on:)``).
    private func updateTime(_ value: String) {
        guard time != value else { return }
        time = value
        markPartlyDirty()
    }

    /// A new second of the shot clock changes its two digits: only they are repainted.
    private func updateShotClock(_ value: String) {
        guard shotClock != value else { return }
        let appears = shotClock.isEmpty != value.isEmpty
        shotClock = value
        shotClockChanged = true
        if appears { markDirty() } else { markPartlyDirty() }
    }

    /// Repaints the shot clock's digits where the last draw put them, if they changed.
    private func drawShotClockChange(on canvas: Canvas) {
        guard shotClockChanged else { return }
        shotClockChanged = false
        guard let shotClockAt else { return }
        canvas.text(shotClock, row: shotClockAt.row, column: shotClockAt.column, style: ClockText.shotStyle)
    }

    /// Repaints the time where the last whole draw put it; the whole clock row when its width changed.
    override func drawChanges(on canvas: Canvas) {
        if let blockClock {
            let (digits, words) = ClockText.split(time)
            guard digits.count == blockClock.text.count, words == ClockText.split(blockClock.time).words else {
                return draw(on: canvas)
            }
            drawShotClockChange(on: canvas)
            // Only the glyphs that changed: a tenth is one glyph, a second two.
            for (index, (old, new)) in zip(blockClock.text, digits).enumerated() where old != new {
                let left = blockClock.left + BlockFont.offset(ofGlyph: index, scale: blockClock.size.columns)
                for (offset, row) in (blockClock.size.lines(String(new)) ?? []).enumerated() {
                    canvas.text(row, row: blockClock.top + offset, column: left)
                }
            }
            self.blockClock?.text = digits
            self.blockClock?.time = time
            return
        }
        guard let clockRow, canvas.width > 0 else { return draw(on: canvas) }
        if DisplayWidth.of(time) == timeColumns {
            canvas.text(time, row: clockRow, column: timeColumn)
            drawShotClockChange(on: canvas)
            return
        }
        canvas.text("", row: clockRow, column: 0, width: canvas.width, pad: true)
        drawClock(canvas, row: clockRow, innerWidth: canvas.width)
        shotClockChanged = false
    }

    override func draw(on canvas: Canvas) {
        clockRow = nil
        blockClock = nil
        shotClockAt = nil
        shotClockChanged = false
        canvas.box(.light, sides: [])
        let score = ScoreFormat.string(home: homeScore, away: awayScore)
        canvas.text(
            " \(score) ", row: 0, column: 0, width: canvas.width, alignment: .center, style: TextStyle(.bold))
        canvas.text(" \(rulesText) ", row: canvas.height - 1, column: 0, width: canvas.width, alignment: .center)
        let inner = canvas.height - 2
        guard canvas.width > 0, inner > 0 else { return }
        let clockRow = canvas.height - 2
        if isLarge, drawLarge(canvas, inner: inner) { return }

        if isFinished, let scorePoints,
            let size = digitSize(width: canvas.width, rows: inner - 2 - Self.minimumChartHeight)
        {
            // The score stays as large as leaves the chart its rows, the chart under it.
            let top = drawScore(canvas, size: size, top: 1) + 2
            WormChartDrawing.draw(
                points: scorePoints(), homeName: homeName, awayName: awayName, on: canvas,
                area: Rect(row: top, column: 1, width: canvas.width - 2, height: clockRow - top))
            drawClock(canvas, row: clockRow, innerWidth: canvas.width)
            self.clockRow = clockRow
            return
        }

        let size = digitSize(width: canvas.width, rows: inner - 1)
        let digitRows = size?.height ?? 1
        // The digits, a blank row where there is room, and the clock, centred together.
        let gap = inner >= digitRows + 2 ? 1 : 0
        let block = digitRows + gap + 1
        let top = 1 + max(0, (inner - block) / 2)
        if let size {
            drawScore(canvas, size: size, top: top)
        } else {
            canvas.text(
                "\(homeScore) - \(awayScore)", row: top, column: 0, width: canvas.width, alignment: .center,
                style: TextStyle(.bold))
        }
        let row = min(top + digitRows + gap, clockRow)
        drawClock(canvas, row: row, innerWidth: canvas.width)
        self.clockRow = row
    }

    /// The largest digits that fit `width` columns (with a column spare each side) and `rows`
    /// rows; nil when only a line fits.
    private func digitSize(width: Int, rows: Int) -> BlockSize? {
        let digits = "\(homeScore)-\(awayScore)"
        return BlockSize.all.first { size in
            size.height <= rows && size.width(digits) + 2 <= width
        }
    }

    /// The large window's header: the score, a blank row, then the clock in blocks (FINAL once the
    /// game is won) with what goes with it beside it, as large as fit `inner` rows, the score
    /// first; false when even the smallest do not fit (the ordinary header is drawn then).
    private func drawLarge(_ canvas: Canvas, inner: Int) -> Bool {
        let word: String
        let wordStyle: TextStyle
        var beside: [(String, TextStyle)]
        let (clockDigits, clockWords) = ClockText.split(time)
        switch clockState {
        case .running:
            (word, wordStyle, beside) = (clockDigits, .plain, [("RUNNING", TextStyle(.bold, color: .running))])
        case .paused:
            (word, wordStyle, beside) = (clockDigits, .plain, [("PAUSED", TextStyle(.bold))])
        case .final(let winner, let confirmed):
            let line = "\(winner == .home ? homeName : awayName) win"
            (word, wordStyle, beside) = (
                confirmed ? ClockState.confirmedFinal : "FINAL", TextStyle(.bold, color: .final),
                [(line, TextStyle([.bold, .reverse], color: .final)), (time, .plain)]
            )
        }
        let isClock = word == clockDigits
        if isClock && !clockWords.isEmpty { beside.append((clockWords, .plain)) }
        // The shot clock last, its digits at the line's end so a new second repaints them alone.
        let shotLine = isClock && !shotClock.isEmpty ? beside.count : nil
        if shotLine != nil { beside.append((ClockText.shotLabel + shotClock, ClockText.shotStyle)) }
        let digits = "\(homeScore)-\(awayScore)"
        let besideWidth = beside.map { DisplayWidth.of($0.0) }.max() ?? 0
        let room = canvas.width - 2
        var chosen: (score: BlockSize, word: BlockSize)?
        for score in BlockSize.all where score.height + 1 < inner && score.width(digits) <= room {
            let fitting = BlockSize.words.first { size in
                size.height <= score.height && score.height + 1 + size.height <= inner
                    && size.width(word) + 3 + besideWidth <= room
            }
            if let fitting {
                chosen = (score, fitting)
                break
            }
        }
        guard let (score, size) = chosen, let rows = size.lines(word) else { return false }
        let top = 1 + (inner - score.height - 1 - size.height) / 2
        drawScore(canvas, size: score, top: top)
        let wordTop = top + score.height + 1
        let wordWidth = size.width(word)
        let left = (canvas.width - (wordWidth + 3 + besideWidth)) / 2
        for (offset, row) in rows.enumerated() {
            canvas.text(row, row: wordTop + offset, column: left, style: wordStyle)
        }
        let besideTop = wordTop + (size.height - beside.count) / 2
        for (offset, line) in beside.enumerated() {
            canvas.text(line.0, row: besideTop + offset, column: left + wordWidth + 3, style: line.1)
        }
        if let shotLine {
            shotClockAt = (besideTop + shotLine, left + wordWidth + 3 + DisplayWidth.of(ClockText.shotLabel))
        }
        if isClock { blockClock = (wordTop, left, size, clockDigits, time) }
        return true
    }

    /// Draws the score as block digits of `size` from row `top`, centred, each team's digits in
    /// its colour; returns the last row used.
    @discardableResult
    private func drawScore(_ canvas: Canvas, size: BlockSize, top: Int) -> Int {
        let digits = "\(homeScore)-\(awayScore)"
        guard let rows = size.lines(digits) else { return top }
        let width = size.width(digits)
        let left = (canvas.width - width) / 2
        let homeWidth = size.width("\(homeScore)")
        let awayWidth = size.width("\(awayScore)")
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
        return top + rows.count - 1
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
        case .final(let winner, let confirmed):
            state =
                "\(confirmed ? ClockState.confirmedFinal : "FINAL"): \(winner == .home ? homeName : awayName) win"
            style = TextStyle([.bold, .reverse], color: .final)
        }
        let shot = shotClock.isEmpty ? "" : "   " + ClockText.shotLabel + shotClock
        let line = "\(time)\(shot)   \(state)"
        let width = min(innerWidth, DisplayWidth.of(line))
        let left = (innerWidth - width) / 2
        // Plain, so a tenth sends the terminal the changed digits with no attribute sequences around them.
        canvas.text(time, row: row, column: left, width: innerWidth - left)
        timeColumn = left
        timeColumns = DisplayWidth.of(time)
        var stateColumn = left + timeColumns + 3
        if !shot.isEmpty {
            canvas.text(ClockText.shotLabel, row: row, column: stateColumn, width: max(0, canvas.width - stateColumn))
            let digitsColumn = stateColumn + DisplayWidth.of(ClockText.shotLabel)
            canvas.text(
                shotClock, row: row, column: digitsColumn, width: max(0, canvas.width - digitsColumn),
                style: ClockText.shotStyle)
            shotClockAt = (row, digitsColumn)
            stateColumn = digitsColumn + DisplayWidth.of(shotClock) + 3
        }
        canvas.text(state, row: row, column: stateColumn, width: max(0, canvas.width - stateColumn), style: style)
    }
}
