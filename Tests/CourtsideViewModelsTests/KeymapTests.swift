import CourtsideCore
import CourtsideViewModels
import Testing

@Suite("Keymap")
struct KeymapTests {
    let keymap = ScoreboardKeymap.standard

    @Test(
        "the default keymap",
        arguments: [
            (Key.character("u"), ScoreboardIntent.select(PlayerID(side: .home, number: 1))),
            (.character("i"), .select(PlayerID(side: .home, number: 2))),
            (.character("o"), .select(PlayerID(side: .home, number: 3))),
            (.character("j"), .select(PlayerID(side: .away, number: 1))),
            (.character("k"), .select(PlayerID(side: .away, number: 2))),
            (.character("l"), .select(PlayerID(side: .away, number: 3))),
            (.character("1"), .select(PlayerID(side: .home, number: 1))),
            (.character("3"), .select(PlayerID(side: .home, number: 3))),
            (.character("4"), .select(PlayerID(side: .away, number: 1))),
            (.character("6"), .select(PlayerID(side: .away, number: 3))),
            (.character("s"), .apply(.onePoint)),
            (.character("d"), .apply(.twoPoints)),
            (.character("a"), .apply(.assist)),
            (.character("r"), .apply(.rebound)),
            (.character("f"), .apply(.foul)),
            (.space, .toggleClock),
            (.backspace, .undo),
            (.character("z"), .undo),
            (.character("Z"), .redo),
            (.character("?"), .showHelp),
            (.character("q"), .requestQuit),
            (.character("n"), .nextGame),
            (.tab, .moveSelection(.next)),
            (.backTab, .moveSelection(.previous)),
            (.up, .moveSelection(.up)),
            (.down, .moveSelection(.down)),
            (.left, .moveSelection(.left)),
            (.right, .moveSelection(.right)),
        ])
    func mapping(key: Key, intent: ScoreboardIntent) {
        #expect(keymap.intent(for: key) == intent)
    }

    @Test("keys that mean nothing map to nothing")
    func unmapped() {
        for key in [Key.character("b"), .character("7"), .character("0"), .escape, .home] {
            #expect(keymap.intent(for: key) == nil)
        }
    }

    @Test("the help lists every action once, with the select keys mirroring the screen")
    func entries() {
        #expect(keymap.helpEntries.first?.keys == "u i o / 1 2 3")
        #expect(keymap.helpEntries.count == 20, "one page at 80×24: a group of keys shares a line")
        #expect(keymap.selectKey(for: PlayerID(side: .away, number: 2)) == .character("k"))
    }

    @Test("every row of every default keymap is found by each of its keys, and no key is in two rows")
    func everyDefaultRow() {
        func check<Intent>(_ keymap: Keymap<Intent>) {
            var seen: Set<Key> = []
            for binding in keymap.bindings {
                for key in binding.keys {
                    #expect(keymap.intent(for: key) == binding.intent, "\(keymap.screen) \(binding.action) \(key.name)")
                    #expect(seen.insert(key).inserted, "\(keymap.screen): \(key.name) twice")
                }
                #expect(keymap.binding(named: binding.action) == binding)
            }
        }
        check(ScoreboardKeymap.standard)
        check(GameListKeymap.standard)
        check(GameCreatorKeymap.standard)
        check(ReplayKeymap.standard)
        check(PlayLogKeymap.standard)
    }

