import CourtsideCore

/// What the game creator screen shows and what it can be asked to do.
///
/// The screen binds to each field's `Dynamic`s and forwards keys; the run loop watches ``action``.
@MainActor
public protocol GameCreatorViewModelProtocol: AnyObject {
    /// The fields in form order (``CreatorField/all``), shown or not.
    var fields: [any CreatorFieldViewModelProtocol] { get }
    /// The fields the form shows, in form order: the team names, each team's three starters and
    /// its bench slots up to one empty slot after the last name (eight at most), the focused field
    /// whatever it holds, and the rules. Tab, Enter and the arrows move among these.
    var shownFields: Dynamic<[CreatorField]> { get }
    /// The focused field.
    var focus: Dynamic<CreatorField> { get }
    /// Whether the whole form is valid, so Enter on the last field would create the game.
    var isValid: Dynamic<Bool> { get }
    /// What happened on submit, or why nothing was created ("not created: …").
    var status: Dynamic<String> { get }
    /// What covers the form: the y/n asked before Esc throws edits away.
    var overlay: Dynamic<GameCreatorOverlay> { get }
    /// Whether any field differs from what the form was filled with (so Esc asks first).
    var hasEdits: Bool { get }
    /// What the run loop should do next; cleared by ``takeAction()``. It fires on every set.
    var action: Dynamic<GameCreatorAction?> { get }
    /// The keys in force: the screen draws its help bar from them.
    var keymap: GameCreatorKeymap { get }

    /// Handles a key: answers the overlay that is up, or maps the key to an intent and performs
    /// it. Keys do nothing once the game is created or the form cancelled.
    func handle(_ key: Key)
    /// Performs an intent.
    func perform(_ intent: GameCreatorIntent)
    /// Replaces every field with `values` (the command line's), shows what is wrong with them, and
    /// focuses the first bad field, or the first field when all are good.
    func prefill(_ values: GameCreatorValues)
}

extension GameCreatorViewModelProtocol {
    /// The view model of one field.
    public func field(_ id: CreatorField) -> any CreatorFieldViewModelProtocol {
        fields.first { $0.field == id }!
    }

    /// Returns the pending action and clears it, so the creator does not keep the new game's
    /// session (and its lock) alive after the run loop has taken it.
    public func takeAction() -> GameCreatorAction? {
        guard let pending = action.value else { return nil }
        action.value = nil
        return pending
    }
}
