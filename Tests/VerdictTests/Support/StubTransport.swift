import Foundation
import Synchronization
import Verdict

/// A transport that answers from a closure and records every request.
final class StubTransport: RemoteTransport {
    private let answer: @Sendable (RemoteRequest) async throws -> RemoteResponse
    private let sent = Mutex<[RemoteRequest]>([])

    /// A transport that answers with a closure (which may sleep, throw, or read the body).
    init(_ answer: @escaping @Sendable (RemoteRequest) async throws -> RemoteResponse) {
        self.answer = answer
    }

    /// A transport that always answers 200 with `text`.
    convenience init(text: String, status: Int = 200) {
        self.init { _ in RemoteResponse(statusCode: status, text: text) }
    }

    /// The requests sent so far.
    var requests: [RemoteRequest] { sent.withLock { $0 } }

    /// The `instance` of each request sent so far, as text.
    var instances: [String] {
        requests.compactMap { request in
            (try? Value(jsonBytes: request.body))?["instance"]?.description
        }
    }

    func send(_ request: RemoteRequest) async throws -> RemoteResponse {
        sent.withLock { $0.append(request) }
        return try await answer(request)
    }
}

/// Answers like AJWValidator's demo server: `true` unless the instance contains "invalid".
let demoAnswer: @Sendable (RemoteRequest) async throws -> RemoteResponse = { request in
    let instance = (try? Value(jsonBytes: request.body))?["instance"]?.stringValue ?? ""
    return RemoteResponse(statusCode: 200, text: instance.contains("invalid") ? "false" : "true")
}

/// A URL for stubbed remote rules; never contacted.
let stubURL = URL(string: "http://127.0.0.1:9/check") ?? URL(fileURLWithPath: "/")
