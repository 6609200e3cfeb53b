import CourtsideCore

/// The game creator: a form prefilled with a playable game, checked with the core's validators on
/// every key, that stores the game only once every field is valid.
///
/// Each team has three player fields and, under its last name, one empty bench slot (up to eight
/// players): typing a name there shows the next; a bench slot left blank is no player.
///
/// The screen binds to each field's `Dynamic`s and forwards keys; the run loop watches ``action``.
@MainActor
public final class GameCreatorViewModel {
    /// The fields in form order (``CreatorField/all``), shown or not.
    public var fields: [CreatorFieldViewModel] { fieldModels }
    /// The focused field.
    public let focus: Dynamic<CreatorField>
    /// The fields the form shows, in form order: the team names, each team's three starters and
    /// its bench slots up to one empty slot after the last name (eight at most), the focused field
    /// whatever it holds, and the rules. Tab, Enter and the arrows move among these.
    public let shownFields: Dynamic<[CreatorField]>
    /// Whether the whole form is valid, so Enter on the last field would create the game.
    public let isValid: Dynamic<Bool>
    /// What happened on submit, or why nothing was created ("not created: …").
    public let status: Dynamic<String>
    /// What covers the form: the y/n asked before Esc throws edits away.
    public let overlay: Dynamic<GameCreatorOverlay>
    /// What the run loop should do next; cleared by ``takeAction()``. It fires on every set.
    public let action: Dynamic<GameCreatorAction?>
    /// The keys in force: the screen draws its help bar from them.
    public let keymap: GameCreatorKeymap

    private let fieldModels: [CreatorFieldViewModel]
    private let library: any GameLibrary
    private let timeSource: any TimeSource
    private let idGenerator: () -> GameID
    /// Set once the game is created or the form cancelled: a second Enter must not store a second game.
    private var isFinished = false
    /// The refusal the status line shows, cleared by the next key that is not refused.
    private var lastRefusal: String?
    /// Whether the status line counts the marked fields ("not created: fix …"), so it is counted
    /// again after every change and never contradicts the form.
    private var statusCountsErrors = false
    /// Each field's text as the form was filled, to tell whether Esc would throw edits away.
    private var filledTexts: [String]
    /// The players the library knows, which Tab completes a player's name from.
    private let knownNames: [String]

    /// A form showing `values` (the defaults unless the command line gave others), creating games in
    /// `library` stamped with `timeSource`'s wall clock, under ids from `idGenerator`; Tab in a
    /// player's field completes a name from `knownNames`.
    public init(
        library: any GameLibrary, timeSource: any TimeSource, values: GameCreatorValues = .standard,
        keymap: GameCreatorKeymap = .standard, idGenerator: @escaping () -> GameID = { GameID.generate() },
        knownNames: [String] = []
    ) {
        self.keymap = keymap
        self.knownNames = knownNames
        self.library = library
        self.timeSource = timeSource
        self.idGenerator = idGenerator
        let first = CreatorField.all[0]
        fieldModels = CreatorField.all.map {
            CreatorFieldViewModel(field: $0, text: values.text(for: $0), isFocused: $0 == first)
        }
        filledTexts = CreatorField.all.map(values.text(for:))
        focus = Dynamic(first)
        shownFields = Dynamic(CreatorField.all)
        isValid = Dynamic(false)
        status = Dynamic("")
        overlay = Dynamic(.none)
        action = Dynamic(nil)
        fieldModels[0].setFocused(true)
        let check = validate()
        if let bad = check.firstBadField { focus(bad) }
        showFields()
    }

    // MARK: Intents

    /// Handles a key: answers the overlay that is up, or maps the key to an intent and performs
    /// it. Keys do nothing once the game is created or the form cancelled.
    public func handle(_ key: Key) {
        if overlay.value == .confirmDiscard {
            switch key {
            case .character("y"), .character("Y"): discard()
            case .character("n"), .character("N"), .escape:
                overlay.value = .none
                status.value = "still editing"
            default: break
            }
            return
        }
        guard let intent = keymap.formIntent(for: key) else { return }
        perform(intent)
    }

    /// Whether any field differs from what the form was filled with (so Esc asks first).
    public var hasEdits: Bool {
        zip(fieldModels, filledTexts).contains { $0.text.value != $1 }
    }

    /// Performs an intent: a key as the keymap translates it, or one a test sends.
    public func perform(_ intent: GameCreatorIntent) {
        guard !isFinished else { return }
        let field = model(focus.value)
        for model in fieldModels { model.refusal = nil }
        switch intent {
        case .insert(" ") where focus.value == .rules: cycleRules(field)
        case .insert(let character): field.insert(character)
        case .deleteBackward: field.deleteBackward()
        case .deleteForward: field.deleteForward()
        case .clearField: field.clear()
        case .deleteWord: field.deleteWordBackward()
        case .deleteToEnd: field.deleteToEnd()
        case .moveCursor(let step): field.move(step)
        case .nextField:
            // In a player's field, a name typed in part is completed first (the form stays there).
            if case .player = focus.value, let name = NameCompletion.completion(of: field.text.value, from: knownNames)
            {
                field.set(name)
            } else {
                focus(step(by: 1))
            }
        case .previousField: focus(step(by: -1))
        case .advance:
            if focus.value == CreatorField.all.last {
                submit()
                showFields()
                return
            }
            focus(advanceTarget())
        case .submit:
            submit()
            showFields()
            return
        case .cancel:
            if hasEdits {
                overlay.value = .confirmDiscard
                status.value = "discard this game? y/n"
            } else {
                discard()
            }
            return
        }
        showFields()
        let check = validate()
        // A refused key says why on the status line too, until the next key.
        if let refusal = field.refusal {
            status.value = refusal
            statusCountsErrors = false
        } else if statusCountsErrors {
            status.value = fixText(check)
            statusCountsErrors = !check.errors.isEmpty
        } else if status.value == lastRefusal {
            status.value = ""
        }
        lastRefusal = field.refusal
    }

