/// Why a replay's recorder refused an event: a replay records nothing.
struct ReplayRefusal: Error, CustomStringConvertible {
    var description: String { "a replay records nothing" }
}
