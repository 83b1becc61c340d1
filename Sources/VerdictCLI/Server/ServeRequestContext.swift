import Hummingbird
import NIOCore
import Verdict
import VerdictHTTP

/// The context of a request to `verdict serve`: Hummingbird's, the connection it came on, and
/// the remote-check chain it belongs to.
struct ServeRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The connection the request came on.
    let channel: any Channel
    /// The chain of remote checks the request is part of, read from its `Verdict-Hop` and
    /// `Verdict-Via` headers by ``ServeMiddleware`` (``RemoteHopHeaders``); `nil` for a request
    /// that is no remote check.
    var hop: RemoteHop?
    /// The model the request's path names (its `{model}`), percent escapes decoded; read once by
    /// ``ServeMiddleware``, for its metrics and for the endpoint. `nil` for a path without one.
    var modelName: String?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }

    /// How often ``whileConnected(for:_:)`` looks whether the client is still there.
    static let connectionPollInterval = Duration.milliseconds(100)

    /// Runs `operation` while the client is connected, for at most `timeout`: when the connection
    /// closes first — the client gave up, its own timeout passed, the server's read timeout
    /// closed it — the operation is cancelled (remote checks in flight are abandoned, their
    /// connections closed) and ``ClientGone`` is thrown; when `timeout` passes first, the same
    /// with ``ValidationProblem/requestTimeout(_:)``. The connection is looked at every 100 ms.
    /// - Throws: ``ClientGone``, the timeout's ``VerdictHTTP/ValidationProblem``, or what `operation` throws.
    func whileConnected<Result: Sendable>(
        for timeout: Duration = .seconds(86_400), _ operation: @escaping @Sendable () async throws -> Result
    ) async throws -> Result {
        let channel = self.channel
        let deadline = ContinuousClock.now + timeout
        return try await withThrowingTaskGroup(of: Result?.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                while channel.isActive {
                    guard ContinuousClock.now < deadline else { throw ValidationProblem.requestTimeout(timeout) }
                    try await Task.sleep(for: min(Self.connectionPollInterval, deadline - ContinuousClock.now))
                }
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let result = first else { throw ClientGone() }
            return result
        }
    }

    /// The client closed the connection before its answer was ready.
    struct ClientGone: Error, CustomStringConvertible {
        var description: String { "the client closed the connection before the answer was ready" }
    }
}
