import Glibc

/// Spawn attributes for every child the end-to-end tests start.
///
/// Test threads run with most signals blocked, and a spawned child inherits the mask: a tmux
/// server started that way never receives the SIGTERM it sends itself on kill-server. So every
/// child starts with no signal blocked and every handler at its default.
enum SpawnAttributes {
    /// Runs `body` with such attributes, destroyed afterwards.
    static func withCleanSignals<T>(_ body: (inout posix_spawnattr_t) throws -> T) rethrows -> T {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        var all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        return try body(&attributes)
    }
}
