/// A calendar day in the format's time zone.
struct GameListDay: Hashable, Sendable {
    let year: Int
    let month: Int
    let day: Int
}
