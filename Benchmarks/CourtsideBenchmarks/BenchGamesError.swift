/// A benchmark ran before its setup made what it measures.
enum BenchGamesError: Error {
    case notPrepared
}
