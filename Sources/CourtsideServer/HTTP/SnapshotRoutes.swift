import Hummingbird
import NIOCore
import ServiceLifecycle

/// A ``SnapshotHub``'s two routes: its state as JSON (`/api/run`, `/api/courts`), and the stream
/// of it (`/api/run/events`, `/api/courts/events`) (docs/serve.md).
extension CourtServer {
    /// The state now.
    static func snapshotState(_ hub: SnapshotHub) -> Response {
        json(hub.json)
    }

    /// An event with the state as it is, then one each time it changes.
    static func snapshotEvents(_ hub: SnapshotHub) -> Response {
        guard let (first, stream) = hub.subscribe() else {
            return problem(.serviceUnavailable, "too many event streams open; try again later")
        }
        return events(
            body: ResponseBody { writer in
                try await withGracefulShutdownHandler {
                    try await writer.write(ByteBuffer(string: SSEFrame.retry + first))
                    for await frame in stream {
                        try await writer.write(ByteBuffer(string: frame))
                    }
                } onGracefulShutdown: {
                    hub.close()
                }
                try await writer.finish(nil)
            })
    }
}
