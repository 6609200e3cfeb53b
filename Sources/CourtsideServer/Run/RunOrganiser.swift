import CourtsideCore
import CourtsideReports
import CourtsideStore
import FoundationEssentials
import HTTPTypes
import Hummingbird
import NIOCore

/// The organiser's phone (`courtside serve --organiser`, docs/serve.md): players arrive, leave
/// and change places through `POST /api/run/arrivals`, `/api/run/departures` and
/// `/api/run/swaps` (`{"names": [...]}`), written to the run file as the run board's keys write
/// them (``RunState/prepared(_:wallMs:teamsRatedBy:using:)``: arrivals and departures make the
/// teams the line then allows, a swap does not), under the run's append lock
/// (``RunFile/append(to:_:)``), so the scorer's board and the phone never lose each other's lines.
///
/// Refused before anything is read or written: a request from another site's page (`Origin` not
/// this server: 403), one without the key or with a wrong one (401), a body over
/// ``maxBodyBytes`` (413); then a body that is not `{"names": [...]}` or a name the run board
/// would not take (400), and what the run's rules refuse (409, the run board's words).
public struct RunOrganiser: Sendable {
    /// The most bytes a request's body may have: a list of names, never more.
    public static let maxBodyBytes = 4_096
    /// The most names one request may carry.
    static let maxNames = 40

    /// What a request asks.
    enum Change: String, CaseIterable, Sendable {
        case arrivals, departures, swaps

        var path: String { "/api/run/\(rawValue)" }
    }

    let key: OrganiserKey
    let run: ServedRun
    /// The library's ratings by lowercased name, read again at each write (balanced teams).
    let ratings: @Sendable () -> [String: Double]
    /// Where the writes run (each waits for the run's append lock and an fsync): off the Swift pool.
    let work: BackgroundWork

    /// The organiser of `run`, who must show `key`; `ratings` rates players for balanced teams.
    public init(
        key: OrganiserKey, run: ServedRun, ratings: @escaping @Sendable () -> [String: Double] = { [:] },
        work: BackgroundWork = BackgroundWork(label: "organiser")
    ) {
        self.key = key
        self.run = run
        self.ratings = ratings
        self.work = work
    }

    /// The request's body as the API takes it.
    private struct Names: Decodable {
        let names: [String]
    }

