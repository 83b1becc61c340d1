import Verdict
import VerdictHTTP

/// What a server does with chains of remote checks: it names itself in the checks it sends and
/// refuses a request that would go round a loop.
///
/// A remote rule whose URL leads back to the server it runs on — its own `/v1/validate`, or
/// another server's that leads back — would have every check start another, until the host ran
/// out of threads and connections. Every check carries the chain it belongs to
/// (``Verdict/RemoteHop``): the servers it passed through and its length. A request that would
/// send checks is refused with 508 Loop Detected when its chain passed through this server
/// already, or is ``maxHops`` long; the check that sent it then fails as unanswered, and the loop
/// ends at its second turn.
struct RemoteChainPolicy: Sendable {
    /// This server's id in `Verdict-Via`: random, one per process.
    let serverID: String
    /// The longest chain a request that sends checks may come with.
    let maxHops: Int

    /// The default of ``maxHops``.
    static let defaultMaxHops = 8

    /// A policy with a fresh server id.
    init(maxHops: Int = Self.defaultMaxHops) {
        self.init(serverID: Self.makeServerID(), maxHops: maxHops)
    }

    init(serverID: String, maxHops: Int) {
        self.serverID = serverID
        self.maxHops = maxHops
    }

    /// The hop of the checks sent while serving a request that came with `incoming`.
    /// - Parameters:
    ///   - incoming: the request's hop; `nil` when it is no remote check.
    ///   - model: the model whose remote rules would send the checks, for the problem's text.
    /// - Throws: ``ValidationProblem/loopDetected(_:model:)`` when the chain passed through this server,
    ///   ``ValidationProblem/tooManyHops(_:limit:model:)`` when it is ``maxHops`` long already.
    func hopForChecks(after incoming: RemoteHop?, model: String) throws -> RemoteHop {
        guard let incoming else { return .first(through: serverID) }
        if incoming.servers.contains(serverID) { throw ValidationProblem.loopDetected(incoming, model: model) }
        if incoming.count >= maxHops { throw ValidationProblem.tooManyHops(incoming, limit: maxHops, model: model) }
        return incoming.next(through: serverID)
    }

    /// 16 hexadecimal digits.
    static func makeServerID() -> String {
        let digits = Array("0123456789abcdef")
        var generator = SystemRandomNumberGenerator()
        return String((0..<16).map { _ in digits[Int(generator.next() % 16)] })
    }
}
