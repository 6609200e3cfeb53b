/// Why `courtside serve` could not serve: each reads as one line for the person who ran it.
public enum ServeError: Error, Equatable, CustomStringConvertible {
    /// Another program listens on the address already.
    case addressInUse(ListenAddress)
    /// The address is not one of this machine's, or cannot be listened on for another reason.
    case cannotListen(ListenAddress, reason: String)
    /// The library cannot be followed.
    case library(String)
    /// The league's watch for `/courts` cannot be started.
    case league(String)

    /// The line printed after `courtside: `.
    public var description: String {
        switch self {
        case .addressInUse(let address):
            "cannot listen on \(address): the port is in use (another courtside serve?); pick another with --listen"
        case .cannotListen(let address, let reason): "cannot listen on \(address): \(reason)"
        case .library(let reason): reason
        case .league(let reason): reason
        }
    }
}
