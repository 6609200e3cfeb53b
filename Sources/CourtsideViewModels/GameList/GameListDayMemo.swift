import Foundation

/// The last `nowMs` a ``GameListDateFormat`` was asked about and its two days; a lock keeps the
/// format `Sendable`.
final class GameListDayMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var nowMs: Int64?
    private var days: (GameListDay, GameListDay?) = (GameListDay(year: 0, month: 0, day: 0), nil)

    /// The days for `nowMs`, from `make` when it differs from the last one asked about.
    func days(nowMs: Int64, make: () -> (GameListDay, GameListDay?)) -> (GameListDay, GameListDay?) {
        lock.lock()
        defer { lock.unlock() }
        if self.nowMs != nowMs {
            days = make()
            self.nowMs = nowMs
        }
        return days
    }
}
