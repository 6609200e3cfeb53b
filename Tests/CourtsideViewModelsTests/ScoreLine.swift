import CourtsideText
import CourtsideViewModels

extension BoardPresenter {
    /// The score as the header's top edge shows it, "H - A".
    var scoreLine: String { ScoreFormat.string(home: homeScore.value, away: awayScore.value) }
}
