import CourtsideCore
import CourtsideViewModels

/// The game creator: a centred form with every field of a new game, prefilled by the view model,
/// each field's error beside it, a status line and a help bar from the view model's keymap.
///
/// Typing draws only the field typed in; moving the focus draws the two fields and the hint. A
/// bench slot appearing or going (``GameCreatorViewModel/shownFields``) lays the form out
/// again. The screen is done as soon as the view model has an action (created or cancelled): the
/// caller takes it with `takeAction()`.
@MainActor
public final class GameCreatorScreen: Screen {
    /// The view model the screen's views bind to and its keys are handed to.
    public let viewModel: GameCreatorViewModel
    /// The views, back to front.
    public let views: [any ScreenView]
    /// 64×20, as every screen (``ScreenMinimum``).
    public let minimumSize = ScreenMinimum.size
    /// Whether the shown fields changed since the last layout.
    public private(set) var needsLayout = false

    private let form: CreatorFormView
    private let fields: [CreatorFieldView]
    private let hint: CreatorHintView
    private let status: StatusLineView
    private let helpBar: HelpBarView
    private let discardOverlay: DiscardOverlayView
    private var shownToken: BindingToken?
    /// Screen-reader mode's announcer (``GameCreatorViewModel/makeAnnouncer()``); nil otherwise.
    private let announcer: Announcer?

    /// A screen for `viewModel`, its views bound at once: the first frame shows the model as it is.
    /// In `screenReader` mode the status line is the announce line, where the cursor sits.
    public init(viewModel: GameCreatorViewModel, screenReader: Bool = false) {
        self.viewModel = viewModel
        announcer = screenReader ? viewModel.makeAnnouncer() : nil
        form = CreatorFormView()
        fields = CreatorField.all.map { CreatorFieldView(field: viewModel.field($0)) }
        hint = CreatorHintView(viewModel: viewModel)
        status = StatusLineView(status: announcer?.line ?? viewModel.status)
        helpBar = HelpBarView(items: viewModel.keymap.barItems)
        discardOverlay = DiscardOverlayView(overlay: viewModel.overlay)
        views = [form] + fields + [hint, status, helpBar, discardOverlay]
        shownToken = viewModel.shownFields.bind { [weak self] _ in self?.needsLayout = true }
    }

    /// The form above the status line and the help bar, its top where the whole form would be
    /// centred (``CreatorFormLayout``).
    public func layout(in size: TerminalSize) {
        let layout = CreatorFormLayout(size: size, shown: viewModel.shownFields.value)
        form.frame = layout.form
        for (view, rect) in zip(fields, layout.fields) {
            view.frame = rect
            view.inputWidth = layout.inputWidth
        }
        hint.frame = layout.hint
        status.frame = Rect(row: size.height - 2, column: 0, width: size.width, height: 1)
        helpBar.frame = Rect(row: size.height - 1, column: 0, width: size.width, height: 1)
        let discard = DiscardOverlayView.preferredSize
        discardOverlay.frame = layout.form.centered(width: discard.width, height: discard.height)
        needsLayout = false
    }

    /// Forwards the key to the view model; in screen-reader mode what it changed is said as one line.
    public func handle(_ key: Key) {
        guard let announcer else { return viewModel.handle(key) }
        announcer.gather { viewModel.handle(key) }
    }

    /// Screen-reader mode: at the start of the announce line's sentence.
    public var cursor: CursorPosition? { announcer == nil ? nil : status.sentenceStart }

    /// The cancel key cancels, asking first when something was typed, as in the form; while it
    /// asks, y and n answer. Every other key would type into a field unseen, so it is dropped.
    public func handleBehindNotice(_ key: Key) -> Bool {
        if viewModel.overlay.value == .confirmDiscard {
            viewModel.handle(key)
            return true
        }
        guard viewModel.keymap.intent(for: key) == .cancel else { return false }
        viewModel.perform(.cancel)
        return true
    }

    /// The cancel key, or the question it asked.
    public var noticeKeys: String {
        viewModel.overlay.value == .confirmDiscard
            ? "Discard this game? y discards · n keeps editing" : viewModel.keymap.noticeLine(for: .cancel)
    }

    /// Whether the view model has an action for the run loop (created or cancelled).
    public var isDone: Bool { viewModel.action.value != nil }
}
