import CourtsideCore
import CourtsideReports
import Synchronization

/// The court's game for the LiveStats TV feed's clients: the follower's updates folded once (the
/// fold every follower's output uses, ``MirroredGame``), the feed's messages made from that fold
/// (``LiveStatsTVFeed``), and the clients they go to, behind one mutex.
///
/// The court's follower (``CourtTail``) hands it what it reads, as it hands the ``CourtHub``.
/// Sending never waits for a client (``LiveStatsConnection``): a client that falls behind is
/// dropped. A new game on the court is sent to every client whole, `setup` first.
public final class LiveStatsHub: Sendable {
    /// The most clients at once.
    public let limits: LiveStatsLimits

    private struct Inner {
        var followed = MirroredGame()
        var gameID: GameID?
        var feed: LiveStatsTVFeed?
        /// The game as the feed's fold has it.
        var state: GameState?
        var clients: [Int: LiveStatsConnection] = [:]
        var nextClient = 0
        var closed = false
    }

    private let inner = Mutex(Inner())

    /// A hub within `limits`.
    public init(limits: LiveStatsLimits = LiveStatsLimits()) {
        self.limits = limits
    }

    /// How many clients are connected.
    public var clientCount: Int { inner.withLock { $0.clients.count } }

    /// Folds the court follower's updates and sends every client the messages they make; a game
    /// read whole is sent whole (a new game on the court, or its file read again).
    func apply(_ updates: [FollowerReport], location: (GameID) -> String) {
        guard !updates.isEmpty else { return }
        inner.withLock { inner in
            for update in updates {
                var made: [LiveStatsTVMessage] = []
                if case .loaded(let game, _) = update, game.header.id != inner.gameID {
                    inner.gameID = game.header.id
                    inner.followed = MirroredGame(location: location(game.header.id))
                }
                // Taken out while the fold adds to it, so that it is held once (not copied each event).
                var feed = inner.feed
                inner.feed = nil
                var state = inner.state
                _ = inner.followed.apply([update], now: 0, wallMs: 0) { change, after in
                    made += feed?.messages(for: change, state: after) ?? []
                    state = after
                }
                inner.feed = feed
                inner.state = state
                switch update {
                case .loaded(let game, _):
                    Self.load(game, into: &inner)
                    if let feed = inner.feed, let state = inner.state { made = feed.snapshot(state) }
                case .waiting:
                    inner.gameID = nil
                    inner.feed = nil
                    inner.state = nil
                default:
                    break
                }
                Self.send(made, to: &inner)
            }
        }
    }

    /// Folds a game read whole through a new feed (its messages are not sent: the snapshot is).
    private static func load(_ game: Game, into inner: inout Inner) {
        var feed = LiveStatsTVFeed(header: game.header)
        var state = GameState(header: game.header)
        for event in game.events {
            guard let change = try? state.apply(event) else { break }
            _ = feed.messages(for: change, state: state)
        }
        inner.feed = feed
        inner.state = state
    }

    /// Sends `messages` to every client, the play-by-play after any action to those that asked
    /// for it each time; forgets those dropped.
    private static func send(_ messages: [LiveStatsTVMessage], to inner: inout Inner) {
        guard !messages.isEmpty else { return }
        var playByPlay: [LiveStatsTVMessage]?
        for (id, client) in inner.clients {
            var out = messages
            if !client.parameters.playByPlayOnConnect, messages.contains(where: { $0.type == .action }),
                messages.first?.type != .setup
            {
                if playByPlay == nil { playByPlay = inner.feed.map { [$0.playByPlay()] } ?? [] }
                out += playByPlay ?? []
            }
            if !client.send(out) { inner.clients[id] = nil }
        }
    }

    /// Adds `client`, sending it the game as it stands first (under the lock, so nothing sent to
    /// the others falls between); false when the hub is full or closed.
    func subscribe(_ client: LiveStatsConnection) -> Int? {
        inner.withLock { inner in
            guard !inner.closed, inner.clients.count < limits.maxConnections else { return nil }
            if let feed = inner.feed, let state = inner.state, !client.send(feed.snapshot(state)) { return nil }
            let id = inner.nextClient
            inner.nextClient += 1
            inner.clients[id] = client
            return id
        }
    }

    /// Forgets client `id` (its socket closed).
    func unsubscribe(_ id: Int) {
        inner.withLock { _ = $0.clients.removeValue(forKey: id) }
    }

    /// Closes every client and refuses new ones (the server is stopping).
    public func close() {
        let clients = inner.withLock { inner -> [LiveStatsConnection] in
            inner.closed = true
            defer { inner.clients = [:] }
            return Array(inner.clients.values)
        }
        for client in clients { client.drop() }
    }
}
