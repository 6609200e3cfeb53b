/// The collected trace, shared with the trace's closure.
@MainActor
final class TraceLines {
    var all: [String] = []
}
