import CourtsideCore
import CourtsideStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import CourtsideServer

/// The organiser's API (`serve --organiser`): what it writes, and every refusal leaving the run
/// file as it was: no key, a wrong key, another site's page, a body too big, bad names, and, with
/// no organiser, `405` as for any write.
@Suite struct OrganiserAPITests {
    static let key = OrganiserKey("0123456789abcdef0123456789abcdef")
    static let settings = RunSettings(
        id: GameID(rawValue: "runapi01")!, createdMs: 1_000, rules: RulesPreset.pickup.rules, rotation: .standard,
        making: .arrival)

    /// A run of `names` in `court`'s library (its board closed), and its path.
    private static func run(in court: Court, _ names: [String]) throws -> String {
        let recorder = try RunFile(folder: court.folder).create(settings)
        var draw = SystemRandomNumberGenerator()
        _ = try recorder.record(after: recorder.contents.state) { state in
            (try? state.prepared(
                names.map { .arrive(name: $0) }, wallMs: 1, teamsRatedBy: { _ in 1500 }, using: &draw))?.entries ?? []
        }
        recorder.close()
        return recorder.path
    }

    private func app(_ court: Court, organiser: Bool = true) -> some ApplicationProtocol {
        CourtServer.application(
            library: court.library, hub: court.hub,
            organiser: organiser ? RunOrganiser(key: Self.key, run: ServedRun(folder: court.folder)) : nil,
            listen: ListenAddress(host: "127.0.0.1", port: 0))
    }

    private static func body(_ names: [String]) -> ByteBuffer {
        ByteBuffer(data: try! JSONSerialization.data(withJSONObject: ["names": names]))
    }

    private static let bearer: HTTPFields = [.authorization: "Bearer \(key)"]

    @Test func arrivalsDeparturesAndSwapsAreWrittenAsTheRunBoardWritesThem() async throws {
        try await withCourt { court in
            let path = try Self.run(in: court, ["Ann", "Bob", "Cy", "Dee", "Eve"])
            try await app(court).test(.router) { client in
                try await client.execute(
                    uri: "/api/run/arrivals", method: .post, headers: Self.bearer, body: Self.body(["Fay", "Gus"])
                ) { response in
                    #expect(response.status == .ok)
                    #expect(String(buffer: response.body).contains("\"said\":\"Fay, Gus are here\""))
                }
                try await client.execute(
                    uri: "/api/run/departures", method: .post, headers: Self.bearer, body: Self.body(["bob"])
                ) { response in
                    #expect(
                        response.status == .ok, "a name as typed finds the player: \(String(buffer: response.body))")
                }
                try await client.execute(
                    uri: "/api/run/swaps", method: .post, headers: Self.bearer, body: Self.body(["Ann", "Dee"])
                ) { response in
                    #expect(response.status == .ok, "\(String(buffer: response.body))")
                }
                try await client.execute(
                    uri: "/api/run/departures", method: .post, headers: Self.bearer, body: Self.body(["Zed"])
                ) { response in
                    #expect(response.status == .conflict)
                    #expect(String(buffer: response.body).contains("Zed"), "the run board's words")
                }
            }
            let read = try RunFile(folder: court.folder).read(path)
            #expect(read.problem == nil)
            #expect(read.state.present == ["Ann", "Cy", "Dee", "Eve", "Fay", "Gus"])
            // Teams made as on the run board: Bob's place went to the first in line, then Ann and
            // Dee changed teams.
            #expect(read.state.teams.map(\.players) == [["Dee", "Cy", "Gus"], ["Ann", "Eve", "Fay"]])
        }
    }

    @Test func everyRefusalWritesNothing() async throws {
        try await withCourt { court in
            let path = try Self.run(in: court, ["Ann", "Bob"])
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let big = ByteBuffer(repeating: UInt8(ascii: "a"), count: RunOrganiser.maxBodyBytes + 1)
            let cases: [(String, HTTPFields, ByteBuffer, HTTPResponse.Status)] = [
                ("no key", [:], Self.body(["Cy"]), .unauthorized),
                (
                    "a wrong key", [.authorization: "Bearer 0123456789abcdef0123456789abcdee"], Self.body(["Cy"]),
                    .unauthorized
                ),
                ("a key's prefix", [.authorization: "Bearer 0123456789abcdef"], Self.body(["Cy"]), .unauthorized),
                ("the key as Basic", [.authorization: "Basic \(Self.key)"], Self.body(["Cy"]), .unauthorized),
                ("another site's page", Self.bearer + [.origin: "http://evil.example"], Self.body(["Cy"]), .forbidden),
                ("a body too big", Self.bearer, big, .contentTooLarge),
                ("not JSON", Self.bearer, ByteBuffer(string: "Cy"), .badRequest),
                ("no names", Self.bearer, Self.body([]), .badRequest),
                ("a bidi control", Self.bearer, Self.body(["Cy\u{202E}"]), .badRequest),
                ("a blank name", Self.bearer, Self.body(["   "]), .badRequest),
                ("a comma", Self.bearer, Self.body(["Cy, Dee"]), .badRequest),
                ("a name too long", Self.bearer, Self.body([String(repeating: "x", count: 41)]), .badRequest),
                ("one name to swap", Self.bearer, Self.body(["Ann"]), .badRequest),
            ]
            try await app(court).test(.router) { client in
                for (what, headers, body, status) in cases {
                    let uri = what == "one name to swap" ? "/api/run/swaps" : "/api/run/arrivals"
                    try await client.execute(uri: uri, method: .post, headers: headers, body: body) { response in
                        #expect(response.status == status, "\(what): \(String(buffer: response.body))")
                        #expect(response.headers[.xContentTypeOptions] == "nosniff", "\(what)")
                    }
                }
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "nothing was written")
        }
    }

    @Test func withoutAnOrganiserServeStaysReadOnly() async throws {
        try await withCourt { court in
            let path = try Self.run(in: court, ["Ann"])
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            try await app(court, organiser: false).test(.router) { client in
                for change in RunOrganiser.Change.allCases {
                    try await client.execute(
                        uri: change.path, method: .post, headers: Self.bearer, body: Self.body(["Cy", "Ann"])
                    ) { response in
                        #expect(response.status == .methodNotAllowed, "\(change.path)")
                        #expect(response.headers[.allow] == "GET, HEAD")
                    }
                }
                try await client.execute(uri: "/organiser", method: .get) { response in
                    #expect(response.status == .notFound)
                }
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        }
    }

    @Test func theKeyIs128RandomBitsNewEachTime() {
        let keys = (0..<4).map { _ in OrganiserKey().description }
        #expect(keys.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
        #expect(Set(keys).count == keys.count)
        #expect(Self.key.authorizes("Bearer \(Self.key)"))
        #expect(!Self.key.authorizes("Bearer \(Self.key)0"))
        #expect(!Self.key.authorizes(nil))
    }
}

extension HTTPFields {
    fileprivate static func + (lhs: HTTPFields, rhs: HTTPFields) -> HTTPFields {
        var fields = lhs
        fields.append(contentsOf: rhs)
        return fields
    }
}
