import NIOCore

/// The URLs to open for a server listening on an address: the address itself, or, on every
/// interface (`0.0.0.0`, `::`), each of the machine's own IPv4 addresses (what a phone on the
/// same network types), loopback last.
public enum ServeURLs {
    /// `http://HOST:PORT/` for each address a browser can use.
    public static func urls(for address: ListenAddress, port: Int) -> [String] {
        guard address.isEverywhere else {
            return ["http://\(ListenAddress(host: address.host, port: port))/"]
        }
        var hosts: [String] = []
        for device in (try? System.enumerateDevices()) ?? [] {
            guard let ip = device.address?.ipAddress, case .v4 = device.address, !hosts.contains(ip) else { continue }
            hosts.append(ip)
        }
        hosts.sort { ($0.hasPrefix("127.") ? 1 : 0, $0) < ($1.hasPrefix("127.") ? 1 : 0, $1) }
        if hosts.isEmpty { hosts = ["127.0.0.1"] }
        return hosts.map { "http://\(ListenAddress(host: $0, port: port))/" }
    }
}