    /// Replaces every field with `values` (the command line's), shows what is wrong with them, and
    /// focuses the first bad field, or the first field when all are good.
    public func prefill(_ values: GameCreatorValues) {
        for model in fieldModels {
            model.refusal = nil
            model.set(values.text(for: model.field))
        }
        filledTexts = CreatorField.all.map(values.text(for:))
        let check = validate()
        focus(check.firstBadField ?? CreatorField.all[0])
        model(focus.value).setFocused(true)
        showFields()
        status.value = ""
        statusCountsErrors = false
    }

    /// Space on the rules field: the next preset (the first after a name that is none), with the
    /// target and win-by set to its own, so the form shows the game the preset plays.
    private func cycleRules(_ field: CreatorFieldViewModel) {
        let all = RulesPreset.allCases
        let next =
            RulesPreset(rawValue: field.text.value).flatMap { all.firstIndex(of: $0) }.map {
                all[(all.index(after: $0)) % all.count]
            }
            ?? all[0]
        field.set(next.rawValue)
        model(.target).set(String(next.rules.target))
        model(.winBy).set(String(next.rules.winBy))
        status.value = "rules: \(next.rawValue) (\(next.rules.summary))"
        statusCountsErrors = false
    }

    // MARK: Creating

    private func submit() {
        var check = validate()
        if let parts = check.parts {
            let header: GameHeader
            do {
                header = try GameHeader(
                    id: idGenerator(), home: parts.home, away: parts.away, rules: parts.rules,
                    createdMs: timeSource.wallMs)
            } catch {
                check.record(error)
                show(check)
                refuse(check)
                return
            }
            create(header)
        } else {
            refuse(check)
        }
    }

    private func create(_ header: GameHeader) {
        let session: ScoringSession
        do {
            session = try library.create(header)
        } catch {
            // The form keeps everything typed: the scorer can fix the library and press Enter again.
            status.value = "not created: \(FailureWords.reason(error))"
            return
        }
        isFinished = true
        status.value = "created game \(session.game.header.id)"
        action.value = .created(session)
    }

    private func refuse(_ check: CreatorCheck) {
        guard let bad = check.firstBadField else { return }
        focus(bad)
        status.value = fixText(check)
        statusCountsErrors = true
    }

    private func discard() {
        overlay.value = .none
        isFinished = true
        status.value = "cancelled: no game created"
        action.value = .cancelled
    }

    /// What the status line says of a form Enter refused, counted again after each change: the
    /// fields still to fix, or, once none is, that the form is ready.
    private func fixText(_ check: CreatorCheck) -> String {
        switch check.errors.count {
        case 0: "every field is good: \(keymap.label(for: .submit)) creates the game"
        case 1: "not created: fix the marked field"
        case let count: "not created: fix the \(count) marked fields"
        }
    }

    // MARK: Showing

    /// Checks the whole form and shows every field's error (a refused key's reason first).
    @discardableResult
    private func validate() -> CreatorCheck {
        let check = CreatorCheck { model($0).text.value }
        show(check)
        return check
    }

    private func show(_ check: CreatorCheck) {
        for model in fieldModels { model.error.value = model.refusal ?? check.errors[model.field] }
        isValid.value = check.parts != nil
    }

    private func focus(_ field: CreatorField) {
        let previous = focus.value
        guard previous != field else { return }
        model(previous).setFocused(false)
        model(field).setFocused(true)
        focus.value = field
    }

    /// Where Enter goes from the focus: the next shown field, past the empty bench slots that
    /// follow a player's field (Tab and the arrows still reach them), so Enter walks a prefilled
    /// form's filled fields only.
    private func advanceTarget() -> CreatorField {
        let shown = shownFields.value
        guard case .player = focus.value, var index = shown.firstIndex(of: focus.value) else { return step(by: 1) }
        index += 1
        while index < shown.count, shown[index].isBench, CreatorCheck.isBlank(model(shown[index]).text.value) {
            index += 1
        }
        return shown[index % shown.count]
    }

    /// The shown field `offset` places from the focus, wrapping.
    private func step(by offset: Int) -> CreatorField {
        let shown = shownFields.value
        let index = shown.firstIndex(of: focus.value) ?? 0
        return shown[(index + offset + shown.count) % shown.count]
    }

    /// Works out which fields the form shows and fires only when that changes, since the screen
    /// lays the form out again for it.
    private func showFields() {
        let shown = CreatorField.shown(focus: focus.value) { model($0).text.value }
        if shown != shownFields.value { shownFields.value = shown }
    }

    private func model(_ field: CreatorField) -> CreatorFieldViewModel {
        fieldModels[CreatorField.all.firstIndex(of: field) ?? 0]
    }
}

extension GameCreatorViewModel {
    /// The view model of one field.
    public func field(_ id: CreatorField) -> CreatorFieldViewModel {
        fields.first { $0.field == id }!
    }

    /// Returns the pending action and clears it, so the creator does not keep the new game's
    /// session (and its lock) alive after the run loop has taken it.
    public func takeAction() -> GameCreatorAction? {
        guard let pending = action.value else { return nil }
        action.value = nil
        return pending
    }
}
