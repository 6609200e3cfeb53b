/// The keys in force on every screen: the defaults, with the keys file applied.
///
/// The keys file has one binding per line, `screen action key…` (`scoreboard assist a`,
/// `scoreboard select.home.1 u 1`); a word starting with `#` starts a comment. A line replaces its
/// action's default keys; the actions it does not name keep theirs, except that a default key the
/// file gives to another action moves to that action (the file wins). Refused, with the line at
/// fault: an unknown screen, action or key name, an action named twice, a key given to two actions
/// of a screen, an action left with no key, and, in the creator, a key that would type (a
/// character or Space). Parsing is pure: the executable reads the file and passes its text.
public struct KeyConfiguration: Equatable, Sendable {
    /// The scoreboard's keys (live, read-only and replayed boards show its select keys).
    public let scoreboard: ScoreboardKeymap
    /// The scoreboard's edit-mode keys (a play of the log selected).
    public let scoreboardEdit: PlayLogKeymap
    /// The game list's keys.
    public let gameList: GameListKeymap
    /// The game creator's keys.
    public let creator: GameCreatorKeymap
    /// The replay's keys.
    public let replay: ReplayKeymap
    /// The live view's keys (`courtside watch`).
    public let watch: WatchKeymap
    /// The players and leaders screens' keys.
    public let players: PlayersKeymap
    /// A player's page's keys.
    public let playerPage: PlayerPageKeymap
    /// The run board's keys (`courtside run`).
    public let run: RunKeymap
    /// The league desk's keys (`courtside desk`).
    public let desk: DeskKeymap

    /// Every screen's default keys, as without a keys file.
    public static let standard = KeyConfiguration()

    /// The screens' names in the keys file, in the order help and `courtside keys` list them.
    public static let screens = [
        "scoreboard", "scoreboard.edit", "list", "creator", "replay", "watch", "players", "player", "run", "desk",
    ]

    /// A configuration of the given keymaps (the defaults unless given).
    public init(
        scoreboard: ScoreboardKeymap = .standard, scoreboardEdit: PlayLogKeymap = .standard,
        gameList: GameListKeymap = .standard, creator: GameCreatorKeymap = .standard, replay: ReplayKeymap = .standard,
        watch: WatchKeymap = .standard, players: PlayersKeymap = .players, playerPage: PlayerPageKeymap = .playerPage,
        run: RunKeymap = .standard, desk: DeskKeymap = .desk
    ) {
        self.scoreboard = scoreboard
        self.scoreboardEdit = scoreboardEdit
        self.gameList = gameList
        self.creator = creator
        self.replay = replay
        self.watch = watch
        self.players = players
        self.playerPage = playerPage
        self.run = run
        self.desk = desk
    }

