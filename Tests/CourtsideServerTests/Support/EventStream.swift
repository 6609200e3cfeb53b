import AsyncHTTPClient
import Foundation
import NIOCore

/// One server-sent event as a client sees it.
struct SSEEvent: Equatable {
    var id: String?
    var event = "message"
    var data = ""
}

/// An open `/api/events` stream read with AsyncHTTPClient as it comes, event by event.
final class EventStream {
    let status: Int
    private var iterator: HTTPClientResponse.Body.AsyncIterator
    private var pending = ""

    init(port: Int, lastEventID: String? = nil, client: HTTPClient = .shared) async throws {
        var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)/api/events")
        if let lastEventID { request.headers.add(name: "Last-Event-ID", value: lastEventID) }
        // A connection of its own, closed after: the shared client would otherwise keep a refused
        // stream's connection for the next, which serve closes after 5 s idle (its head timeout),
        // so a slow run reused one the server was closing ("connection reset by peer").
        request.headers.add(name: "Connection", value: "close")
        let response = try await client.execute(request, timeout: .seconds(10))
        status = Int(response.status.code)
        iterator = response.body.makeAsyncIterator()
    }

    /// The next event (comments and `retry:` lines skipped); nil when the stream ended. (The
    /// tests' time limits end a stream that never says what they wait for.)
    func next() async throws -> SSEEvent? {
        while true {
            if let range = pending.range(of: "\n\n") {
                let block = String(pending[..<range.lowerBound])
                pending.removeSubrange(..<range.upperBound)
                var event = SSEEvent()
                var hasData = false
                for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
                    if line.hasPrefix("id: ") { event.id = String(line.dropFirst(4)) }
                    if line.hasPrefix("event: ") { event.event = String(line.dropFirst(7)) }
                    if line.hasPrefix("data: ") {
                        event.data = String(line.dropFirst(6))
                        hasData = true
                    }
                }
                if hasData { return event }
                continue
            }
            guard let chunk = try await nextChunk() else { return nil }
            pending += String(buffer: chunk)
        }
    }

    /// Events until one satisfies `stop` (included), or nil.
    func events(until stop: (SSEEvent) -> Bool) async throws -> [SSEEvent] {
        var seen: [SSEEvent] = []
        while let event = try await next() {
            seen.append(event)
            if stop(event) { return seen }
        }
        return seen
    }

    private func nextChunk() async throws -> ByteBuffer? {
        try await iterator.next()
    }
}
