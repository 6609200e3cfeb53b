import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 48: `courtside serve --livestats-port` as a graphics system meets it: the port it prints,
/// a client that sends its parameters as the feed's Python clients do (no line end) and reads CR LF
/// messages, and Ctrl-C with the client still connected.
@Suite("LiveStats TV feed end to end", .serialized)
struct LiveStatsFeedEndToEndTests {
    @Test("serve --livestats-port: the game as it stands to a client from the spec; Ctrl-C stops it, exit 0")
    func servesTheFeed() throws {
        let library = TmuxSession.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: library) }
        try SavedGameFile.write(id: "feed1234", in: library, homeTwos: 2, awayOnes: 1)
        let server = try BackgroundChild([
            "serve", "--listen", "127.0.0.1:0", "--livestats-port", "0", "--library", library,
        ])
        var port: Int?
        server.waitUntil {
            port = server.lines.first { $0.hasPrefix("courtside serve: LiveStats TV feed on 127.0.0.1:") }.flatMap {
                Int($0.split(separator: ":").last?.prefix { $0.isNumber } ?? "")
            }
            return port != nil
        }
        let feedPort = try #require(port, "serve printed no feed port: \(server.stdout) \(server.stderr)")

        let client = try #require(LoopbackSocket.connect(port: feedPort))
        defer { close(client) }
        let parameters = Array(#"{"type":"parameters","types":"se,ac,mi,te,sc,pbp,box","playbyplayOnConnect":1}"#.utf8)
        #expect(write(client, parameters, parameters.count) == parameters.count)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = Date().addingTimeInterval(20)
        while !String(decoding: received, as: UTF8.self).contains("\"type\":\"ping\""), Date() < deadline {
            var descriptor = pollfd(fd: client, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 1_000) == 1 else { continue }
            let count = read(client, &buffer, buffer.count)
            guard count > 0 else { break }
            received += buffer[..<count]
        }
        let text = String(decoding: received, as: UTF8.self)
        let lines = text.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        let messages = try lines.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(
            messages.map { $0["type"] as? String } == ["setup", "teams", "status", "playbyplay", "boxscore", "ping"])
        let actions = try #require(messages[3]["actions"] as? [[String: Any]])
        #expect(actions.map { $0["actionType"] as? String } == ["1pt", "2pt", "2pt"])
        let scores = try #require(messages[2]["scores"] as? [[String: Any]])
        #expect(scores.map { $0["score"] as? Int } == [4, 1])

        server.signal(SIGINT)
        #expect(server.exitStatus() == 0)
        #expect(server.stderr.isEmpty)
    }
}