    /// The answer to a `POST` of `change`.
    func respond(to request: Request, change: Change) async -> Response {
        if let origin = request.headers[.origin], !Self.isSameSite(origin, authority: request.head.authority) {
            return Self.refusal(.forbidden, "a page of another site may not change the run")
        }
        guard key.authorizes(request.headers[.authorization]) else {
            var refused = Self.refusal(.unauthorized, "the organiser's key is missing or wrong: nothing was written")
            refused.headers[.wwwAuthenticate] = "Bearer"
            return refused
        }
        if let length = request.headers[.contentLength].flatMap(Int.init), length > Self.maxBodyBytes {
            return Self.refusal(.contentTooLarge, "a body of at most \(Self.maxBodyBytes) bytes")
        }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: Self.maxBodyBytes)
        } catch {
            return Self.refusal(.contentTooLarge, "a body of at most \(Self.maxBodyBytes) bytes")
        }
        let names: [String]
        switch Self.names(in: body, for: change) {
        case .success(let checked): names = checked
        case .failure(let problem): return Self.refusal(.badRequest, problem.reason)
        }
        let run = self.run
        let ratings = self.ratings
        let outcome = await work.run { () -> Outcome in Self.write(change, names, run: run, ratings: ratings) }
        switch outcome {
        case .written(let words, let here):
            return CourtServer.json(Self.encoded(["ok": .bool(true), "said": .text(words), "here": .number(here)]))
        case .refused(let words): return Self.refusal(.conflict, words)
        case .noRun: return Self.refusal(.notFound, "no run to change: courtside run starts one")
        case .failed(let words): return Self.refusal(.internalServerError, words)
        }
    }

    /// What came of a write.
    enum Outcome: Sendable {
        case written(String, here: Int)
        case refused(String)
        case noRun
        case failed(String)
    }

    /// Writes `change` of `names` to the run as its file holds it.
    static func write(
        _ change: Change, _ names: [String], run: ServedRun, ratings: () -> [String: Double]
    ) -> Outcome {
        guard let path = run.path() else { return .noRun }
        let rated = ratings()
        let rating = { (name: String) in rated[name.lowercased()] ?? EloRatings.initial }
        var refusal: RunError?
        var said = ""
        var draw = SystemRandomNumberGenerator()
        let wallMs = SystemTimeSource().wallMs
        let written: RunState
        do {
            written = try run.runs.append(to: path) { latest in
                let kinds: [RunEntry.Kind]
                switch change {
                case .arrivals:
                    kinds = names.map { .arrive(name: $0) }
                    said = "\(names.joined(separator: ", ")) \(names.count == 1 ? "is" : "are") here"
                case .departures:
                    let gone = names.map { latest.presentName($0) ?? $0 }
                    kinds = gone.map { .leave(name: $0) }
                    said = "\(gone.joined(separator: ", ")) \(gone.count == 1 ? "has" : "have") gone"
                case .swaps:
                    let (first, second) = (
                        latest.presentName(names[0]) ?? names[0], latest.presentName(names[1]) ?? names[1]
                    )
                    kinds = [.swap(first: first, second: second)]
                    said = "\(first) and \(second) have changed places"
                }
                do throws(RunError) {
                    return try latest.prepared(
                        kinds, wallMs: wallMs, teamsRatedBy: change == .swaps ? nil : rating, using: &draw
                    ).entries
                } catch {
                    refusal = error
                    return []
                }
            }
        } catch {
            return .failed("not saved: \(error.description)")
        }
        if let refusal { return .refused(refusal.description) }
        return .written(said, here: written.present.count)
    }

    /// The names of `body`, each checked as the run board checks a typed name; a reason when the
    /// body is not `{"names": [...]}` with as many names as `change` takes, or a name is refused.
    static func names(in body: ByteBuffer, for change: Change) -> Result<[String], OrganiserRefusal> {
        guard let decoded = try? JSONDecoder().decode(Names.self, from: Data(buffer: body)) else {
            return .failure(.init("a JSON body {\"names\": [\"Ann\", …]}"))
        }
        switch change {
        case .swaps where decoded.names.count != 2: return .failure(.init("two names: the two who change places"))
        case _ where decoded.names.isEmpty: return .failure(.init("at least one name"))
        case _ where decoded.names.count > maxNames: return .failure(.init("at most \(maxNames) names at once"))
        default: break
        }
        var checked: [String] = []
        for raw in decoded.names {
            // The run board splits what is typed at commas: no name it takes has one.
            guard !raw.contains(",") else { return .failure(.init("a name has no comma")) }
            do {
                checked.append(try Team.validatedName(raw, what: "a player's name"))
            } catch {
                return .failure(.init(error.description))
            }
        }
        return .success(checked)
    }

    /// Whether `origin` is this server as the browser reached it (`http://` or `https://` and the
    /// request's host and port).
    static func isSameSite(_ origin: String, authority: String?) -> Bool {
        guard let authority, !authority.isEmpty else { return false }
        return origin == "http://\(authority)" || origin == "https://\(authority)"
    }

    /// `{"error": message}`, encoded (a message may quote a name).
    static func refusal(_ status: HTTPResponse.Status, _ message: String) -> Response {
        var response = CourtServer.json(encoded(["error": .text(message)]))
        response.status = status
        return response
    }

    /// A JSON value of an answer.
    enum Value: Encodable {
        case text(String)
        case number(Int)
        case bool(Bool)

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .text(let text): try container.encode(text)
            case .number(let number): try container.encode(number)
            case .bool(let bool): try container.encode(bool)
            }
        }
    }

    /// `fields` as one JSON object, keys sorted.
    static func encoded(_ fields: [String: Value]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(fields) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
