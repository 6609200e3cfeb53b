import CourtsideServer
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// `HEAD` on every `GET` route, `405` with `Allow` for other methods on a route's path, and the
/// safety headers on every answer, errors included (issue 41: `HEAD` answered 404 where `GET`
/// answered 200, other methods 404, and a 404 had no safety headers).
@Suite struct ServerMethodsTests {
    private func app(_ court: Court) -> some ApplicationProtocol {
        CourtServer.application(
            library: court.library, hub: court.hub, listen: ListenAddress(host: "127.0.0.1", port: 0))
    }

    private static func expectSafe(_ response: TestResponse, _ what: String) {
        #expect(response.headers[.xContentTypeOptions] == "nosniff", "\(what)")
        #expect(response.headers[.contentSecurityPolicy]?.contains("default-src 'self'") == true, "\(what)")
        #expect(response.headers[HTTPField.Name("Referrer-Policy")!] == "no-referrer", "\(what)")
    }

    @Test func headIsGetWithoutItsBodyOnEveryRoute() async throws {
        try await withCourt { court in
            let session = try court.create("head1")
            try session.play([.clockStarted, .move(Court.shaq, .onePoint)])
            session.close()
            try await app(court).test(.router) { client in
                for uri in [
                    "/", "/overlay", "/box", "/courtside.js", "/courtside.css", "/api/state", "/api/games",
                    "/api/games/head1",
                ] {
                    let get = try await client.execute(uri: uri, method: .get) { $0 }
                    #expect(get.status == .ok && get.body.readableBytes > 0, "\(uri)")
                    try await client.execute(uri: uri, method: .head) { response in
                        #expect(response.status == .ok, "HEAD \(uri)")
                        #expect(response.headers[.contentType] == get.headers[.contentType], "HEAD \(uri)")
                        #expect(response.body.readableBytes == 0, "HEAD \(uri)")
                        Self.expectSafe(response, "HEAD \(uri)")
                    }
                }
                try await client.execute(uri: "/api/events", method: .head) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.contentType] == "text/event-stream; charset=utf-8")
                }
                #expect(court.hub.clientCount == 0, "a HEAD holds no event stream")
                for (uri, status) in [
                    ("/api/games/nosuch", HTTPResponse.Status.notFound), ("/api/games/NOPE", .badRequest),
                ] {
                    try await client.execute(uri: uri, method: .head) { response in
                        #expect(response.status == status, "HEAD \(uri)")
                    }
                }
            }
        }
    }

    @Test func otherMethodsOnARoutesPathAre405WithAllow() async throws {
        try await withCourt { court in
            try await app(court).test(.router) { client in
                for (uri, method) in [
                    ("/api/state", HTTPRequest.Method.post), ("/api/games/abc", .delete), ("/", .put),
                    ("/api/events", .options),
                    ("/api/games", .patch), ("/courtside.js", HTTPRequest.Method("BREW")!),
                ] {
                    try await client.execute(uri: uri, method: method) { response in
                        #expect(response.status == .methodNotAllowed, "\(method) \(uri)")
                        #expect(response.headers[.allow] == "GET, HEAD", "\(method) \(uri)")
                        Self.expectSafe(response, "\(method) \(uri)")
                    }
                }
                try await client.execute(uri: "/api/nothing", method: .post) { response in
                    #expect(response.status == .notFound, "no route there, whatever the method")
                }
            }
        }
    }

    @Test func errorsCarryTheSafetyHeaders() async throws {
        try await withCourt { court in
            try await app(court).test(.router) { client in
                for (uri, status) in [
                    ("/etc/passwd", HTTPResponse.Status.notFound), ("/api/nothing", .notFound),
                    ("/api/games/nosuch", .notFound), ("/api/games/NOPE", .badRequest),
                ] {
                    for method in [HTTPRequest.Method.get, .head] {
                        try await client.execute(uri: uri, method: method) { response in
                            #expect(response.status == status, "\(method) \(uri)")
                            Self.expectSafe(response, "\(method) \(uri)")
                        }
                    }
                }
            }
        }
    }
}