    @Test("the overlay's lines come from the table, neighbours with the same help on one line")
    func helpLines() {
        #expect(
            keymap.helpEntries.map(\.keys) == [
                "u i o / 1 2 3", "j k l / 4 5 6", "← → ↑ ↓ Tab Shift-Tab", "s", "d", "x", "c", "a", "r", "f", "; , /",
                "' .", "T P R V B + N", "e", "Space t C =", "z Backspace / Z", "W", "Enter Y / n", "?", "q",
            ])
        #expect(keymap.helpEntries[2].action == "move the selection")
        #expect(GameListKeymap.standard.helpEntries.prefix(2).map(\.keys) == ["↑ ↓ / k j", "Home End"])
        #expect(ReplayKeymap.standard.helpEntries.last == HelpEntry(keys: "q Q Esc", action: "quit the replay"))
    }

    @Test("the help bars come from the table: each row's first key, neighbours with one label together")
    func helpBars() {
        func bar<Intent>(_ keymap: Keymap<Intent>) -> String {
            keymap.barItems.map { "\($0.keys) \($0.label)" }.joined(separator: "  ")
        }
        #expect(
            bar(keymap)
                == "uio/jkl select  s +1  d +2  a ast  r reb  f foul  Space clock  z undo  n next  ? help  q quit")
        #expect(keymap.barItems.filter(\.isOptional).map(\.label) == ["foul"], "shown where the bar has room")
        #expect(
            bar(GameListKeymap.standard)
                == "↑↓ select  Enter open  n new  m rematch  R run  p replay  x delete  g group  sl stats  r reload  ? help  q quit"
        )
        #expect(
            bar(GameCreatorKeymap.standard)
                == "Tab next  Shift-Tab previous  Enter next  Ctrl-G create  Esc cancel")
        #expect(
            bar(ReplayKeymap.standard)
                == "Space play/pause  +/- speed  ←/→ step  PgUp/PgDn 10 events  [/] minute  Home/End start/end"
                + "  ? help  q quit")
        #expect(
            ReplayKeymap.standard.barItems.filter(\.isOptional).map(\.label) == ["10 events", "minute"],
            "shown where the bar has room")
    }

    @Test("one wording for a key that does nothing, naming the help key in force")
    func refusal() {
        #expect(keymap.refusal(for: .character("b")) == "'b' does nothing here: press ? for the keys")
        #expect(keymap.refusal(for: .enter) == "Enter does nothing here: press ? for the keys")
        #expect(keymap.refusal(for: .home) == "Home does nothing here: press ? for the keys")
        #expect(ReplayKeymap.standard.refusal(for: .up) == "↑ does nothing here: press ? for the keys")
        let rebound = keymap.replacingKeys(["help": [.character("h"), .character("?")]])
        #expect(rebound.refusal(for: .character("b")) == "'b' does nothing here: press h for the keys")
        #expect(GameCreatorKeymap.standard.refusal(for: .character("x")) == "'x' does nothing here")
    }

    @Test("an upper-case letter whose lower case is a key asks about Caps Lock instead")
    func capsLock() {
        #expect(keymap.refusal(for: .character("S")) == "'S': Caps Lock on? (s is +1 point)")
        #expect(
            keymap.refusal(for: .character("Q")) == "'Q': Caps Lock on? (q is quit (asks y/n while the game is on))")
        #expect(GameListKeymap.standard.refusal(for: .character("N")) == "'N': Caps Lock on? (n is new game)")
        #expect(
            keymap.refusal(for: .character("B")) == "'B' does nothing here: press ? for the keys",
            "b is no key here either")
        #expect(keymap.refusal(for: .character("X")) == "'X': Caps Lock on? (x is missed 1-point attempt)")
        #expect(keymap.intent(for: .character("Z")) == .redo, "a bound upper-case letter keeps its action")
        #expect(keymap.refusal(for: .character("!")) == "'!' does nothing here: press ? for the keys")
    }

    @Test("key names: every named key and single characters read back as they print")
    func keyNames() {
        for named in Key.named {
            #expect(Key(name: named.name) == named.key)
            #expect(Key(name: named.name.lowercased()) == named.key, "names are read in any case")
            #expect(named.key.name == named.name)
            #expect(named.key.label == named.label)
        }
        for character in "aZ?1+=_-é张" {
            let key = Key.character(character)
            #expect(Key(name: key.name) == key)
            #expect(key.label == String(character))
        }
        #expect(Key(name: "z") != Key(name: "Z"), "a character is its own case")
        #expect(Key.up.label == "↑" && Key.up.name == "Up")
        #expect(Key.character("#").name == "Hash" && Key.character("#").label == "#")
        for bad in [
            "", "ab", "F1", "Ctrl-c", "Ctrl-1", "Ctrl-", "\u{1B}", "\u{7F}", "\u{301}", "\u{200B}", "\u{A0}",
            "e\u{301}",
        ] {
            #expect(Key(name: bad) == nil, "\(Array(bad.unicodeScalars))")
        }
    }
}
