import CourtsideCore

/// A warm `courtside leaders`: the totals summed in the index's SQL and the ratings it kept, at
/// the cost of a `stat` per game file, instead of reading every player's row of every game.
extension FileGameLibrary {
    /// Every name's totals over the finished games created at or after `sinceMs` (all when nil),
    /// summed by the index; nil when the index cannot say it as reading the games would: a game
    /// file changed, added or gone since it was indexed (or never indexed: unreadable, torn,
    /// just written), a game with one name twice, or an index that cannot be read. Then read the
    /// library with ``records()``, which also brings the index up to date.
    public func indexedNameTotals(sinceMs: Int64?) throws(LibraryError) -> [NameTotals]? {
        let ids = try gameIDs()
        guard !ids.isEmpty else { return [] }
        guard let index = openIndex(), let stamps = index.stamps(),
            stamps.count == ids.count
        else { return nil }
        for id in ids {
            guard let stamp = stamps[id.rawValue], let status = try? files.system.linkStatus(at: path(of: id)),
                stamp.matches(status)
            else { return nil }
        }
        return index.nameTotals(sinceMs: sinceMs)
    }

    /// The ratings (by ``PlayerIdentity/key``) kept for the games as indexed now and a registry of
    /// `registryEntries` lines; nil when none were kept for exactly those.
    public func keptRatings(registryEntries: Int) -> [String: Double]? {
        guard let index = openIndex(),
            let fingerprint = index.fingerprint(registryEntries: registryEntries)
        else { return nil }
        return index.ratings(fingerprint: fingerprint)
    }

    /// Keeps `ratings` (learned from the games as indexed now and a registry of `registryEntries`
    /// lines) for the next warm `leaders`. Best effort.
    public func keepRatings(_ ratings: [String: Double], registryEntries: Int) {
        guard let index = openIndex(),
            let fingerprint = index.fingerprint(registryEntries: registryEntries)
        else { return }
        index.keepRatings(ratings, fingerprint: fingerprint)
    }
}
