import CourtsideCore
import CourtsideReports
import CourtsideServer
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

/// Every endpoint but the event stream, in process (HummingbirdTesting's router mode): what each
/// answers, and what a bad request gets.
@Suite struct ServerAPITests {
    private func app(_ court: Court) -> some ApplicationProtocol {
        CourtServer.application(
            library: court.library, hub: court.hub, listen: ListenAddress(host: "127.0.0.1", port: 0))
    }

    private func body(_ response: TestResponse) -> String {
        String(buffer: response.body)
    }

    @Test func theStateBeforeAnyGameSaysWaiting() async throws {
        try await withCourt { court in
            try await app(court).test(.router) { client in
                try await client.execute(uri: "/api/state", method: .get) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.contentType] == "application/json")
                    #expect(response.headers[.xContentTypeOptions] == "nosniff")
                    let text = body(response)
                    #expect(text.hasPrefix("{\"state\":1,"))
                    let state = try JSON.object(text)
                    #expect(state["game"] is NSNull && state["connection"] as? String == "waiting")
                    #expect(state["status"] as? String == "waiting" && state["last"] is NSNull)
                    #expect((state["recent"] as? [Any])?.isEmpty == true)
                }
            }
        }
    }

    @Test func theStateOfTheGameBeingScored() async throws {
        try await withCourt { court in
            let session = try court.create("live1")
            defer { session.close() }
            try session.play(
                [
                    .clockStarted, .move(Court.shaq, .twoPoints), .move(Court.kobe, .foul), .move(Court.kobe, .foul),
                    .move(Court.kobe, .foul), .clockPaused,
                ])
            try court.start()
            #expect(try await court.waitForState { $0["seq"] as? Int == 6 })
            try await app(court).test(.router) { client in
                try await client.execute(uri: "/api/state", method: .get) { response in
                    let state = try JSON.object(body(response))
                    #expect(state["game"] as? String == "live1")
                    #expect(state["connection"] as? String == "live", "this process holds the game's lock")
                    #expect(state["status"] as? String == "paused" && state["running"] as? Bool == false)
                    #expect(state["clockMs"] as? Int == 600 && state["clockText"] as? String == "00:00.6")
                    #expect(state["rules"] as? String == "to 15 · win by 2" && state["winner"] is NSNull)
                    #expect(state["text"] as? String == "clock paused")
                    let home = try #require(state["home"] as? [String: Any])
                    #expect(home["name"] as? String == "Ballerz" && home["score"] as? Int == 2)
                    let away = try #require(state["away"] as? [String: Any])
                    #expect(away["teamFouls"] as? Int == 3 && away["score"] as? Int == 0)
                    let last = try #require(state["last"] as? [String: Any])
                    #expect(last["feed"] as? Int == FeedLine.version && last["seq"] as? Int == 6)
                    let recent = try #require(state["recent"] as? [[String: Any]])
                    #expect(
                        recent.map { $0["play"] as? String } == [
                            "Kobe: foul", "Kobe: foul", "Kobe: foul", "Shaq: 2 points",
                        ])
                }
            }
        }
    }

    /// A game read whole (the court followed after a rename) gave its recent plays the names of
    /// the end of the game: a play before the rename said the new name, where the feed's line for
    /// it said the name of its time.
    @Test func theRecentPlaysOfAGameReadWholeNameThePlayersOfTheirTime() async throws {
        try await withCourt { court in
            let session = try court.create("named1")
            defer { session.close() }
            try session.play(
                [
                    .clockStarted, .move(Court.shaq, .rebound), .rename(Court.shaq, name: "Diesel"),
                    .move(Court.shaq, .rebound),
                ])
            try court.start()
            #expect(try await court.waitForState { $0["seq"] as? Int == 4 })
            let recent = try #require(try court.state()["recent"] as? [[String: Any]])
            #expect(
                recent.map { $0["play"] as? String } == ["Diesel: rebound", "Shaq is now Diesel", "Shaq: rebound"])
        }
    }

    @Test func theGamesAreTheListWithoutTheFolder() async throws {
        try await withCourt { court in
            let session = try court.create("list1")
            try session.play([.clockStarted, .move(Court.shaq, .onePoint)])
            session.close()
            try await app(court).test(.router) { client in
                try await client.execute(uri: "/api/games", method: .get) { response in
                    #expect(response.status == .ok)
                    let games = try JSON.array(body(response))
                    #expect(games.count == 1)
                    #expect(games[0]["id"] as? String == "list1" && games[0]["path"] as? String == "list1.jsonl")
                    #expect(games[0]["homeScore"] as? Int == 1 && games[0]["status"] as? String == "in-progress")
                    #expect(!body(response).contains(court.folder), "the library's folder is nobody's business")
                }
                try await client.execute(uri: "/api/games/list1", method: .get) { response in
                    #expect(response.status == .ok)
                    let export = try JSON.object(body(response))
                    #expect(export["id"] as? String == "list1")
                    let home = try #require(export["home"] as? [String: Any])
                    #expect(home["score"] as? Int == 1 && (home["players"] as? [Any])?.count == 3)
                    #expect((export["plays"] as? [Any])?.count == 1, "the point (the clock's start is no play)")
                }
            }
        }
    }

    @Test func badRequestsReachNoFile() async throws {
        try await withCourt { court in
            // A file beside the library a path could try to reach.
            try "secret".write(toFile: court.folder + "/../courtside-secret.jsonl", atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: court.folder + "/../courtside-secret.jsonl") }
            try await app(court).test(.router) { client in
                for uri in [
                    "/api/games/NOPE", "/api/games/a.b", "/api/games/" + String(repeating: "a", count: 33),
                    "/api/games/%2e%2e%2fcourtside-secret",
                ] {
                    try await client.execute(uri: uri, method: .get) { response in
                        #expect(response.status == .badRequest, "\(uri)")
                        let problem = try JSON.object(body(response))
                        #expect(problem["error"] is String)
                        #expect(!body(response).contains("secret"))
                    }
                }
                for uri in [
                    "/api/games/nosuch", "/api/games/../../courtside-secret", "/etc/passwd", "/api/nothing",
                    "/api/games/nosuch/more",
                ] {
                    try await client.execute(uri: uri, method: .get) { response in
                        #expect(response.status == .notFound, "\(uri)")
                        #expect(!body(response).contains("secret"))
                    }
                }
                try await client.execute(uri: "/api/state", method: .post) { response in
                    #expect(response.status != .ok, "nothing is written, so nothing is posted")
                }
                try await client.execute(uri: "/api/games/nosuch", method: .delete) { response in
                    #expect(response.status != .ok)
                }
            }
        }
    }

    /// A game that counts down (FIBA 3x3: 10:00 with a shot clock) is shown as its board shows it,
    /// the time left, and the page is told the limit it counts down from; a game to 15 is not.
    @Test func aCountdownGamesStateShowsTheTimeLeft() async throws {
        try await withCourt { court in
            let session = try court.create("cd3x3", rules: RulesPreset.fiba3x3.rules)
            defer { session.close() }
            try session.play([.clockStarted, .move(Court.shaq, .twoPoints), .clockPaused])
            try court.start()
            #expect(try await court.waitForState { $0["seq"] as? Int == 3 })
            let state = try court.state()
            #expect(state["clockMs"] as? Int == 300 && state["clockText"] as? String == "09:59.7")
            #expect(state["countdownFromMs"] as? Int == 600_000 && state["timeLimitMs"] as? Int == 600_000)
            let last = try #require(state["last"] as? [String: Any])
            #expect(last["clockText"] as? String == "09:59.7", "the feed line of the last event counts down too")
        }
    }

}
