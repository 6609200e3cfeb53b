import Foundation

/// Waits for something the real binary brings about, the one way the end-to-end tests wait: the
/// condition is checked every 20 ms until it holds or `seconds` pass, and once more past the
/// deadline (under load this thread may wake long after it). No test sleeps a fixed time.
enum Eventually {
    /// Whether `condition` held within `seconds`.
    static func holds(within seconds: Double = 10, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            usleep(20_000)
        }
        return try condition()
    }
}
