/// What one batch of ``FollowerReport``s did to a ``MirroredGame``, so whoever shows it updates only
/// what changed.
public struct MirrorStep: Sendable {
    /// A whole game was read (the first time, or again because the file was replaced): what was
    /// shown before is superseded.
    public let loaded: Bool
    /// The game read is another game than the one before (new teams or rules, or the first one).
    public let isNewGame: Bool
    /// The events applied after the last whole read, in order, with what each changed.
    public let changes: [GameChange]
    /// The change whose words the status line shows now, as the scorer's did: the last one, or
    /// after a winning move, that move rather than the automatic pause that followed it (even
    /// when the two were read apart); after a whole read, the game's last. Nil when there is
    /// nothing new to say.
    public let shownChange: GameChange?

    /// Creates a step.
    public init(loaded: Bool, isNewGame: Bool, changes: [GameChange], shownChange: GameChange?) {
        self.loaded = loaded
        self.isNewGame = isNewGame
        self.changes = changes
        self.shownChange = shownChange
    }
}
