import CourtsideServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// What serve refuses so that slow and heavy clients do not lock the others out (issue 41): a head
/// sent too slowly, a head too big, a connection past the limit. Over real sockets, with the
/// limits made small.
@Suite(.timeLimit(.minutes(3))) struct ServeLimitsTests {
    private func app(_ court: Court, _ limits: ServeLimits) -> some ApplicationProtocol {
        CourtServer.application(
            library: court.library, hub: court.hub, listen: ListenAddress(host: "127.0.0.1", port: 0), limits: limits)
    }

    private static let stateRequest = "GET /api/state HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"

    /// 600 clients each sending a header line every 10 s held every connection for a minute.
    @Test func aClientThatTricklesItsHeadIsClosedButAStreamIsNeverCut() async throws {
        try await withCourt { court in
            try court.start(keepAliveMs: 100)
            try await app(court, ServeLimits(headTimeout: .milliseconds(500))).test(.live) { client in
                let port = try #require(client.port)
                let slow = try RawConnection(port: port)
                #expect(await slow.send("GET /api/state HTTP/1.1\r\nHost: 127.0.0.1\r\n"))
                // A header line every 100 ms: busy, but its head is never whole.
                #expect(await slow.trickle("X-Slow: 1\r\n", everyMs: 100, seconds: 30) == .closed)

                // A head sent at once is answered; the connection, kept alive and idle, is closed after.
                let quick = try RawConnection(port: port)
                #expect(await quick.send(Self.stateRequest))
                #expect(await quick.read { $0.text.contains("\"recent\":[]}") }.text.hasPrefix("HTTP/1.1 200 OK"))
                #expect(await quick.waitForClose(seconds: 30) == .closed)

                // An event stream is a response being written: it outlives the timeout many times over.
                let stream = try RawConnection(port: port)
                #expect(await stream.send("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"))
                let comments = await stream.read(seconds: 30) {
                    $0.text.components(separatedBy: ": keep-alive").count > 15
                }
                #expect(comments.text.components(separatedBy: ": keep-alive").count > 15, "\(comments.text)")
            }
        }
    }

    /// Nothing takes a body, but a request may say one follows and send it a byte at a time: each
    /// part restarted the head timeout, and Hummingbird reads a body to its end.
    @Test func aRequestThatTricklesABodyIsAnsweredAndClosed() async throws {
        try await withCourt { court in
            // The default timeout: time to answer on a loaded machine, ample next to a byte each 100 ms.
            try await app(court, ServeLimits()).test(.live) { client in
                let port = try #require(client.port)
                for method in ["POST", "GET"] {
                    let dripping = try RawConnection(port: port)
                    #expect(
                        await dripping.send(
                            "\(method) /api/state HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000000\r\n\r\n"))
                    let end = await dripping.trickle("a", everyMs: 100, seconds: 30)
                    let answer = await dripping.read(seconds: 0) { _ in true }.text
                    #expect(end == .closed, "\(method) \(answer)")
                    #expect(answer.hasPrefix(method == "GET" ? "HTTP/1.1 200 OK" : "HTTP/1.1 405"), "\(answer)")
                }
            }
        }
    }

    /// A 20 MB header got a 400, then the socket stayed open for ever, unread.
    @Test func aHugeHeadIsRefusedAndItsConnectionClosed() async throws {
        try await withCourt { court in
            try await app(court, ServeLimits(headTimeout: .seconds(1))).test(.live) { client in
                let port = try #require(client.port)
                let huge = try RawConnection(port: port)
                #expect(await huge.send("GET /api/state HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Huge: "))
                #expect(await huge.flood(20_000_000, seconds: 60) == .closed)
                let next = try RawConnection(port: port)
                #expect(await next.send(Self.stateRequest))
                #expect(await next.read { $0.text.contains("\"recent\":[]}") }.text.hasPrefix("HTTP/1.1 200 OK"))
            }
        }
    }

    /// Past the limit, connections waited unanswered in the kernel's queue behind the ones held.
    @Test func pastTheConnectionLimitA503AndTheConnectionIsClosed() async throws {
        try await withCourt { court in
            try await app(court, ServeLimits(maxConnections: 2, headTimeout: .seconds(60))).test(.live) { client in
                let port = try #require(client.port)
                // Connections held open (kept alive after an answer, so each is surely counted) until
                // one is refused: the limit's two, less the test framework's own client if it has one.
                var held: [RawConnection] = []
                var refusal = ""
                while held.count <= 2, refusal.isEmpty {
                    let connection = try RawConnection(port: port)
                    #expect(await connection.send(Self.stateRequest))
                    // Ample time: a loaded machine once took past 10 s to answer, and a read cut short
                    // looked like a refusal.
                    let answer = await connection.read(seconds: 60) { $0.text.hasSuffix("}") }.text
                    if answer.hasPrefix("HTTP/1.1 200 OK") {
                        held.append(connection)
                    } else {
                        #expect(await connection.waitForClose(seconds: 30) == .closed, "closed after its 503")
                        refusal = answer
                    }
                }
                #expect(!held.isEmpty && held.count <= 2)
                #expect(refusal.hasPrefix("HTTP/1.1 503 Service Unavailable"), "\(refusal)")
                #expect(refusal.lowercased().contains("retry-after: 5"), "\(refusal)")
                #expect(refusal.lowercased().contains("x-content-type-options: nosniff"), "\(refusal)")

                // One of the two goes away: its place is free again.
                try #require(!held.isEmpty, "no connection was answered")
                held.removeFirst()
                var status = ""
                let deadline = Date().addingTimeInterval(30)
                while !status.hasPrefix("HTTP/1.1 200"), Date() < deadline {
                    let again = try RawConnection(port: port)
                    _ = await again.send(Self.stateRequest)
                    status = await again.read { $0.text.hasSuffix("}") }.text
                }
                #expect(status.hasPrefix("HTTP/1.1 200 OK"), "\(status)")
            }
        }
    }
}
