import FoundationEssentials
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A throwaway PostgreSQL cluster for one test: Debian's server binaries, a data folder in a
/// temporary folder, trust authentication, a free loopback port and its socket in that folder.
///
/// The first cluster of a test process runs `initdb` into a template folder; every cluster copies
/// it (initdb takes seconds, a copy milliseconds). When root, the server runs as the `postgres`
/// user (it refuses root). ``start()`` returns once the server accepts connections (`pg_ctl -w`
/// waits for that, no fixed sleep); ``stop()`` stops it at once (`-m immediate`, as a crash or a
/// pulled cable would), and ``destroy()`` stops it and removes the folder. Whatever a test process
/// leaves (a cluster never freed, the template) is stopped and removed when the process exits.
public final class PostgresCluster: Sendable {
    /// The folder holding the data folder, the socket and the log.
    public let folder: String
    /// The loopback port the server listens on.
    public let port: Int

    private var data: String { folder + "/data" }

    /// A new cluster, not yet started.
    public init() throws {
        let template = try Self.template()
        folder = try Self.makeFolder()
        port = try Self.freePort()
        guard Self.run(["/bin/cp", "-a", template, data]) == 0 else { throw ClusterFailure("cannot copy \(template)") }
    }

    deinit {
        destroy()
    }

    /// The URL of database `name` (the default `postgres` database unless given).
    public func url(database: String = "postgres", user: String = "postgres") -> String {
        "postgresql://\(user)@127.0.0.1:\(port)/\(database)"
    }

    /// Starts the server; returns once it accepts connections.
    public func start() throws {
        let options = "-p \(port) -k \(folder) -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100"
        let status = Self.run(
            Self.asServerUser([Self.binary("pg_ctl"), "-D", data, "-o", options, "-l", folder + "/log", "-w", "start"]))
        Self.live.withLock { _ = $0.insert(folder) }
        guard status == 0 else { throw ClusterFailure("pg_ctl start failed (\(status)); see \(folder)/log") }
    }

    /// Stops the server at once, as a crash would (`pg_ctl stop -m immediate`).
    public func stop() {
        _ = Self.run(Self.asServerUser([Self.binary("pg_ctl"), "-D", data, "-m", "immediate", "-w", "stop"]))
    }

    /// Stops the server if it runs and removes the folder.
    public func destroy() {
        Self.live.withLock { _ = $0.remove(folder) }
        Self.remove(folder)
    }

    /// Stops the server of `folder` if one runs there, and removes the folder.
    private static func remove(_ folder: String) {
        guard access(folder, F_OK) == 0 else { return }
        _ = run(asServerUser([binary("pg_ctl"), "-D", folder + "/data", "-m", "immediate", "-w", "stop"]))
        _ = run(["/bin/rm", "-rf", folder])
    }

    /// The folders of clusters started and not destroyed yet.
    private static let live = Mutex<Set<String>>([])

    /// At exit: every cluster still there, and the template, stopped and removed.
    private static func removeAllAtExit() {
        for folder in live.withLock({ $0 }) { remove(folder) }
        if let template = templatePath.withLock({ $0 }) {
            _ = run(["/bin/rm", "-rf", String(template.dropLast("/data".count))])
        }
    }

    /// Why the cluster could not be made or started.
    public struct ClusterFailure: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }

    // MARK: Set-up

    /// Where Debian puts the newest installed server's programs.
    private static func binary(_ name: String) -> String {
        let base = "/usr/lib/postgresql"
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        let newest = versions.compactMap { Int($0) }.max().map(String.init) ?? "15"
        return "\(base)/\(newest)/bin/\(name)"
    }

    private static let isRoot = getuid() == 0

    /// `arguments` run as `postgres` when root, as they are otherwise.
    private static func asServerUser(_ arguments: [String]) -> [String] {
        isRoot ? ["/usr/sbin/runuser", "-u", "postgres", "--"] + arguments : arguments
    }

    /// The template's data folder once made.
    private static let templatePath = Mutex<String?>(nil)

    /// The initialized data folder every cluster copies, made on first use.
    private static func template() throws -> String {
        try templatePath.withLock { (templatePath: inout String?) throws -> String in
            if let templatePath { return templatePath }
            let path = try makeTemplate()
            templatePath = path
            // A closure that captures nothing: the C function pointer atexit takes.
            atexit { PostgresCluster.removeAllAtExit() }
            return path
        }
    }

    private static func makeTemplate() throws -> String {
        let folder = try makeFolder()
        let path = folder + "/data"
        let status = run(
            asServerUser([
                binary("initdb"), "-D", path, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8",
                "--locale=C",
            ]))
        guard status == 0 else { throw ClusterFailure("initdb failed (\(status)); is Debian's postgresql installed?") }
        return path
    }

    /// A new private temporary folder, the server user's when root.
    private static func makeFolder() throws -> String {
        var template = Array("/tmp/courtside-pg-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw ClusterFailure("mkdtemp: \(String(cString: strerror(errno)))")
        }
        let path = String(cString: made)
        if isRoot, let user = getpwnam("postgres") {
            guard chown(path, user.pointee.pw_uid, user.pointee.pw_gid) == 0 else {
                throw ClusterFailure("chown \(path): \(String(cString: strerror(errno)))")
            }
        }
        return path
    }

    /// A loopback port nothing listens on now (the kernel's pick for port 0).
    private static func freePort() throws -> Int {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketFD >= 0 else { throw ClusterFailure("socket failed") }
        defer { close(socketFD) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socketFD, pointer, length) == 0 && getsockname(socketFD, pointer, &length) == 0
            }
        }
        guard bound else { throw ClusterFailure("bind failed") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Runs `arguments` (a full path first), output to /dev/null, and waits for it; its exit status.
    @discardableResult
    static func run(_ arguments: [String]) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
}
