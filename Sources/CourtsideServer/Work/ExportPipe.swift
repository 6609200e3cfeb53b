import CourtsideReports
import Dispatch
import HummingbirdCore
import NIOCore
import Synchronization

/// An export written on a thread of its own into a response as it is made: the exporter's
/// buffers (64 KiB, ``ExportWriter/defaultCapacity``) go to the client one at a time, and the
/// exporter waits while the client has not taken the last ``depth``, so memory stays at a few
/// buffers however long the game (a 1M-event game's export is 277 MB of JSON).
///
/// A client that goes away stops the export at its next buffer; one that takes nothing for
/// ``stallSeconds`` stops it too, so a client that stops reading does not keep a thread.
final class ExportPipe: ExportSink, Sendable {
    /// How many buffers the exporter may be ahead of the client.
    static let depth = 2
    /// How long the exporter waits for the client to take a buffer before it gives up.
    static let stallSeconds = 30

    /// Why the export stopped early: the client went away, or stopped reading.
    struct Stopped: Error {}

    private let chunks: AsyncThrowingStream<ByteBuffer, any Error>
    private let continuation: AsyncThrowingStream<ByteBuffer, any Error>.Continuation
    private let room = DispatchSemaphore(value: ExportPipe.depth)
    private let closed = Atomic(false)

    init() {
        // Unbounded: `room` keeps it to `depth` buffers.
        (chunks, continuation) = AsyncThrowingStream.makeStream(of: ByteBuffer.self)
        continuation.onTermination = { [weak self] _ in self?.close() }
    }

    /// Writes `export` (given this pipe as its sink) on a thread of its own, into `writer` as it
    /// comes. Throws when the export or the client fails; the response is then cut short, and
    /// Hummingbird closes the connection.
    static func stream(
        into writer: inout any ResponseBodyWriter, _ export: @escaping @Sendable (ExportPipe) throws -> Void
    ) async throws {
        let pipe = ExportPipe()
        defer { pipe.close() }
        BackgroundWork(label: "export").start {
            do {
                try export(pipe)
                pipe.continuation.finish()
            } catch {
                pipe.continuation.finish(throwing: error)
            }
        }
        for try await chunk in pipe.chunks {
            try await writer.write(chunk)
            pipe.room.signal()
        }
    }

    /// Takes the exporter's next bytes once the client has room for them.
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard room.wait(timeout: .now() + .seconds(Self.stallSeconds)) == .success else { throw Stopped() }
        guard !closed.load(ordering: .sequentiallyConsistent) else {
            room.signal()
            throw Stopped()
        }
        continuation.yield(ByteBuffer(bytes: bytes))
    }

    /// The client is gone (or done): the exporter stops at its next buffer.
    private func close() {
        guard !closed.exchange(true, ordering: .sequentiallyConsistent) else { return }
        room.signal()
    }
}