    /// The defaults with the keys file's `text` applied; `file` names the file in errors.
    public init(parsing text: String, file: String) throws(KeyFileError) {
        var lines: [KeyFileLine] = []
        var number = 0
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            let content = number == 1 && raw.hasPrefix("\u{FEFF}") ? raw.dropFirst() : raw
            guard let words = KeyFileLine.words(of: content) else { continue }
            lines.append(
                KeyFileLine(
                    number: number, screen: String(words[0]), action: words.count > 1 ? String(words[1]) : "",
                    keyNames: words.dropFirst(2).map(String.init)))
        }
        let base = Self.standard
        let keys = try Self.resolve(lines, outlines: base.outlines, file: file)
        self.init(
            scoreboard: base.scoreboard.replacingKeys(keys["scoreboard"] ?? [:]),
            scoreboardEdit: base.scoreboardEdit.replacingKeys(keys["scoreboard.edit"] ?? [:]),
            gameList: base.gameList.replacingKeys(keys["list"] ?? [:]),
            creator: base.creator.replacingKeys(keys["creator"] ?? [:]),
            replay: base.replay.replacingKeys(keys["replay"] ?? [:]),
            watch: base.watch.replacingKeys(keys["watch"] ?? [:]),
            players: base.players.replacingKeys(keys["players"] ?? [:]),
            playerPage: base.playerPage.replacingKeys(keys["player"] ?? [:]),
            run: base.run.replacingKeys(keys["run"] ?? [:]),
            desk: base.desk.replacingKeys(keys["desk"] ?? [:]))
    }

    /// The defaults with the keys file's bytes applied, as for its text; a line that is not UTF-8
    /// is refused with its number.
    public init(parsing bytes: [UInt8], file: String) throws(KeyFileError) {
        var number = 0
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            if String(validating: line, as: UTF8.self) == nil {
                throw KeyFileError(file: file, line: number, message: "not UTF-8 text")
            }
        }
        try self.init(parsing: String(decoding: bytes, as: UTF8.self), file: file)
    }

    // MARK: Printing

    /// The configuration in the keys file's own syntax, one line per action, each help group's
    /// text as a comment on its first line: `courtside keys --default` prints the defaults this
    /// way, ready to copy and edit.
    public var fileText: String {
        var text = """
            # courtside keys: one binding per line, "screen action key…"; a word starting with #
            # starts a comment. A line replaces its action's default keys; actions not listed keep
            # theirs. A key is one character (a Z ? 1), Hash for #, a control key (Ctrl-U), or one of
            # \(Self.keyNamesText).
            # Every key is described in docs/keys.md and `man courtside`.

            """
        for outline in outlines {
            text += "\n# \(outline.title)\n"
            let fronts = outline.actions.map {
                "\(outline.screen) \($0.name) \($0.keys.map(\.name).joined(separator: " "))"
            }
            let width = fronts.map(\.count).max() ?? 0
            for (front, action) in zip(fronts, outline.actions) {
                text += action.startsGroup ? front.padding(to: width) + "  # \(action.help)\n" : front + "\n"
            }
        }
        return text
    }

    /// The keymap in force, screen by screen: each action's name and keys (as the keys file names
    /// them), and each help group's text on its first action. `courtside keys` prints it.
    public var summary: String {
        var text = ""
        for outline in outlines {
            if !text.isEmpty { text += "\n" }
            text += "\(outline.title) (\(outline.screen))\n"
            let names = outline.actions.map(\.name)
            let keys = outline.actions.map { $0.keys.map(\.name).joined(separator: " ") }
            let nameWidth = names.map(\.count).max() ?? 0
            let keysWidth = keys.map(\.count).max() ?? 0
            for (index, action) in outline.actions.enumerated() {
                let line = "  " + names[index].padding(to: nameWidth) + "  " + keys[index]
                text +=
                    action.startsGroup ? line.padding(to: nameWidth + keysWidth + 6) + action.help + "\n" : line + "\n"
            }
            if outline.screen == creator.screen { text += "  any other key types itself into the field\n" }
        }
        return text
    }

    /// `Space, Enter, … End`, for messages and the file's header.
    static var keyNamesText: String {
        Key.named.filter { $0.key != .character("#") }.map(\.name).joined(separator: " ")
    }

    // MARK: Resolving

    /// One screen's actions and their keys, without the intents' types, so one pass can check
    /// every screen.
    struct Outline {
        let screen: String
        let title: String
        let actions: [(name: String, keys: [Key], help: String, startsGroup: Bool)]
        let refusesTypedKeys: Bool
    }

    var outlines: [Outline] {
        [
            Self.outline(of: scoreboard), Self.outline(of: scoreboardEdit), Self.outline(of: gameList),
            Self.outline(of: creator, refusesTypedKeys: true), Self.outline(of: replay), Self.outline(of: watch),
            Self.outline(of: players), Self.outline(of: playerPage),
            Self.outline(of: run), Self.outline(of: desk),
        ]
    }

    private static func outline<Intent>(of keymap: Keymap<Intent>, refusesTypedKeys: Bool = false) -> Outline {
        Outline(
            screen: keymap.screen, title: keymap.title,
            actions: keymap.helpGroups.flatMap { group in
                group.enumerated().map { index, binding in (binding.action, binding.keys, binding.help, index == 0) }
            }, refusesTypedKeys: refusesTypedKeys)
    }

    /// The new keys of every action the lines name, and of every action that lost a default key to
    /// them, per screen; or the first line at fault.
    private static func resolve(
        _ lines: [KeyFileLine], outlines: [Outline], file: String
    ) throws(KeyFileError) -> [String: [String: [Key]]] {
        func fail(_ line: Int, _ message: String) -> KeyFileError {
            KeyFileError(file: file, line: line, message: message)
        }
        var bound: [String: [String: (line: Int, keys: [Key])]] = [:]
        var claimed: [String: [Key: (action: String, line: Int)]] = [:]
        for line in lines {
            guard let outline = outlines.first(where: { $0.screen == line.screen }) else {
                throw fail(
                    line.number,
                    "unknown screen \(quote(line.screen)): the screens are "
                        + Self.screens.dropLast().joined(separator: ", ") + " and " + (Self.screens.last ?? ""))
            }
            guard !line.action.isEmpty else {
                throw fail(line.number, "no action: write \"screen action key…\", for example \"scoreboard assist a\"")
            }
            guard outline.actions.contains(where: { $0.name == line.action }) else {
                throw fail(
                    line.number,
                    "unknown \(outline.screen) action \(quote(line.action)): `courtside keys --default` lists them")
            }
            let name = "\(outline.screen) \(line.action)"
            guard !line.keyNames.isEmpty else {
                throw fail(line.number, "no key for \(name): every action needs at least one key")
            }
            if let earlier = bound[outline.screen]?[line.action] {
                throw fail(
                    line.number, "\(name) is already bound on line \(earlier.line): give all its keys on one line")
            }
            var keys: [Key] = []
            for keyName in line.keyNames {
                guard let key = Key(name: keyName) else {
                    throw fail(
                        line.number,
                        "unknown key \(quote(keyName)): a key is one character, or \(keyNamesText.commaList), or Hash,"
                            + " or a control key such as Ctrl-U")
                }
                guard !keys.contains(key) else { throw fail(line.number, "\(fileQuote(key)) is given twice") }
                if outline.refusesTypedKeys, key == .space || key.isCharacter {
                    throw fail(
                        line.number,
                        "\(fileQuote(key)) types itself in the creator's fields: creator actions take named or control keys"
                            + " such as Enter, Tab, Up or Ctrl-U")
                }
                if let other = claimed[outline.screen]?[key] {
                    throw fail(
                        line.number,
                        "\(fileQuote(key)) is already bound to \(outline.screen) \(other.action) on line \(other.line)")
                }
                keys.append(key)
            }
            bound[outline.screen, default: [:]][line.action] = (line.number, keys)
            for key in keys { claimed[outline.screen, default: [:]][key] = (line.action, line.number) }
        }
        var result: [String: [String: [Key]]] = [:]
        var emptied: KeyFileError?
        for outline in outlines {
            let screenBound = bound[outline.screen] ?? [:]
            let screenClaimed = claimed[outline.screen] ?? [:]
            for action in outline.actions {
                if let rebound = screenBound[action.name] {
                    result[outline.screen, default: [:]][action.name] = rebound.keys
                    continue
                }
                let kept = action.keys.filter { screenClaimed[$0] == nil }
                guard kept.count < action.keys.count else { continue }
                guard kept.isEmpty else {
                    result[outline.screen, default: [:]][action.name] = kept
                    continue
                }
                let line = action.keys.compactMap { screenClaimed[$0]?.line }.max() ?? 0
                if line < emptied?.line ?? Int.max {
                    emptied = fail(
                        line,
                        "this takes the last key of \(outline.screen) \(action.name): bind \(action.name) to another key too"
                    )
                }
            }
        }
        if let emptied { throw emptied }
        return result
    }

    /// A word from the file, quoted.
    private static func quote(_ word: String) -> String { "'\(word)'" }

    /// A key as the file names it, a character in quotes: `'a'`, `Space`, `Up`.
    private static func fileQuote(_ key: Key) -> String { key.isCharacter ? "'\(key.label)'" : key.name }
}

extension Key {
    /// Whether the key is a character (which the keys file names by itself).
    fileprivate var isCharacter: Bool {
        if case .character = self { return true }
        return false
    }
}

extension String {
    /// The text padded with spaces to `width` characters.
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// Space-separated words as "a, b, c".
    fileprivate var commaList: String { split(separator: " ").joined(separator: ", ") }
}
