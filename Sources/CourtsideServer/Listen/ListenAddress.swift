/// Where `courtside serve` listens: `ADDRESS:PORT` from `--listen`.
///
/// The address is an IPv4 address, a host name (`localhost`) or an IPv6 address in brackets
/// (`[::1]:8080`); the port is 0…65535 (0 lets the system pick one, which the server prints).
public struct ListenAddress: Hashable, Sendable, CustomStringConvertible {
    /// The default: loopback only, so nothing outside this machine sees the games unless asked.
    public static let loopback = ListenAddress(host: "127.0.0.1", port: 8080)

    /// The address or host name, without brackets.
    public let host: String
    /// The TCP port.
    public let port: Int

    /// An address from its parts.
    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// Parses `ADDRESS:PORT`; nil for anything else (no port, a port out of range, an empty or
    /// spaced address).
    public init?(_ text: String) {
        let host: Substring
        let portText: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":") else {
                return nil
            }
            host = text[text.index(after: text.startIndex)..<close]
            portText = text[text.index(close, offsetBy: 2)...]
        } else {
            guard let colon = text.lastIndex(of: ":") else { return nil }
            host = text[..<colon]
            portText = text[text.index(after: colon)...]
            // An IPv6 address needs its brackets, or its own colons would be taken for the port's.
            guard !host.contains(":") else { return nil }
        }
        guard !host.isEmpty, host.count <= 253,
            host.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || "0123456789.-:_%".unicodeScalars.contains($0))
            }),
            !portText.isEmpty, portText.count <= 5, portText.allSatisfy(\.isASCII), let port = Int(portText),
            (0...65535).contains(port)
        else { return nil }
        self.host = String(host)
        self.port = port
    }

    /// Whether only this machine can connect (127.0.0.0/8, ::1, localhost).
    public var isLoopback: Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// Whether it listens on every interface (0.0.0.0 or ::), so the URLs to print are the machine's addresses.
    public var isEverywhere: Bool { host == "0.0.0.0" || host == "::" }

    /// `ADDRESS:PORT` as typed (brackets around an IPv6 address).
    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}
