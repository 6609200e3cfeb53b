/// The frame of the creator's form: a box titled "New game". It never changes, so it draws once per layout.
@MainActor
final class CreatorFormView: BoundView {
    init() {
        super.init(id: "form")
    }

    override func draw(on canvas: Canvas) {
        canvas.box(.light, title: "New game", titleStyle: TextStyle(.bold))
    }
}
