/// What happened to a game's file behind the back of the scorer who holds it open.
public enum GameFileChange: String, Hashable, Sendable {
    /// The name is gone: the file was deleted (or moved away).
    case deleted
    /// The name now belongs to another file (copied or moved over it, or saved by an editor).
    case replaced
    /// The same file, but its size is not what this scorer wrote (another program wrote to it).
    case changed
}
