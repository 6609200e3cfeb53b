/// The desk's line to the league watch, which runs on a thread of its own: a descriptor that
/// becomes readable when the watch has news, and how to take the news (the run loop waits on the
/// descriptor; the main thread blocks in `poll`, so a task cannot hop onto it).
public struct DeskFeed {
    /// Readable when ``take`` has something new.
    public let descriptor: Int32
    /// The newest report (drains the descriptor); nil when nothing new.
    public let take: () -> DeskReport?

    public init(descriptor: Int32, take: @escaping () -> DeskReport?) {
        self.descriptor = descriptor
        self.take = take
    }
}
