/// A clock time typed to go to a play (`g` in edit mode), as the log shows times: `4:30` or
/// `430` (four minutes thirty), `12` (twelve seconds), `4:30.5` or `430.5` to the tenth.
///
/// Digits alone are read as minutes and two-digit seconds, so a time takes no colon: any play of
/// a game under 100 minutes is three or four digits away.
struct ClockLookup: Equatable {
    /// The time typed, in tenths.
    let tenths: Int64
    /// Whether a tenth was typed; without one, times match by their whole second.
    let hasTenth: Bool

    /// The time `text` names, or nil while it names none (`4:`, `4:7`, `75`).
    init?(_ text: String) {
        if text.contains(":") {
            guard case .success(let ms) = ClockEntry.milliseconds(text) else { return nil }
            tenths = ms / 100
            hasTenth = text.contains(".")
            return
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty, parts[0].count <= 6, parts[0].allSatisfy(\.isNumber),
            parts.count == 1 || (parts[1].count == 1 && parts[1].allSatisfy(\.isNumber)),
            let digits = Int64(parts[0])
        else { return nil }
        let seconds = digits % 100
        guard seconds < 60 else { return nil }
        let tenth = parts.count == 2 ? Int64(parts[1]) ?? 0 : 0
        tenths = ((digits / 100) * 60 + seconds) * 10 + tenth
        hasTenth = parts.count == 2
    }

    /// How far a time shown as `shownTenths` is from this one, at the precision typed (tenths, or
    /// whole seconds).
    func distance(toShown shownTenths: Int64) -> Int64 {
        hasTenth ? abs(shownTenths - tenths) : abs(shownTenths / 10 - tenths / 10)
    }
}
