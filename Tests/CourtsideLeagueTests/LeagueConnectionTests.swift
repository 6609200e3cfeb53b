import CourtsideLeague
import CourtsideLeagueTesting
import Glibc
import Testing

/// The connection's settings: bounded attempts, and the URL's own settings before courtside's.
@Suite("League connection")
struct LeagueConnectionTests {
    @Test("courtside names itself to the server unless the URL says otherwise: the URL's settings win")
    func urlSettingsWin() throws {
        let cluster = try PostgresCluster()
        try cluster.start()
        let plain = try LeagueConnection(url: cluster.url())
        #expect(try plain.query("SHOW application_name") == [["courtside"]])
        let named = try LeagueConnection(url: cluster.url() + "?application_name=desk&connect_timeout=2")
        #expect(try named.query("SHOW application_name") == [["desk"]])
    }

    /// A server that takes the connection and never answers: the attempt ends at the connect
    /// timeout with one line, instead of hanging (the test would never end).
    @Test("a listener that never answers is unreachable after the timeout, not a hang")
    func silentServer() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(listener >= 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && listen(listener, 4) == 0
                    && getsockname(listener, pointer, &length) == 0
            }
        }
        try #require(listening)
        let port = UInt16(bigEndian: address.sin_port)
        // The kernel completes the handshake; nothing ever reads or writes: libpq waits for the
        // server's answer until connect_timeout.
        #expect {
            try LeagueConnection(url: "postgresql://postgres@127.0.0.1:\(port)/postgres", timeoutSeconds: 2)
        } throws: { error in
            guard case .unreachable(let reason) = error as? LeagueError else { return false }
            return reason.contains("timeout") && !reason.contains("\n")
        }
    }
}
