/// Screen-reader mode's announce line, one mechanism for every screen: the sentences a screen
/// says after each change, written once on the line the cursor sits on.
///
/// A screen reader reads a terminal by what changes at the cursor, so each screen in this mode
/// says what a sighted user sees change: the board its plays (``BoardAnnouncer``), the game list
/// the selected game, the creator the field and its value, a table the selected row, the run
/// board the standings row in view; and every screen its status line (a refusal, a prompt's
/// question). A screen ``follow(_:_:)``s its view model's values with the words for each; the
/// words of one key are said together (``gather(_:)``), so the line is written once per key and
/// never for a change that says nothing.
@MainActor
public final class Announcer {
    /// The sentence on the announce line (the status line's place).
    public let line = Dynamic("")
    private var tokens: [BindingToken] = []
    /// The sentences said since ``gather(_:)`` began, each with the followed value that said it
    /// (nil for ``say(_:)``); nil outside it.
    private var gathered: [(source: Int?, text: String)]?

    /// An announcer with nothing said yet.
    public init() {}

    /// An announcer that `follow` binds to a screen's values (``follow(_:sayingNow:_:)``), its
    /// line saying at once, as one line, what they are now.
    public convenience init(following follow: (Announcer) -> Void) {
        self.init()
        gather { follow(self) }
    }

    /// Says `words` as a sentence: at once, or with the others of the key being handled.
    /// Empty words say nothing (a status line cleared).
    public func say(_ words: String) {
        say(words, source: nil)
    }

    /// Says `words`; within a key, a value said again (a field emptied, then typed in) says only
    /// its last words.
    private func say(_ words: String, source: Int?) {
        let text = Self.sentence(words)
        guard !text.isEmpty else { return }
        guard gathered != nil else { return line.value = text }
        if let source { gathered?.removeAll { $0.source == source } }
        if gathered?.contains(where: { $0.text == text }) == false { gathered?.append((source, text)) }
    }

    /// Says `words(value)` on each change of `value`, and at once unless `sayingNow` is false (what
    /// a screen opens on); nil words say nothing.
    public func follow<Value>(
        _ value: Dynamic<Value>, sayingNow: Bool = true, _ words: @escaping @MainActor (Value) -> String?
    ) {
        let source = tokens.count
        tokens.append(value.bind { [weak self] in words($0).map { self?.say($0, source: source) } })
        if sayingNow, let now = words(value.value) { say(now, source: source) }
    }

    /// Runs `body` (a key's handling, or a screen's opening follows) and then says, as one line, every sentence it said.
    public func gather(_ body: () -> Void) {
        gathered = []
        body()
        let said = gathered ?? []
        gathered = nil
        if !said.isEmpty { line.value = said.map(\.text).joined(separator: " ") }
    }

    /// `words` as a sentence: a full stop added unless it ends as a sentence does or is a prompt
    /// being typed in (its cursor `▏` last); blank words are no sentence.
    nonisolated public static func sentence(_ words: String) -> String {
        guard words.contains(where: { !$0.isWhitespace }) else { return "" }
        guard let last = words.last, !".?!▏".contains(last) else { return words }
        return words + "."
    }
}
