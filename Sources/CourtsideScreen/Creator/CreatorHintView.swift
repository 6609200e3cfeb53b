import CourtsideCore
import CourtsideViewModels

/// The two rows at the bottom of the form: the focused field's error in full (the row beside the
/// field may have had to cut it), else whether the create key (or Enter on the last field) will create the game; on
/// the rules field, how to change the rule set, and on a bench slot what the bench is. Each is
/// wrapped to the form's width, so a narrow form shows it whole where the rows allow.
@MainActor
final class CreatorHintView: BoundView {
    private var errors: [CreatorField: String] = [:]
    private var focus: CreatorField
    private var isValid = false
    /// What the create key does once the form is valid, naming the key in force.
    private let readyText: String

    init(viewModel: GameCreatorViewModel) {
        focus = viewModel.focus.value
        // One row at 80 columns; Enter, which walks the fields, is on the help bar.
        readyText = "ready: \(viewModel.keymap.label(for: .submit)) creates the game now and opens its scoreboard"
        super.init(id: "form.hint")
        tokens = [
            viewModel.focus.bindAndFire { [weak self] in self?.update(\.focus, $0) },
            viewModel.isValid.bindAndFire { [weak self] in self?.update(\.isValid, $0) },
        ]
        for field in viewModel.fields {
            let id = field.field
            tokens.append(
                field.error.bindAndFire { [weak self] value in
                    guard let self, self.errors[id] != value else { return }
                    self.errors[id] = value
                    if id == self.focus { self.markDirty() }
                })
        }
    }

    /// What the rules field takes.
    private static let rulesText = "Space: the next rule set (\(RulesPreset.names)); target and win-by follow"
    /// What a bench slot is.
    private static let benchText =
        "Players \(Team.size + 1)…\(Team.maxSize) start on the bench (B on the board brings one on); "
        + "a blank one is no player"

    override func draw(on canvas: Canvas) {
        // Each text wrapped to the form's width rather than cut, in the rows there are.
        let rows = canvas.height
        var lines: [(text: String, style: TextStyle)] = []
        func add(_ text: String, _ style: TextStyle, maxLines: Int) {
            let room = min(maxLines, rows - lines.count)
            for line in TextWrapper.lines(text, width: canvas.width, maxLines: room) { lines.append((line, style)) }
        }
        if let error = errors[focus] {
            add("✗ \(focus.label): \(error)", TextStyle(.bold, color: .warning), maxLines: rows)
        } else if focus == .rules || focus.isBench {
            // What the field takes first; the readiness where a row is left.
            add(focus == .rules ? Self.rulesText : Self.benchText, TextStyle(.dim), maxLines: rows)
            if isValid { add(readyText, TextStyle(.dim), maxLines: rows) }
        } else if isValid {
            add(readyText, TextStyle(.dim), maxLines: rows)
        } else {
            let count = errors.values.count
            add(
                "\(count) field\(count == 1 ? "" : "s") to fix before the game can be created", TextStyle(.dim),
                maxLines: rows)
        }
        for (row, line) in lines.enumerated() { canvas.text(line.text, row: row, style: line.style) }
    }
}
