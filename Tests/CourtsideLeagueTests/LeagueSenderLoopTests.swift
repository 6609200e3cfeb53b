import CourtsideCore
import CourtsideLeague
import CourtsideLeagueTesting
import Foundation
import Synchronization
import Testing

/// The sender's loop: its passes run on a thread of its own, so a league that keeps a connection
/// attempt waiting never holds a thread of the concurrency pool.
@Suite("League sender loop")
struct LeagueSenderLoopTests {
    /// A loopback port that accepts connections and never says a word: libpq's attempt to reach it
    /// waits until its connect timeout (5 s), as a league behind a dead link does.
    private final class SilentServer {
        let port: Int
        private var socket: Int32
        private var accepted: [Int32] = []

        init() throws {
            let made = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = 0
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                    bind(made, address, length) == 0 && listen(made, 64) == 0
                        && getsockname(made, address, &length) == 0
                }
            }
            socket = made
            guard bound else { throw CocoaError(.featureUnsupported) }
            port = Int(UInt16(bigEndian: address.sin_port))
        }

        deinit {
            hangUp()
        }

        /// Closes every connection and stops listening: the waiting attempts fail at once.
        func hangUp() {
            for connection in accepted { close(connection) }
            accepted = []
            if socket >= 0 { close(socket) }
            socket = -1
        }

        /// Blocks until a client connected (kept open, never answered); false after `seconds`
        /// without one (a bound against a hang).
        func awaitClient(seconds: Int32 = 30) -> Bool {
            var fds = [pollfd(fd: socket, events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 1, seconds * 1000) == 1 else { return false }
            let connection = accept(socket, nil, nil)
            guard connection >= 0 else { return false }
            accepted.append(connection)
            return true
        }
    }

    /// Passes reported by loops, in order, to wait on.
    private final class Heard: Sendable {
        let passes = Mutex<[LeaguePass]>([])
        /// Whether a pass was reported from inside a task (so on the concurrency pool).
        let inTask = Mutex(false)
        let stream: AsyncStream<LeaguePass>
        let continuation: AsyncStream<LeaguePass>.Continuation

        init() {
            (stream, continuation) = AsyncStream.makeStream(of: LeaguePass.self)
        }

        func report(_ pass: LeaguePass) {
            let fromTask = withUnsafeCurrentTask { $0 != nil }
            if fromTask { inTask.withLock { $0 = true } }
            passes.withLock { $0.append(pass) }
            continuation.yield(pass)
        }

        /// Waits for a pass that `condition` accepts; false if none came within `seconds` (a bound
        /// against a hang, not a timing under test).
        func waitFor(seconds: Int = 60, _ condition: @escaping @Sendable (LeaguePass) -> Bool) async -> Bool {
            let bound = Task { [continuation] in
                // Cancelled once a pass came: the stream goes on for the next wait.
                guard (try? await Task.sleep(for: .seconds(seconds))) != nil else { return }
                continuation.finish()
            }
            defer { bound.cancel() }
            for await pass in stream where condition(pass) { return true }
            return false
        }
    }

    @Test(
        "while every loop's connection attempt waits on a silent league, a task on the pool runs; the passes run in no task"
    )
    func poolNotBlocked() async throws {
        let silent = try SilentServer()
        let scored = try ScoredLibrary(gameID: "poolfree", court: "A")
        try scored.rebounds(1)
        let heard = Heard()
        // More loops than the pool has threads, each one's first pass a connection attempt that
        // waits until the server hangs up. The URL's connect timeout (10 minutes) outlasts the
        // test even when the whole suite keeps the pool busy (at 60 s the pool task once came after).
        let url = "postgresql://postgres@127.0.0.1:\(silent.port)/postgres?connect_timeout=600"
        let loops = (0..<(ProcessInfo.processInfo.activeProcessorCount + 2)).map { _ in
            LeagueSenderLoop(library: scored.library, court: "A", url: url) { heard.report($0) }
        }
        defer { for loop in loops { loop.stop() } }
        // An attempt is under way (it reached the server): a pool task started now runs while
        // the attempts wait, unless they hold the pool's threads (then only after they give up).
        #expect(silent.awaitClient())
        let reportsWhenThePoolRan = await Task.detached { heard.passes.withLock { $0.count } }.value
        #expect(reportsWhenThePoolRan == 0, "the pool ran only after a connection attempt gave up")
        silent.hangUp()
        // The attempts end, as unreachable, each on its own thread, outside any task.
        #expect(await heard.waitFor { $0.unreachable != nil })
        #expect(heard.inTask.withLock { $0 } == false, "a pass ran in a task, on the pool")
    }

    @Test("a nudge sends what was saved; while the league is down a nudge counts it; back, it is sent")
    func nudgesAndBackOff() async throws {
        let cluster = try PostgresCluster()
        try cluster.start()
        _ = try LeagueSchema.upgrade(try LeagueConnection(url: cluster.url()))
        let scored = try ScoredLibrary(gameID: "loop0001", court: "A")
        let heard = Heard()
        let loop = LeagueSenderLoop(library: scored.library, court: "A", url: cluster.url()) { heard.report($0) }
        defer { loop.stop() }
        #expect(await heard.waitFor { $0.isCaughtUp })
        try scored.rebounds(3)
        loop.nudge(game: scored.game.header.id)
        #expect(await heard.waitFor { $0.sent == 3 && $0.isCaughtUp })
        cluster.stop()
        try scored.rebounds(2)
        loop.nudge(game: scored.game.header.id)
        #expect(await heard.waitFor { $0.unreachable != nil && $0.waiting == 2 })
        try scored.rebounds(1)
        loop.nudge(game: scored.game.header.id)
        #expect(await heard.waitFor { $0.unreachable != nil && $0.waiting == 3 })
        try cluster.start()
        // The back-off's retry sends it, no nudge needed.
        #expect(await heard.waitFor { $0.sent == 3 && $0.isCaughtUp })
        let rows = try LeagueConnection(url: cluster.url()).query("SELECT count(*) FROM events")
        #expect(rows == [["6"]])
    }
}
