import ArgumentParser
import CourtsideApp
import CourtsideViewModels

/// `--countdown` / `--count-up`: which way a time-limited game's clock reads on the scoreboard. A
/// display preference, not written to the game file (the board's `=` key turns it too).
struct ClockOptions: ParsableArguments {
    @Flag(
        help: "Show a time-limited game's clock counting down: the time left (the default with a shot clock, fiba3x3).")
    var countdown = false
    @Flag(
        name: .customLong("count-up"), help: "Show the time played, with the limit beside it (the default otherwise).")
    var countUp = false

    /// The direction asked for; nil for the game's default. Both flags are bad input (exit 2).
    func direction() throws -> ClockDirection? {
        if countdown && countUp { throw CommandFailure.usage("--countdown and --count-up: choose one") }
        return countdown ? .down : countUp ? .up : nil
    }
}
