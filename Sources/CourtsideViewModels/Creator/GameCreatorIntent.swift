/// Everything a scorer can ask of the game creator; keys map to these through ``GameCreatorKeymap``.
public enum GameCreatorIntent: Hashable, Sendable {
    /// Type a character at the cursor of the focused field.
    case insert(Character)
    /// Delete the character before the cursor.
    case deleteBackward
    /// Delete the character under the cursor (the Delete key).
    case deleteForward
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
    /// Leave without creating anything.
    case cancel
}
