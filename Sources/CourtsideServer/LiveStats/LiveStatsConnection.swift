import CourtsideReports
import NIOCore
import Synchronization

/// One client of the LiveStats TV feed: its socket, what it asked for, and how many bytes sent to
/// it its socket has not taken yet.
///
/// Sending never waits: a message is handed to the channel's event loop and counted until the
/// socket takes it. A client that stops reading lets the count grow; once more than
/// ``LiveStatsLimits/maxPendingBytes`` waits when a message is to be sent, the client is closed,
/// and neither the scorer's thread nor the other clients ever wait for it.
final class LiveStatsConnection: Sendable {
    let channel: any Channel
    let parameters: LiveStatsParameters
    private let limit: Int
    private let pending = Atomic(0)
    private let dropped = Atomic(false)

    init(channel: any Channel, parameters: LiveStatsParameters, limit: Int) {
        self.channel = channel
        self.parameters = parameters
        self.limit = limit
    }

    /// Whether it was closed for falling behind (or its socket went away).
    var isDropped: Bool { dropped.load(ordering: .relaxed) }

    /// Sends `messages` of the types it asked for, each ended by CR LF; false when it is dropped.
    @discardableResult
    func send(_ messages: [LiveStatsTVMessage]) -> Bool {
        var text = ""
        for message in messages where parameters.types.contains(message.type) {
            text += message.text + "\r\n"
        }
        return send(text)
    }

    /// Sends `text` as it is; false when it is dropped.
    func send(_ text: String) -> Bool {
        guard !isDropped else { return false }
        guard !text.isEmpty else { return true }
        // What already waits decides, not this message: a batch of events bigger than the limit
        // (a file caught up at once) still goes to a client that keeps up.
        guard pending.load(ordering: .relaxed) <= limit else {
            drop()
            return false
        }
        let bytes = text.utf8.count
        pending.add(bytes, ordering: .relaxed)
        channel.writeAndFlush(ByteBuffer(string: text)).whenComplete { [self] _ in
            self.pending.subtract(bytes, ordering: .relaxed)
        }
        return true
    }

    /// Closes the client.
    func drop() {
        guard !dropped.exchange(true, ordering: .relaxed) else { return }
        channel.close(promise: nil)
    }
}
