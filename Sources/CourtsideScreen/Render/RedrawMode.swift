/// Which views a frame draws.
public enum RedrawMode: String, Hashable, Sendable, CaseIterable {
    /// Only the views whose bindings changed (the normal mode).
    case partial
    /// Every view, every frame: the baseline the benchmark compares the partial mode with.
    case full

    /// The environment variable that selects the mode (`full` or `partial`).
    public static let environmentVariable = "COURTSIDE_REDRAW"

    /// The mode named by `COURTSIDE_REDRAW` in `environment`; partial when unset or unknown.
    public init(environment: [String: String]) {
        self = environment[Self.environmentVariable].flatMap { RedrawMode(rawValue: $0.lowercased()) } ?? .partial
    }
}
