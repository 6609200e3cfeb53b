import Dispatch

/// A thread of serve's own for work that blocks or takes long (reading the library, folding a long
/// game, writing an export), so that it never occupies the Swift pool's threads: on a 2-core
/// laptop that pool has 2, and `/api/state` and the event streams are answered on them. Work
/// given to one `BackgroundWork` runs one item at a time, in order.
public final class BackgroundWork: Sendable {
    private let queue: DispatchQueue

    /// A queue of its own (libdispatch gives it a thread of its own while it has work), named
    /// `label` for a debugger.
    public init(label: String) {
        queue = DispatchQueue(label: "courtside.serve.\(label)")
    }

    /// Runs `work` on this queue and returns what it returns, the calling task waiting without a
    /// thread.
    public func run<Value: Sendable, Failure: Error>(
        _ work: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let result: Result<Value, Failure> = await withCheckedContinuation { continuation in
            queue.async {
                do throws(Failure) {
                    continuation.resume(returning: .success(try work()))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }

    /// Runs `work` on this queue, without waiting for it.
    public func start(_ work: @escaping @Sendable () -> Void) {
        queue.async(execute: work)
    }

    /// Stops running work until ``resume()`` (what is given meanwhile waits its turn): for tests
    /// that look at the server while its heavy work is held up.
    public func suspend() {
        queue.suspend()
    }

    /// Runs the work held since ``suspend()``.
    public func resume() {
        queue.resume()
    }
}
