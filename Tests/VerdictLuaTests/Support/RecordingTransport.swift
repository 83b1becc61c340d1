import Foundation
import Synchronization
import Verdict

/// A remote transport for engine tests: answers every request with a closure and records the
/// `instance` values it was sent. Never touches the network.
final class RecordingTransport: RemoteTransport {
    private let respond: @Sendable (String) async throws -> RemoteResponse
    private let sent = Mutex<[String]>([])

    /// A transport whose answer depends on the instance sent (as text).
    init(_ respond: @escaping @Sendable (String) async throws -> RemoteResponse) {
        self.respond = respond
    }

    /// A transport that answers every request with the same status and body.
    convenience init(status: Int = 200, body: String) {
        self.init { _ in RemoteResponse(statusCode: status, text: body) }
    }

    /// Answers `true` unless the instance contains "taken", like a username service.
    static func usernames() -> RecordingTransport {
        RecordingTransport { RemoteResponse(text: $0.contains("taken") ? "false" : "true") }
    }

    /// The instances sent so far, in the order they were sent.
    var instances: [String] { sent.withLock { $0 } }

    func send(_ request: RemoteRequest) async throws -> RemoteResponse {
        let body = try? Value(jsonBytes: request.body)
        let instance = body?["instance"].map { $0.stringValue ?? $0.description } ?? ""
        sent.withLock { $0.append(instance) }
        return try await respond(instance)
    }
}

/// A transport error with a fixed text.
struct RefusedConnection: Error, CustomStringConvertible {
    var description: String { "connection refused" }
}

/// The URL of the stubbed remote rules; nothing is ever sent there.
let stubCheckURL = "http://127.0.0.1:9/check"
