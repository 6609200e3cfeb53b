/// The players' names as the game stands (format version 6: late arrivals and new names), read
/// from the fold's ``NameLog`` in O(1), and the checks of a join and a rename. Apart from the fold
/// (GameState.swift), which keeps the names as it applies events.
extension GameState {
    /// A player's name now: the header's, their new name after a rename, or a late arrival's. ""
    /// for a slot nobody has had, and for the header's players in a state made without a header
    /// (``init(rules:homePlayers:awayPlayers:)``).
    public func name(of player: PlayerID) -> String { names.name(of: player) }

    /// The same game before its first event: its rules, the header's teams and names. For a fold
    /// from the start beside a final state (an export reading what became of each play).
    public var atStart: GameState {
        GameState(
            rules: rules, homePlayers: roster.startingSize(.home), awayPlayers: roster.startingSize(.away),
            names: NameLog(header: names.header))
    }

    /// Every slot's name now, by ``PlayerID/index`` (see ``name(of:)``); a joined player's undone
    /// join leaves their name in the slot, which the roster no longer counts.
    public var playerNames: [String] { names.current }

    /// The name the game began with for a header's player (the header's); nil for a late arrival.
    public func startingName(of player: PlayerID) -> String? {
        player.number <= roster.startingSize(player.side) ? names.header[player.index] : nil
    }

    /// A team's players now, in slot order, with their names now: the header's and the late
    /// arrivals.
    public func players(_ side: Side) -> [Player] {
        (1...roster.size(side)).map { number in
            let id = PlayerID(side: side, number: number)
            return Player(id: id, name: names.name(of: id))
        }
    }

    /// What a join or a rename (the event `sequence`) changed: the player, the name their slot had
    /// before ("" for a late arrival's new slot) and the name after; nil for any other event. O(1).
    public func nameChange(at sequence: Int) -> NameChange? { names.change(at: sequence) }

    /// The latest `count` joins and renames that stand (not undone), newest first: the play log's
    /// name lines. O(count + the undone among them), whatever the length of the game.
    public func latestNameChanges(_ count: Int) -> [NameChange] { names.latest(count) }

    /// Refuses a late arrival for a full team, and a name that is no name or another player's.
    func checkJoin(_ side: Side, name: String) throws(GameError) {
        guard roster.size(side) < Team.maxSize else { throw .teamFull(side) }
        try checkNewName(name, what: "the new player's name", for: nil)
    }

    /// Refuses a new name for a player the team does not have, that is no name, is the player's
    /// name already, or is another player's.
    func checkRename(_ player: PlayerID, to name: String) throws(GameError) {
        guard roster.has(player) else { throw .noSuchPlayer(player) }
        guard name != names.name(of: player) else { throw .sameName(name) }
        try checkNewName(name, what: "the new name", for: player)
    }

    /// Refuses what ``Team/validatedName(_:what:)`` refuses, a name with white space around it
    /// (the scorer's is trimmed before; a file's must be as written), and a name another player of
    /// the game has now, in any case (`player`'s own does not count: "jon" to "Jon" is a rename).
    private func checkNewName(_ name: String, what: String, for player: PlayerID?) throws(GameError) {
        let valid: String
        do {
            valid = try Team.validatedName(name, what: what)
        } catch {
            throw .badName(error.description)
        }
        guard valid == name else { throw .badName("\(what) has white space around it") }
        let key = name.lowercased()
        for side in Side.allCases {
            for number in 1...roster.size(side) {
                let other = PlayerID(side: side, number: number)
                if other != player, names.name(of: other).lowercased() == key { throw .nameTaken(name) }
            }
        }
    }
}
