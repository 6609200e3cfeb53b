import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Event-stream clients of `courtside serve` (`GET /api/events` over plain sockets), all read by
/// one `poll(2)` loop in this thread: what arrives is timed as it is read.
final class EventStreams {
    private var sockets: [Int32] = []
    /// What each stream has read since its last match.
    private var pending: [[UInt8]] = []

    /// Opens `count` streams to 127.0.0.1:`port` and reads each one's first `state` event.
    init(port: Int, count: Int) throws(BenchFailure) {
        for _ in 0..<count {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { throw BenchFailure("socket failed: \(String(cString: strerror(errno)))") }
            sockets.append(fd)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard connected == 0 else { throw BenchFailure("connect failed: \(String(cString: strerror(errno)))") }
            let request = Array("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n".utf8)
            guard write(fd, request, request.count) == request.count else { throw BenchFailure("request not sent") }
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        pending = Array(repeating: [], count: count)
        _ = try arrivals(of: "event: state", timeoutMs: 10_000)
    }

    deinit {
        for fd in sockets { close(fd) }
    }

    /// Reads every stream until each has had `needle` (a frame's `event:` line); returns when each
    /// did, in `Monotonic.ns()`, in stream order. Throws when one has not within `timeoutMs`.
    func arrivals(of needle: String, timeoutMs: Int) throws(BenchFailure) -> [UInt64] {
        let pattern = Array(needle.utf8)
        var times = [UInt64?](repeating: nil, count: sockets.count)
        var waiting = sockets.count
        let deadline = Monotonic.ns() + UInt64(timeoutMs) * 1_000_000
        var descriptors = sockets.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while waiting > 0 {
            let now = Monotonic.ns()
            guard now < deadline else {
                throw BenchFailure(
                    "\(waiting) of \(sockets.count) event streams had no \(needle) within \(timeoutMs) ms")
            }
            for index in descriptors.indices { descriptors[index].revents = 0 }
            guard poll(&descriptors, nfds_t(descriptors.count), Int32((deadline - now) / 1_000_000) + 1) > 0 else {
                continue
            }
            for index in descriptors.indices where descriptors[index].revents != 0 {
                let got = buffer.withUnsafeMutableBytes { read(sockets[index], $0.baseAddress!, $0.count) }
                guard got > 0 else {
                    if got == 0 { throw BenchFailure("the server closed event stream \(index + 1)") }
                    continue
                }
                let readAt = Monotonic.ns()
                pending[index] += buffer[0..<got]
                guard times[index] == nil, Self.contains(pending[index], pattern) else { continue }
                times[index] = readAt
                pending[index] = []
                waiting -= 1
            }
        }
        return times.map { $0 ?? 0 }
    }

    private static func contains(_ bytes: [UInt8], _ pattern: [UInt8]) -> Bool {
        guard bytes.count >= pattern.count else { return false }
        return (0...(bytes.count - pattern.count)).contains { start in
            bytes[start..<start + pattern.count].elementsEqual(pattern)
        }
    }
}
