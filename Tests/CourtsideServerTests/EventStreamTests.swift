import AsyncHTTPClient
import CourtsideCore
import CourtsideReports
import CourtsideServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// `/api/events` on a live server, read as a browser's EventSource reads it: the state first,
/// each event as it is scored, with ids, and a reconnection with `Last-Event-ID` that misses
/// nothing. Clients are bounded, and a client that does not read is dropped without holding up
/// the others.
@Suite(.timeLimit(.minutes(3))) struct EventStreamTests {
    private func app(_ court: Court) -> some ApplicationProtocol {
        CourtServer.application(
            library: court.library, hub: court.hub, listen: ListenAddress(host: "127.0.0.1", port: 0))
    }

    @Test func eachEventComesWithItsIDAndAReconnectionMissesNothing() async throws {
        try await withCourt { court in
            let session = try court.create("sse1")
            defer { session.close() }
            try session.play([.clockStarted, .move(Court.shaq, .twoPoints)])
            try court.start()
            #expect(try await court.waitForState { $0["seq"] as? Int == 2 })
            try await app(court).test(.live) { client in
                let port = try #require(client.port)
                let stream = try await EventStream(port: port)
                #expect(stream.status == 200)
                let first = try #require(try await stream.next())
                #expect(first.event == "state" && first.id == "sse1.2")
                #expect(try JSON.object(first.data)["seq"] as? Int == 2)

                try session.play([.move(Court.kobe, .onePoint)])
                let feed = try #require(try await stream.next())
                #expect(feed.event == "feed" && feed.id == "sse1.3")
                let line = try JSON.object(feed.data)
                #expect(line["feed"] as? Int == FeedLine.version && line["play"] as? String == "Kobe: 1 point")
                #expect((line["away"] as? [String: Any])?["score"] as? Int == 1)

                // The client goes away after sse1.3; three events are scored; it comes back.
                try session.play(
                    [.move(Court.shaq, .rebound), .undo, .move(Court.shaq, .assist)])
                #expect(try await court.waitForState { $0["seq"] as? Int == 6 })
                let again = try await EventStream(port: port, lastEventID: "sse1.3")
                let resumed = try await again.events { $0.event == "state" }
                #expect(resumed.map(\.id) == ["sse1.4", "sse1.5", "sse1.6", "sse1.6"])
                #expect(resumed.map(\.event) == ["feed", "feed", "feed", "state"])
                #expect(
                    try resumed.dropLast().map { try JSON.object($0.data)["play"] as? String } == [
                        "Shaq: rebound", "undid Shaq: rebound", "Shaq: assist",
                    ])

                // Live events go on after the replay.
                try session.play([.clockPaused])
                let next = try #require(try await again.next())
                #expect(next.id == "sse1.7" && next.event == "feed")
            }
        }
    }

    /// A client that comes back after a rename was sent the missed plays under the players' names
    /// of when it came back, where the live lines had the names of when each play was made: the
    /// replay named the players once, at the subscription, instead of as it folded.
    @Test func aReplayNamesThePlayersAsTheLiveLinesDid() async throws {
        try await withCourt { court in
            let session = try court.create("sse4", target: 99)
            defer { session.close() }
            try session.play([.clockStarted])
            try court.start()
            #expect(try await court.waitForState { $0["seq"] as? Int == 1 })
            try await app(court).test(.live) { client in
                let port = try #require(client.port)
                let live = try await EventStream(port: port)
                #expect(try await live.next()?.event == "state")
                try session.play(
                    [.move(Court.shaq, .rebound), .rename(Court.shaq, name: "Diesel"), .move(Court.shaq, .rebound)])
                let sent = try await live.events { $0.id == "sse4.4" }.filter { $0.event == "feed" }
                #expect(sent.map(\.id) == ["sse4.2", "sse4.3", "sse4.4"])
                let again = try await EventStream(port: port, lastEventID: "sse4.1")
                let replayed = try await again.events { $0.event == "state" }.filter { $0.event == "feed" }
                #expect(replayed.map(\.id) == sent.map(\.id))
                #expect(replayed.map(\.data) == sent.map(\.data), "the same lines, live or replayed")
                #expect(try JSON.object(replayed[0].data)["play"] as? String == "Shaq: rebound")
            }
        }
    }

    @Test func aClientOfAnotherGameGetsThisGameFromItsFirstEvent() async throws {
        try await withCourt { court in
            let session = try court.create("sse2")
            defer { session.close() }
            try session.play([.clockStarted, .move(Court.shaq, .twoPoints)])
            try court.start()
            #expect(try await court.waitForState { $0["seq"] as? Int == 2 })
            try await app(court).test(.live) { client in
                let port = try #require(client.port)
                let stream = try await EventStream(port: port, lastEventID: "oldgame.40")
                let events = try await stream.events { $0.event == "state" }
                #expect(events.map(\.id) == ["sse2.1", "sse2.2", "sse2.2"])
                // A Last-Event-ID that is no id at all is a first connection: the state alone.
                let fresh = try await EventStream(port: port, lastEventID: "../../etc/passwd")
                #expect(try await fresh.next()?.event == "state")
            }
        }
    }

    @Test func clientsAreBoundedAndASlowOneIsDroppedWithoutHoldingUpTheOthers() async throws {
        try await withCourt(maxClients: 2, bufferLimit: 3) { court in
            let session = try court.create("sse3", target: 99)
            defer { session.close() }
            // Started (a game is shown from its first event): the rebounds below are events 2 to 7.
            try session.play([.clockStarted])
            try court.start()
            #expect(try await court.waitForState { $0["game"] as? String == "sse3" })
            try await app(court).test(.live) { client in
                let port = try #require(client.port)
                // A client that never reads past its subscription: the hub's side of it.
                let stuck = try #require(court.hub.subscribe(lastEventID: nil))
                let reader = try await EventStream(port: port)
                #expect(try await reader.next()?.event == "state")
                let refused = try await EventStream(port: port)
                #expect(refused.status == 503, "two streams are open already")

                // One event at a time, each read before the next is scored, so each is a batch of its own.
                var seen: [String?] = []
                for sequence in 2...7 {
                    try session.play([.move(Court.shaq, .rebound)])
                    seen += try await reader.events { $0.id == "sse3.\(sequence)" }.map(\.id)
                }
                #expect(seen == ["sse3.2", "sse3.3", "sse3.4", "sse3.5", "sse3.6", "sse3.7"])
                // The stuck client's buffer (3) filled: it was dropped, and its stream ended.
                var buffered = 0
                for await _ in stuck.stream { buffered += 1 }
                #expect(buffered <= 3)
                #expect(court.hub.clientCount == 1)
                let another = try await EventStream(port: port)
                #expect(another.status == 200, "the dropped client's place is free again")
            }
        }
    }
}
