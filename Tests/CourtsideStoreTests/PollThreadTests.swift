import CourtsideStore
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The one thread that sleeps in `poll(2)` (serve's court tail, the league's courts watch): a
/// readable descriptor wakes its body, and stop wakes a body asleep with no timeout at all.
@Suite(.timeLimit(.minutes(1))) struct PollThreadTests {
    /// A pipe whose write end the test writes and whose read end the thread waits on.
    private struct Pipe: ~Copyable {
        let read: Int32
        let write: Int32

        init() {
            var ends: [Int32] = [-1, -1]
            precondition(pipe(&ends) == 0)
            read = ends[0]
            write = ends[1]
        }

        func send() {
            var byte: UInt8 = 7
            precondition(Glibc.write(write, &byte, 1) == 1)
        }

        deinit {
            close(read)
            close(write)
        }
    }

    /// What the body saw, shared with the test.
    private final class Seen: Sendable {
        let readable = Atomic(0)
        let waits = Atomic(0)
        let returned = Atomic(false)
        let wrong = Atomic(false)
    }

    @Test("stop wakes a body asleep in poll with no timeout, and returns once it has returned")
    func stopWakesABlockedPoll() async throws {
        let thread = try PollThread()
        let seen = Seen()
        thread.start {
            while !thread.isStopping {
                seen.waits.add(1, ordering: .sequentiallyConsistent)
                _ = thread.wait(for: [], timeoutMs: nil)
            }
            seen.returned.store(true, ordering: .sequentiallyConsistent)
        }
        // Asleep: it has gone to wait once, with nothing to wake it but the stop.
        while seen.waits.load(ordering: .sequentiallyConsistent) == 0 { try await Task.sleep(for: .milliseconds(1)) }
        await thread.stop()
        let returned = seen.returned.load(ordering: .sequentiallyConsistent)
        let waits = seen.waits.load(ordering: .sequentiallyConsistent)
        #expect(returned)
        #expect(waits == 1, "no wake-up before the stop")
        await thread.stop()  // a second stop returns too
    }

    @Test("requestStop ends a sleeping body without waiting for it (the league sender's stop); start says it started")
    func requestStopEndsTheBody() async throws {
        let thread = try PollThread()
        let seen = Seen()
        let started = thread.start {
            while !thread.isStopping {
                seen.waits.add(1, ordering: .sequentiallyConsistent)
                _ = thread.wait(for: [], timeoutMs: nil)
            }
            seen.returned.store(true, ordering: .sequentiallyConsistent)
        }
        #expect(started)
        #expect(!thread.start {}, "a second start starts nothing")
        while seen.waits.load(ordering: .sequentiallyConsistent) == 0 { try await Task.sleep(for: .milliseconds(1)) }
        thread.requestStop()
        while !seen.returned.load(ordering: .sequentiallyConsistent) { try await Task.sleep(for: .milliseconds(1)) }
        #expect(seen.waits.load(ordering: .sequentiallyConsistent) == 1, "one wake-up: the stop's")
    }

    @Test("a readable descriptor wakes the body, which is told which one")
    func readableDescriptorCallsBack() async throws {
        let thread = try PollThread()
        let pipe = Pipe()
        let other = Pipe()
        let fd = pipe.read
        let quiet = other.read
        let seen = Seen()
        thread.start {
            while !thread.isStopping {
                let ready = thread.wait(for: [quiet, fd], timeoutMs: nil)
                if ready.contains(quiet) { seen.wrong.store(true, ordering: .sequentiallyConsistent) }
                guard ready.contains(fd) else { continue }
                var byte: UInt8 = 0
                _ = read(fd, &byte, 1)
                seen.readable.add(1, ordering: .sequentiallyConsistent)
            }
        }
        pipe.send()
        while seen.readable.load(ordering: .sequentiallyConsistent) < 1 { try await Task.sleep(for: .milliseconds(1)) }
        pipe.send()
        while seen.readable.load(ordering: .sequentiallyConsistent) < 2 { try await Task.sleep(for: .milliseconds(1)) }
        await thread.stop()
        let wrong = seen.wrong.load(ordering: .sequentiallyConsistent)
        #expect(!wrong, "only the descriptor written was ready")
    }

    @Test("wake ends a wait early without a descriptor ready; a thread never started stops at once")
    func wakeAndUnstarted() async throws {
        let thread = try PollThread()
        let seen = Seen()
        thread.start {
            while !thread.isStopping {
                _ = thread.wait(for: [], timeoutMs: nil)
                seen.waits.add(1, ordering: .sequentiallyConsistent)
            }
        }
        thread.wake()
        while seen.waits.load(ordering: .sequentiallyConsistent) < 1 { try await Task.sleep(for: .milliseconds(1)) }
        await thread.stop()

        await (try PollThread()).stop()
    }
}
