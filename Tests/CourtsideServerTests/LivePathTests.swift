import AsyncHTTPClient
import CourtsideCore
import CourtsideReports
import CourtsideServer
import CourtsideStoreTesting
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// The live path (`/api/state`, the event streams) stays answered whatever the other routes do
/// (issue 41): a listing of a big library, a reconnection that folds a long game again, an export
/// of a long game written as it is made rather than held whole. Each checked by what happens, not
/// by how long it takes.
@Suite(.timeLimit(.minutes(3))) struct LivePathTests {
    /// 30 listings of 20,000 games held `/api/state` up for 7.7 s: they ran on the Swift pool's
    /// threads (2 on a 2-core laptop) and blocked them.
    @Test func theStateIsAnsweredWhileListingsAreHeldUp() async throws {
        try await withCourt { court in
            let library = HeldLibrary(court.library)
            let app = CourtServer.application(
                library: library, hub: court.hub, listen: ListenAddress(host: "127.0.0.1", port: 0))
            try await app.test(.router) { client in
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for _ in 0..<30 {
                        group.addTask {
                            try await client.execute(uri: "/api/games", method: .get) { response in
                                #expect(response.status == .ok)
                            }
                        }
                    }
                    #expect(try await waitUntil { library.started > 0 })
                    try await client.execute(uri: "/api/state", method: .get) { response in
                        #expect(response.status == .ok)
                        #expect(library.done == 0, "the state was answered while every listing was held")
                    }
                    library.release()
                    try await group.waitForAll()
                }
            }
        }
    }

    /// 20 reconnections near the end of a 1M-event game held `/api/state` up for 3 s: each folded
    /// the game again under the hub's lock, on the Swift pool.
    @Test func aReconnectionIsFoldedAgainWithoutHoldingUpTheCourt() async throws {
        try await withCourt { court in
            let session = try court.create("fold1", target: 99)
            defer { session.close() }
            try session.play([.clockStarted] + Array(repeating: .move(Court.shaq, .rebound), count: 5))
            try court.start()
            #expect(try await court.waitForState { $0["seq"] as? Int == 6 })
            let courtWork = BackgroundWork(label: "tests.court")
            // The test client connects before the waits below and sends its first request after them:
            // on a loaded machine that idle spell passed the 5 s head timeout and the server closed it
            // (CI: "Connection reset by peer"). The timeout is not what this test is about.
            let app = CourtServer.application(
                library: court.library, hub: court.hub, listen: ListenAddress(host: "127.0.0.1", port: 0),
                limits: ServeLimits(headTimeout: .minutes(3)), courtWork: courtWork)
            try await app.test(.live) { client in
                let port = try #require(client.port)
                courtWork.suspend()
                // Resumed once, whatever happens: work held for ever would hold the server's shutdown.
                var resumed = false
                defer { if !resumed { courtWork.resume() } }
                let reconnect = try RawConnection(port: port)
                #expect(
                    await reconnect.send(
                        "GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nLast-Event-ID: fold1.3\r\n\r\n"))
                #expect(try await waitUntil { court.hub.clientCount == 1 })
                // Subscribed, its replay held: the state is answered and an event is published.
                let state = try await client.execute(uri: "/api/state", method: .get) { $0 }
                #expect(try JSON.object(String(buffer: state.body))["seq"] as? Int == 6)
                try session.play([.move(Court.kobe, .onePoint)])
                #expect(try await court.waitForState { $0["seq"] as? Int == 7 })
                #expect(await reconnect.read(seconds: 0) { _ in true }.isEmpty, "nothing is sent before the replay")
                courtWork.resume()
                resumed = true
                // Lines, the chunks' framing (CR LF, one Character to Swift) aside.
                let text = await reconnect.read { $0.text.contains("id: fold1.7\n") }.text
                    .replacingOccurrences(of: "\r\n", with: "\n")
                let ids = text.split(separator: "\n").filter { $0.hasPrefix("id: ") }.map { $0.dropFirst(4) }
                let kinds = text.split(separator: "\n").filter { $0.hasPrefix("event: ") }.map { $0.dropFirst(7) }
                // The missed events, the state, then the live event: nothing lost, nothing twice.
                #expect(ids == ["fold1.4", "fold1.5", "fold1.6", "fold1.6", "fold1.7"], "\(text)")
                #expect(kinds == ["feed", "feed", "feed", "state", "feed"])
            }
        }
    }

    /// `/api/games/ID` of a 1M-event game built its 277 MB export as one string (792 MB at the
    /// peak). It is written as it is made: chunks of the exporter's 64 KiB buffer, the same bytes.
    @Test func anExportIsWrittenInPieces() async throws {
        try await withCourt { court in
            let game = try GameFileWriter.synthetic(count: 3_000, seed: 41, id: "long1")
            _ = try GameFileWriter.write(game, into: court.library)
            let expected = Exporter.export(try court.library.openLog(game.header.id), format: .json)
            #expect(expected.utf8.count > 4 * 64 * 1_024, "long enough for several pieces")
            try await CourtServer.application(
                library: court.library, hub: court.hub, listen: ListenAddress(host: "127.0.0.1", port: 0)
            ).test(.live) { client in
                let port = try #require(client.port)
                let connection = try RawConnection(port: port)
                #expect(
                    await connection.send(
                        "GET /api/games/long1 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"))
                #expect(await connection.waitForClose(seconds: 60) == .closed)
                let response = await connection.read { _ in true }
                let separator = Array("\r\n\r\n".utf8)
                let headEnd = try #require(
                    response.indices.dropLast(3).first { Array(response[$0..<$0 + 4]) == separator })
                #expect(Array(response[..<headEnd]).text.lowercased().contains("transfer-encoding: chunked"))
                let chunks = try Self.chunks(Array(response[(headEnd + 4)...]))
                #expect(chunks.count > 4)
                // The exporter hands its buffer over once it holds 64 KiB: a piece is that, and a line over.
                #expect(chunks.allSatisfy { $0.count <= 68 * 1_024 }, "\(chunks.map(\.count))")
                #expect(Array(chunks.joined()).text == expected, "the same bytes as `courtside export --format json`")
            }
        }
    }

    /// A chunked body's chunks (RFC 9112 §7.1), without their framing.
    private static func chunks(_ bytes: [UInt8]) throws -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        var at = 0
        while true {
            guard let end = bytes[at...].firstIndex(of: UInt8(ascii: "\r")),
                let size = Int(String(decoding: bytes[at..<end], as: UTF8.self), radix: 16)
            else { throw CocoaError(.coderReadCorrupt) }
            at = end + 2
            if size == 0 { return chunks }
            guard at + size + 2 <= bytes.count else { throw CocoaError(.coderReadCorrupt) }
            chunks.append(Array(bytes[at..<at + size]))
            at += size + 2
        }
    }
}
