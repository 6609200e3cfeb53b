import CourtsideCore
import CourtsideServer
import Testing

/// `--listen ADDRESS:PORT` and the events' ids, both read from what a person or a browser sent.
@Suite struct ListenAddressTests {
    @Test func itReadsAnAddressAndAPort() throws {
        #expect(ListenAddress("127.0.0.1:8080") == ListenAddress(host: "127.0.0.1", port: 8080))
        #expect(ListenAddress("0.0.0.0:80") == ListenAddress(host: "0.0.0.0", port: 80))
        #expect(ListenAddress("[::1]:9000") == ListenAddress(host: "::1", port: 9000))
        #expect(ListenAddress("localhost:0") == ListenAddress(host: "localhost", port: 0))
        #expect(ListenAddress("[::1]:9000")?.description == "[::1]:9000")
        #expect(ListenAddress.loopback.description == "127.0.0.1:8080")
    }

    @Test func itRefusesAnythingElse() {
        for text in [
            "", "8080", ":8080", "127.0.0.1", "127.0.0.1:", "127.0.0.1:65536", "127.0.0.1:-1", "127.0.0.1:80x",
            "::1:8080", "[::1]8080", "[::1]", "a b:80", "host:0000080", "évil:80", "127.0.0.1:８０",
        ] {
            #expect(ListenAddress(text) == nil, "\(text)")
        }
    }

    @Test func itKnowsLoopbackFromEveryInterface() throws {
        #expect(try #require(ListenAddress("127.0.0.1:1")).isLoopback)
        #expect(try #require(ListenAddress("[::1]:1")).isLoopback)
        #expect(try #require(ListenAddress("0.0.0.0:1")).isEverywhere)
        #expect(!(try #require(ListenAddress("0.0.0.0:1")).isLoopback))
    }

    @Test func theURLsOfALoopbackServerNameItsPort() throws {
        #expect(
            ServeURLs.urls(for: try #require(ListenAddress("127.0.0.1:0")), port: 4321) == ["http://127.0.0.1:4321/"])
        let everywhere = ServeURLs.urls(for: try #require(ListenAddress("0.0.0.0:0")), port: 4321)
        #expect(!everywhere.isEmpty && everywhere.allSatisfy { $0.hasPrefix("http://") && $0.hasSuffix(":4321/") })
    }

    @Test func anEventIDIsAGameAndASequenceNumber() throws {
        let id = try #require(EventID("k7m2x9qa.12"))
        #expect(id.game.rawValue == "k7m2x9qa" && id.sequence == 12)
        #expect(id.description == "k7m2x9qa.12")
        for text in [
            "", "k7m2", "k7m2.", ".3", "K7M2.3", "../x.3", "k7m2.-3", "k7m2.3.4", "k7m2.1234567890", "k7m2.3 ",
        ] {
            #expect(EventID(text) == nil, "\(text)")
        }
    }
}
