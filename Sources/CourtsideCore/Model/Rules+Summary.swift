extension Rules {
    /// The rules in a few words, as the board's header shows them: "to 15 · win by 2".
    public var summary: String {
        "to \(target) · win by \(winBy)"
    }
}
