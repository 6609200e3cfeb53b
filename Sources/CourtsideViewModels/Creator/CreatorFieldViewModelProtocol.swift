/// One field of the game creator, as bindable values.
@MainActor
public protocol CreatorFieldViewModelProtocol: AnyObject {
    /// Which field.
    var field: CreatorField { get }
    /// The label beside it in the form ("Home team", "Player 2", "Target", "Win by"): a player's
    /// column says the team.
    var label: String { get }
    /// Whether it takes digits only.
    var isNumeric: Bool { get }
    /// The text as typed (the screen sanitizes it).
    var text: Dynamic<String> { get }
    /// The cursor, in characters from the start of ``text`` (0…count).
    var cursor: Dynamic<Int> { get }
    /// Whether the whole text is selected: the field just got the focus, and typing replaces
    /// its value.
    var isSelected: Dynamic<Bool> { get }
    /// What is wrong with the field, shown beside it; nil when nothing is.
    var error: Dynamic<String?> { get }
    /// Whether the field has the focus.
    var isFocused: Dynamic<Bool> { get }
}
