/// The version `courtside --version` prints and `make dist` names its tarball for.
///
/// Written here only: the Makefile reads it from the `current` line below (keep it one line, the
/// version in double quotes), and `make dist` checks the binary it ships prints the same.
enum CourtsideVersion {
    static let current = "0.1.0"
}
