#if canImport(Glibc)
    import Glibc
#endif

/// A plain TCP client socket to this machine, for what the end-to-end tests read byte by byte (an
/// event stream's frames, the LiveStats feed's lines).
enum LoopbackSocket {
    /// A socket connected to 127.0.0.1:`port`, or nil when nothing listens there; the caller closes it.
    static func connect(port: Int) -> Int32? {
        let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(client)
            return nil
        }
        return client
    }
}
