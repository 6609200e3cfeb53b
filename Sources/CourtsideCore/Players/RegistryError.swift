/// Why a registry line cannot stand (read from the file: the line is damaged) or a change cannot
/// be made (from a command: bad input).
public enum RegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A line out of order: its number is not the one after the last.
    case outOfOrder(expected: Int, found: Int)
    /// A new identity whose number is not the next one.
    case wrongNumber(expected: Int, found: Int)
    /// A number no identity has (or one merged into another).
    case unknownPlayer(Int)
    /// A name another identity goes by now.
    case nameTaken(String, by: String)
    /// A name that a game file would refuse (the reason).
    case badName(String)
    /// An identity merged with itself.
    case mergeWithItself(String)
    /// Another process changed the registry between reading it and writing to it.
    case changedMeanwhile

    /// Words for the scorer.
    public var description: String {
        switch self {
        case .outOfOrder(let expected, let found): "line number \(found) where \(expected) was due"
        case .wrongNumber(let expected, let found): "new player #\(found) where #\(expected) was due"
        case .unknownPlayer(let id): "no player #\(id)"
        case .nameTaken(let name, let by):
            "\(name) is the name of another player (\(by)); to say they are one, use `courtside players merge`"
        case .badName(let reason): reason
        case .mergeWithItself(let name): "\(name) cannot be merged with \(name): they are one player already"
        case .changedMeanwhile: "the player registry changed while this ran; nothing was written, run it again"
        }
    }
}
