import CourtsideLeague
import CourtsideViewModels

/// The league watch of the desk, for as long as it runs: a ``LeagueCourtsWatch`` on a thread of
/// its own, whose every report becomes a ``DeskReport`` handed to the desk's run loop through a
/// ``NewsPipe``. The watch runs until the process ends (the desk writes nothing a stop must finish).
package final class LeagueDeskLink: Sendable {
    private let news: NewsPipe<DeskReport>
    private let watch: LeagueCourtsWatch

    /// Watches the league at `url`; nil when no pipe can be made.
    package init?(url: String) {
        guard let news = NewsPipe<DeskReport>(),
            let watch = try? LeagueCourtsWatch(url: url, report: { news.post(Self.desk($0)) })
        else { return nil }
        self.news = news
        self.watch = watch
        watch.start()
    }

    /// The desk's end of the link.
    package var feed: DeskFeed {
        DeskFeed(descriptor: news.descriptor, take: { [news] in news.take() })
    }

    private static func desk(_ report: LeagueCourtsReport) -> DeskReport {
        DeskReport(
            courts: report.courts.map {
                DeskCourt(
                    court: $0.court, header: $0.header, state: $0.state, lastHeardMs: $0.lastHeardMs,
                    refused: $0.refused)
            }, offlineSinceMs: report.offlineSinceMs, reason: report.reason)
    }
}
