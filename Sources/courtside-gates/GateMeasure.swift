/// The measured work: callgrind collects from this function's entry to its exit
/// (`--toggle-collect='*gateMeasure*'`), and nothing else. Never inlined, or there would be no
/// function to toggle on.
@inline(never)
func gateMeasure(_ work: () throws -> Void) rethrows {
    try work()
}
