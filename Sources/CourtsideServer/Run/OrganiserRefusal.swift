/// Why the organiser's request is refused before anything is written, in words (a `400`'s).
struct OrganiserRefusal: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
