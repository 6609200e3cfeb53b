/// What a clock set changed: the game clock read `from` and was set to `to`. ``GameState`` keeps
/// one per clock set, by its event's sequence number, so undo and redo can move the clock by the
/// difference without the 12-byte undo slot having to hold two clock readings.
struct ClockSetting: Hashable, Sendable {
    /// What the clock read when the scorer set it.
    let from: Int64
    /// What the scorer set it to.
    let to: Int64
}
