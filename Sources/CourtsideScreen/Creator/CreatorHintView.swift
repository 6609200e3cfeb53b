import CourtsideCore
import CourtsideViewModels

/// The two rows at the bottom of the form: the focused field's error in full (the row beside the
/// field may have had to cut it), else whether Enter on the last field will create the game; on
/// the rules field, how to change the rule set.
@MainActor
final class CreatorHintView: BoundView {
    private var errors: [CreatorField: String] = [:]
    private var focus: CreatorField
    private var isValid = false
    /// What the advance key does once the form is valid, naming the key in force.
    private let readyText: String

    init(viewModel: any GameCreatorViewModelProtocol) {
        focus = viewModel.focus.value
        let advance = viewModel.keymap.label(for: .advance)
        let last = CreatorField.all.last?.label ?? "the last field"
        readyText = "ready: \(advance) on \(last) creates the game and opens its scoreboard"
        super.init(id: "form.hint")
        tokens = [
            viewModel.focus.bindAndFire { [weak self] value in
                guard let self, self.focus != value else { return }
                self.focus = value
                self.markDirty()
            },
            viewModel.isValid.bindAndFire { [weak self] value in
                guard let self, self.isValid != value else { return }
                self.isValid = value
                self.markDirty()
            },
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

    override func draw(on canvas: Canvas) {
        if let error = errors[focus] {
            let lines = TextWrapper.lines("✗ \(focus.label): \(error)", width: canvas.width, maxLines: canvas.height)
            for (row, line) in lines.enumerated() {
                canvas.text(line, row: row, style: TextStyle(.bold, color: .warning))
            }
        } else if focus == .rules {
            canvas.text(Self.rulesText, row: 0, style: TextStyle(.dim))
            if isValid { canvas.text(readyText, row: 1, style: TextStyle(.dim)) }
        } else if isValid {
            canvas.text(readyText, row: 0, style: TextStyle(.dim))
        } else {
            let count = errors.values.count
            canvas.text(
                "\(count) field\(count == 1 ? "" : "s") to fix before the game can be created", row: 0,
                style: TextStyle(.dim))
        }
    }
}
