import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A client on a plain TCP socket, for what HTTP client libraries do not do: send a request head
/// slowly or hugely, hold a connection open, read the bytes exactly as they come (a chunked
/// body's chunks). Its blocking calls run on a thread of its own, never on the Swift pool that
/// the server under test answers on. Unchecked Sendable: one call at a time, each on its queue.
final class RawConnection: @unchecked Sendable {
    /// How a connection ended, as the client sees it.
    enum End: Equatable {
        /// Still open when the time was up.
        case open
        /// The server closed it (its end of file, or a reset).
        case closed
    }

    private let fd: Int32
    private let queue = DispatchQueue(label: "courtside.tests.raw-connection")
    /// What was read and not yet handed out.
    private var received: [UInt8] = []

    /// Connects to 127.0.0.1:`port`.
    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            Glibc.close(fd)
            throw POSIXError(.ECONNREFUSED)
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        Glibc.close(fd)
    }

    private func onQueue<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: work()) }
        }
    }

    /// Sends `text` whole; false when the server has closed the connection (or `seconds` passed).
    func send(_ text: String, seconds: Double = 10) async -> Bool {
        let bytes = Array(text.utf8)
        return await onQueue { self.sendAll(bytes, until: Date().addingTimeInterval(seconds)) != .closed }
    }

    /// Sends `count` bytes (a huge header's value), reading what the server answers meanwhile,
    /// until they are all sent, the server closes the connection (a send fails: an answer and an
    /// end of file alone are not enough, a server may stop reading and hold the socket), or
    /// `seconds` pass. Then goes on reading until the server closes it or the time is up.
    func flood(_ count: Int, seconds: Double) async -> End {
        await onQueue {
            let deadline = Date().addingTimeInterval(seconds)
            let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 64 * 1_024)
            var sent = 0
            while sent < count, Date() < deadline {
                switch self.sendAll(Array(chunk.prefix(count - sent)), until: deadline) {
                case .closed: return .closed
                case .open: return self.readUntilClosed(until: deadline)
                case nil: sent += min(chunk.count, count - sent)
                }
            }
            return self.readUntilClosed(until: deadline)
        }
    }

    /// Sends `line` every `everyMs` (a client trickling its header lines) until the server closes
    /// the connection or `seconds` pass.
    func trickle(_ line: String, everyMs: Int32, seconds: Double) async -> End {
        await onQueue {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if self.sendAll(Array(line.utf8), until: deadline) == .closed { return .closed }
                if self.readSome(waitingMs: everyMs) == nil { return .closed }
            }
            return .open
        }
    }

    /// Reads what has come, then on until `done` holds for what was read (which is returned, and
    /// kept), the server closes the connection, or `seconds` pass.
    func read(seconds: Double = 10, until done: @escaping @Sendable ([UInt8]) -> Bool) async -> [UInt8] {
        await onQueue {
            let deadline = Date().addingTimeInterval(seconds)
            guard self.readSome(waitingMs: 0) != nil else { return self.received }
            while !done(self.received), Date() < deadline {
                if self.readSome(waitingMs: 50) == nil { break }
            }
            return self.received
        }
    }

    /// Reads until the server closes the connection or `seconds` pass: whether it did.
    func waitForClose(seconds: Double) async -> End {
        await onQueue { self.readUntilClosed(until: Date().addingTimeInterval(seconds)) }
    }

    /// Forgets what was read so far.
    func clear() async {
        await onQueue { self.received = [] }
    }

    private func readUntilClosed(until deadline: Date) -> End {
        while Date() < deadline {
            if readSome(waitingMs: 50) == nil { return .closed }
        }
        return .open
    }

    /// Waits up to `waitingMs` for bytes and reads what came; nil once the server closed the
    /// connection (end of file or a reset).
    private func readSome(waitingMs: Int32) -> Int? {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, waitingMs) == 1 else { return 0 }
        var buffer = [UInt8](repeating: 0, count: 64 * 1_024)
        let count = Glibc.read(fd, &buffer, buffer.count)
        if count > 0 {
            received += buffer[..<count]
            return count
        }
        if count < 0 && (errno == EAGAIN || errno == EINTR) { return 0 }
        return nil
    }

    /// Sends every byte, reading what comes meanwhile: nil when sent, `.closed` when the server
    /// closed the connection (a reset: it is gone, not only done writing), `.open` at the deadline.
    private func sendAll(_ bytes: [UInt8], until deadline: Date) -> End? {
        var offset = 0
        while offset < bytes.count {
            guard Date() < deadline else { return .open }
            var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            guard poll(&descriptor, 1, 50) == 1 else { continue }
            let count = bytes[offset...].withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if count > 0 {
                offset += count
            } else if count < 0 && errno != EAGAIN && errno != EINTR {
                return .closed
            }
            // Drain what the server answered, so a full receive buffer never stops it writing. (Its
            // end of file is not the end here: a server may stop writing and still hold the socket.)
            _ = readSome(waitingMs: 0)
        }
        return nil
    }
}

extension [UInt8] {
    /// The bytes as text (for heads and small bodies).
    var text: String { String(decoding: self, as: UTF8.self) }
}
