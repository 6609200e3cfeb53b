/// A screen's keys: one table of ``KeyBinding`` rows, from which everything about keys is derived.
///
/// The view model looks a key up here (``intent(for:)``, one dictionary read); the screen draws its
/// `?` overlay from ``helpEntries`` and its help bar from ``barItems``; a key that means nothing is
/// answered with ``refusal(for:)``; `courtside keys` and docs/keys.md print the same rows. The
/// defaults are ``ScoreboardKeymap/standard`` and its siblings; the keys file replaces the keys of
/// the actions it names (``KeyConfiguration``).
public struct Keymap<Intent: Hashable & Sendable>: Equatable, Sendable {
    /// The screen's name in the keys file: `scoreboard`, `list`, `creator`, `replay`.
    public let screen: String
    /// The screen's name in help and in `courtside keys`: "Scoreboard", "Game list".
    public let title: String
    /// The rows, in the order help shows them.
    public let bindings: [KeyBinding<Intent>]
    /// The intent that shows the help, named by ``refusal(for:)``; nil for a screen without help.
    public let helpIntent: Intent?
    private let intents: [Key: Intent]

    /// A keymap of `bindings`; no two rows may share an action name or a key.
    public init(screen: String, title: String, bindings: [KeyBinding<Intent>], helpIntent: Intent? = nil) {
        var intents: [Key: Intent] = [:]
        for binding in bindings {
            for key in binding.keys {
                precondition(intents.updateValue(binding.intent, forKey: key) == nil, "\(key.name) bound twice")
            }
        }
        precondition(Set(bindings.map(\.action)).count == bindings.count, "an action is listed twice")
        self.screen = screen
        self.title = title
        self.bindings = bindings
        self.helpIntent = helpIntent
        self.intents = intents
    }

    /// The intent a key asks for, or nil when the key means nothing on this screen.
    public func intent(for key: Key) -> Intent? {
        intents[key]
    }

    /// The row of an action, by its name in the keys file.
    public func binding(named action: String) -> KeyBinding<Intent>? {
        bindings.first { $0.action == action }
    }

    /// The keys of the row whose intent is `intent`; empty when no row has it.
    public func keys(for intent: Intent) -> [Key] {
        bindings.first { $0.intent == intent }?.keys ?? []
    }

    /// The label of the first key for `intent`, for messages that name it ("press Space to start").
    public func label(for intent: Intent) -> String {
        keys(for: intent).first?.label ?? "?"
    }

    /// The same keymap with other keys for some actions (by name); every other row keeps its keys.
    public func replacingKeys(_ keys: [String: [Key]]) -> Keymap {
        Keymap(
            screen: screen, title: title, bindings: bindings.map { keys[$0.action].map($0.with(keys:)) ?? $0 },
            helpIntent: helpIntent)
    }

    // MARK: Help

    /// What `key` asks of a screen whose help any key closes: nil when it closes the help that
    /// `showsHelp` says is up, or when no binding has it (the refusal is said on `status`); else its
    /// intent.
    @MainActor
    public func intent(for key: Key, closing showsHelp: Dynamic<Bool>, refusingOn status: Dynamic<String>) -> Intent? {
        if showsHelp.value {
            showsHelp.value = false
            return nil
        }
        guard let intent = intent(for: key) else {
            status.value = refusal(for: key)
            return nil
        }
        return intent
    }

    /// The one message for a key that means nothing here, naming the help key in force:
    /// `'x' does nothing here: press ? for the keys`.
    ///
    /// An upper-case letter whose lower case is a key here most likely came with Caps Lock on, so
    /// it gets that hint instead of the refusal: `'S': Caps Lock on? (s is +1 point)`.
    public func refusal(for key: Key) -> String {
        if let lower = capsLockCounterpart(of: key), let binding = bindings.first(where: { $0.keys.contains(lower) }) {
            return "\(key.quoted): Caps Lock on? (\(lower.label) is \(binding.help))"
        }
        guard let help = helpIntent, let helpKey = keys(for: help).first else {
            return "\(key.quoted) does nothing here"
        }
        return "\(key.quoted) does nothing here: press \(helpKey.label) for the keys"
    }

    /// The lower-case key of an unbound upper-case letter whose lower case is bound here.
    private func capsLockCounterpart(of key: Key) -> Key? {
        guard case .character(let character) = key, character.isUppercase, intents[key] == nil else { return nil }
        let lowered = character.lowercased()
        guard lowered.count == 1, let first = lowered.first, first != character else { return nil }
        return intents[.character(first)] != nil ? .character(first) : nil
    }

    /// The rows as the overlay groups them: neighbours with the same help text together.
    public var helpGroups: [[KeyBinding<Intent>]] {
        var groups: [[KeyBinding<Intent>]] = []
        for binding in bindings {
            if let last = groups.last?.last, last.help == binding.help {
                groups[groups.count - 1].append(binding)
            } else {
                groups.append([binding])
            }
        }
        return groups
    }

    /// The keys of `intent` and what they do, for the too-small notice ("q Q Esc quit"), or
    /// "Ctrl-C quits" when no key is bound to it.
    public func noticeLine(for intent: Intent) -> String {
        guard let binding = bindings.first(where: { $0.intent == intent }) else { return "Ctrl-C quits" }
        return binding.keys.map(\.label).joined(separator: " ") + " " + binding.help
    }

    /// The `?` overlay's lines, one per help group.
    public var helpEntries: [HelpEntry] {
        helpGroups.map { HelpEntry(keys: Self.keysText(of: $0, key: \.label), action: $0[0].help) }
    }

    /// The keys of a help group as one line, each key written by `key`:
    /// - one action: its keys (`z Backspace`);
    /// - several with one key each: those keys (`← → ↑ ↓ Tab Shift-Tab`);
    /// - several with as many keys each: the first keys, a slash, the second keys… (`u i o / 1 2 3`);
    /// - several with different numbers of keys: each action's keys, a slash between actions.
    public static func keysText(of group: [KeyBinding<Intent>], key: (Key) -> String) -> String {
        let counts = Set(group.map(\.keys.count))
        if group.count > 1, counts.count == 1, let count = counts.first {
            return (0..<count).map { index in group.map { key($0.keys[index]) }.joined(separator: " ") }
                .joined(separator: " / ")
        }
        return group.map { $0.keys.map(key).joined(separator: " ") }.joined(separator: " / ")
    }

    /// The help bar's items: neighbouring rows with the same bar label make one item, showing each
    /// row's first key. Within an item, rows with different help are parted by a slash, and single
    /// characters are written together: `uio/jkl select`, `↑↓ select`, `Home/End start/end`.
    public var barItems: [HelpBarItem] {
        var runs: [[KeyBinding<Intent>]] = []
        var previousBar: String?
        for binding in bindings {
            defer { previousBar = binding.bar }
            guard let bar = binding.bar else { continue }
            if bar == previousBar { runs[runs.count - 1].append(binding) } else { runs.append([binding]) }
        }
        return runs.map { run in
            var parts: [[String]] = []
            var previousHelp: String?
            for binding in run {
                let label = binding.keys[0].label
                if binding.help == previousHelp { parts[parts.count - 1].append(label) } else { parts.append([label]) }
                previousHelp = binding.help
            }
            let keys = parts.map { labels in
                labels.joined(separator: labels.allSatisfy { $0.count == 1 } ? "" : " ")
            }
            return HelpBarItem(
                keys: keys.joined(separator: "/"), label: run[0].bar!, isOptional: run.allSatisfy(\.barIfRoom))
        }
    }
}
