extension GameCreatorViewModel {
    /// Screen-reader mode's announcer of the form: the field with the focus and its value ("Home
    /// team: Ballerz"), said as the focus comes and as the value changes, with its error; the
    /// discard question and the status line.
    public func makeAnnouncer() -> Announcer {
        Announcer(following: follow(on:))
    }

    private func follow(on announcer: Announcer) {
        announcer.follow(status) { $0 }
        announcer.follow(focus) { [weak self] in self?.spoken($0) }
        for model in fields {
            announcer.follow(model.text) { [weak self, weak model] _ in
                guard let model, model.isFocused.value else { return nil }
                return self?.spoken(model.field)
            }
        }
        announcer.follow(overlay) { $0 == .confirmDiscard ? "Discard this game? y discards it, n keeps editing" : nil }
    }

    /// "Home team: Ballerz", "Player 4: empty", and what is wrong with it.
    private func spoken(_ id: CreatorField) -> String {
        let model = field(id)
        let value = model.text.value.isEmpty ? "empty" : model.text.value
        return "\(id.label): \(value)" + (model.error.value.map { ". \($0)" } ?? "")
    }
}
