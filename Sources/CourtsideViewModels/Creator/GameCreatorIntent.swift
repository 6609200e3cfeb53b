/// Everything a scorer can ask of the game creator; keys map to these through ``GameCreatorKeymap``.
public enum GameCreatorIntent: Hashable, Sendable {
    /// Type a character at the cursor of the focused field.
    case insert(Character)
    /// Delete the character before the cursor (or the selected value).
    case deleteBackward
    /// Delete the character under the cursor (or the selected value).
    case deleteForward
    /// Empty the field.
    case clearField
    /// Delete the word before the cursor (or the selected value).
    case deleteWord
    /// Delete from the cursor to the end of the field (or the selected value).
    case deleteToEnd
    /// Move the cursor.
    case moveCursor(CursorMove)
    /// Focus the next field (wraps).
    case nextField
    /// Focus the previous field (wraps).
    case previousField
    /// Enter: the next field, or on the last field, create the game.
    case advance
    /// Create the game if the whole form is valid, else focus the first bad field.
    case submit
    /// Leave without creating anything; with edits, ask first (y/n follows).
    case cancel
}
