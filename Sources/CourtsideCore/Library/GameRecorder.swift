/// Takes each event before the screen may show it.
///
/// The store's implementation writes one line and fsyncs before returning, so an event that
/// reached the screen survives a crash. A throw means the event was not kept: the view model
/// must not apply it.
public protocol GameRecorder: AnyObject {
    /// Keeps one event durably, or throws.
    func record(_ event: GameEvent) throws
}
