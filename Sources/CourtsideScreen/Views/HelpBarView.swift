/// The bottom bar with the main keys, in reverse video; it never changes, so it draws once per layout.
@MainActor
final class HelpBarView: BoundView {
    private let text: String

    /// A bar for the given select letters (home then away, three each).
    init(homeKeys: [Character], awayKeys: [Character]) {
        let home = homeKeys.map(String.init).joined(separator: " ")
        let away = awayKeys.map(String.init).joined(separator: " ")
        text = "\(home)/\(away) select  s +1  d +2  a ast  r reb  f foul  Space clock  z undo  ? help  q quit"
        super.init(id: "help")
    }

    override func draw(on canvas: Canvas) {
        canvas.text(" " + text, row: 0, style: TextStyle(.reverse), pad: true)
    }
}
