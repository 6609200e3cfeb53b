/// Who leaves the court after a game of a run (README, "The run").
public enum RunRotation: Hashable, Sendable {
    /// The winners stay on and the losers go to the back of the line; with a cap, winners who
    /// have won `cap` games in a row go off too, behind the losers.
    case winnersStay(cap: Int?)
    /// Both teams go to the back of the line (losers first), and the next two teams play.
    case bothOff

    /// The default: winners stay, with no cap.
    public static let standard = RunRotation.winnersStay(cap: nil)

    /// The longest cap a run takes.
    public static let capRange = 1...99

    /// The rotation in words, for the board and the exports.
    public var summary: String {
        switch self {
        case .winnersStay(nil): "winners stay"
        case .winnersStay(let cap?): "winners stay, \(cap) game\(cap == 1 ? "" : "s") at most"
        case .bothOff: "both teams off"
        }
    }
}
