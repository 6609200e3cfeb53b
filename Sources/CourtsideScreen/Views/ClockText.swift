/// How the header writes the clocks: the time's digits apart from its words (the block font has no
/// lower case), and the shot clock's label and style.
enum ClockText {
    /// What the shot clock's digits follow.
    static let shotLabel = "shot "

    /// The shot clock's digits: bold, as the eye looks for them between possessions.
    static let shotStyle = TextStyle(.bold)

    /// The time's digits, drawn in blocks on a large board, and its words ("left", "of 10:00", "OT").
    static func split(_ time: String) -> (digits: String, words: String) {
        guard let space = time.firstIndex(of: " ") else { return (time, "") }
        return (String(time[..<space]), String(time[time.index(after: space)...]))
    }
}
