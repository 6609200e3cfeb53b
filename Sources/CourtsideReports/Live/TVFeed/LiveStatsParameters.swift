import FoundationEssentials

/// What a LiveStats TV-feed client asked for in its first message,
/// `{"type":"parameters","types":"se,ac,te,st,box,pbp","playbyplayOnConnect":1}`: the messages it
/// gets, and whether the play-by-play comes once on connecting or after every action too.
///
/// Read leniently, as the feed's clients are told to read the feed: a message that is not JSON, is
/// not `parameters`, or names no type courtside sends is answered with the defaults, never refused.
public struct LiveStatsParameters: Sendable, Hashable {
    /// The messages sent; the keep-alive is always sent.
    public let types: Set<LiveStatsMessageType>
    /// Whether the play-by-play is sent only on connecting (else after every action as well).
    public let playByPlayOnConnect: Bool

    /// Every message, the play-by-play once on connecting: what a client that says nothing usable gets.
    public static let defaults = LiveStatsParameters(
        types: Set(LiveStatsMessageType.allCases), playByPlayOnConnect: true)

    /// Parameters as given.
    public init(types: Set<LiveStatsMessageType>, playByPlayOnConnect: Bool) {
        self.types = types.union([.ping])
        self.playByPlayOnConnect = playByPlayOnConnect
    }

    /// The parameters `message` (one JSON object's bytes) asks for, or the defaults.
    public init(message: some Collection<UInt8>) {
        guard let asked = try? JSONDecoder().decode(Asked.self, from: Data(message)), asked.type == "parameters"
        else {
            self = .defaults
            return
        }
        let types = Set(
            (asked.types ?? "").split(separator: ",").compactMap {
                LiveStatsMessageType(code: String($0.filter { !$0.isWhitespace }))
            })
        self.init(
            types: types.isEmpty ? Self.defaults.types : types,
            playByPlayOnConnect: asked.playByPlayOnConnect ?? true)
    }

    /// The message's fields, each optional and read whatever its JSON type.
    private struct Asked: Decodable {
        let type: String?
        let types: String?
        let playByPlayOnConnect: Bool?

        private enum Key: String, CodingKey {
            case type, types
            case playByPlayOnConnect = "playbyplayOnConnect"
        }

        init(from decoder: any Decoder) throws {
            let object = try decoder.container(keyedBy: Key.self)
            type = try? object.decode(String.self, forKey: .type)
            types = try? object.decode(String.self, forKey: .types)
            // 1, true or "1": the feed's clients send each.
            if let number = try? object.decode(Int.self, forKey: .playByPlayOnConnect) {
                playByPlayOnConnect = number != 0
            } else if let flag = try? object.decode(Bool.self, forKey: .playByPlayOnConnect) {
                playByPlayOnConnect = flag
            } else if let text = try? object.decode(String.self, forKey: .playByPlayOnConnect) {
                playByPlayOnConnect = text != "0" && text != "false"
            } else {
                playByPlayOnConnect = nil
            }
        }
    }
}
