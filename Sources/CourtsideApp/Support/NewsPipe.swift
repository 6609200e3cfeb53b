import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The newest news from a thread or task to a screen's run loop, which blocks in `poll` on the
/// main thread (so a task cannot hop onto it): ``post(_:)`` keeps the value and makes
/// ``descriptor`` readable; the run loop wakes and ``take()`` drains it and hands the value over.
/// Only the newest value is kept: a screen shows where things stand, not each step.
package final class NewsPipe<Value: Sendable>: Sendable {
    /// Readable when ``take()`` has something new.
    package let descriptor: Int32
    private let writeEnd: Int32
    private let news = Mutex<Value?>(nil)

    /// A pipe with nothing posted; nil when no pipe can be made.
    package init?() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        descriptor = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(descriptor)
        close(writeEnd)
    }

    /// Keeps `value` (replacing what was not taken) and wakes the reader. Never blocks.
    package func post(_ value: Value) {
        news.withLock { $0 = value }
        var byte: UInt8 = 1
        // A full pipe already wakes the reader: the byte is not needed then.
        _ = write(writeEnd, &byte, 1)
    }

    /// The newest value since the last take, draining the pipe; nil when nothing new.
    package func take() -> Value? {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(descriptor, &buffer, buffer.count) > 0 {}
        return news.withLock { $0.take() }
    }
}
