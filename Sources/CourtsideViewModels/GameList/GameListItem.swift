/// One line under a section header.
public enum GameListItem: Hashable, Sendable {
    /// A readable game; only these can be selected.
    case game(GameListRow)
    /// A game that could not be read, with why.
    case problem(GameListProblemRow)

    /// The game, if the item is one.
    public var game: GameListRow? {
        if case .game(let row) = self { return row }
        return nil
    }
}
