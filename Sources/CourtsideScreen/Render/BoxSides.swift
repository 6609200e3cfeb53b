/// Which upright sides of a box a view draws: a box shared by views side by side (the header's
/// team, score and team parts) is drawn in pieces, the first with the left side, the last with the
/// right, the middle with neither, so together they read as one box.
public struct BoxSides: OptionSet, Hashable, Sendable {
    /// ``left`` is bit 0, ``right`` bit 1.
    public let rawValue: Int

    /// Sides from raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The left side and the left corners.
    public static let left = BoxSides(rawValue: 1)
    /// The right side and the right corners.
    public static let right = BoxSides(rawValue: 2)
    /// A whole box: a view drawn alone, not one piece of a shared one.
    public static let both: BoxSides = [.left, .right]
}
