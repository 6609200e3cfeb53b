/// What covers the game creator's form, if anything; keys go to the overlay while it is up.
public enum GameCreatorOverlay: Hashable, Sendable {
    /// Nothing: keys edit the form.
    case none
    /// "Discard this game? y/n": Esc was pressed after the form was edited.
    case confirmDiscard
}
