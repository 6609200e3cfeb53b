import CourtsideReports
import CourtsideViewModels

/// The replay bar: playing, paused or ended; "event k of N"; the replay clock; the speed; and a
/// gauge of how far the replay has come. Bound to the replay view model, so a step or a tenth of
/// the replay clock draws it and nothing else of its own.
@MainActor
final class ReplayBarView: BoundView {
    private let eventCount: Int
    private var position = 0
    private var positionText = ""
    private var clock = ""
    private var speed = ""
    private var playback = ReplayPlayback.paused

    init(viewModel: any ReplayViewModelProtocol) {
        eventCount = viewModel.eventCount
        super.init(id: "replay")
        tokens = [
            viewModel.position.bindAndFire { [weak self] in self?.update(\.position, $0) },
            viewModel.positionText.bindAndFire { [weak self] in self?.update(\.positionText, $0) },
            viewModel.clock.bindAndFire { [weak self] in self?.update(\.clock, $0) },
            viewModel.speedLabel.bindAndFire { [weak self] in self?.update(\.speed, $0) },
            viewModel.playback.bindAndFire { [weak self] in self?.update(\.playback, $0) },
        ]
    }

    private func update<Value: Equatable>(_ field: ReferenceWritableKeyPath<ReplayBarView, Value>, _ value: Value) {
        guard self[keyPath: field] != value else { return }
        self[keyPath: field] = value
        markDirty()
    }

    /// The mark before the playback word, plain text so it shows without colour.
    private var mark: String {
        switch playback {
        case .playing: "▶"
        case .paused: "‖"
        case .ended: "■"
        }
    }

    override func draw(on canvas: Canvas) {
        let state = "\(mark) \(playback.label)"
        canvas.text(
            state, row: 0, column: 1, width: 10,
            style: TextStyle([.bold, .reverse], color: playback == .playing ? .running : nil), pad: true)
        var column = 12
        for (text, style) in [(positionText, TextStyle(.bold)), (clock, .plain), ("speed \(speed)", .plain)] {
            guard column < canvas.width else { return }
            canvas.text(text, row: 0, column: column, style: style)
            column += DisplayWidth.of(text) + 3
        }
        // The gauge fills what is left: filled up to the position, thin after it.
        let gaugeWidth = canvas.width - column - 1
        guard gaugeWidth >= 4 else { return }
        let filled = eventCount == 0 ? gaugeWidth : gaugeWidth * position / eventCount
        canvas.text(String(repeating: "━", count: filled), row: 0, column: column, style: TextStyle(.bold))
        canvas.text(
            String(repeating: "─", count: gaugeWidth - filled), row: 0, column: column + filled,
            style: TextStyle(.dim))
    }
}
