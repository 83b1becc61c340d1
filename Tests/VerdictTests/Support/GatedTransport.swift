import Foundation
import Synchronization
import Verdict

/// A transport that holds every request until the test opens the gate, then answers each as
/// `demoAnswer` does: lets a test look at a validation while its remote checks are in flight.
///
/// A held request does not end with its timeout (the transport ignores cancellation), so a test
/// must open the gate before it ends: `defer { transport.open() }`.
final class GatedTransport: RemoteTransport {
    private struct State {
        var isOpen = false
        var held: [CheckedContinuation<Void, Never>] = []
        var requests: [RemoteRequest] = []
    }

    private let state = Mutex(State())

    /// The requests that arrived so far, held or answered.
    var requests: [RemoteRequest] { state.withLock { $0.requests } }

    /// The `instance` of each request that arrived so far, as text.
    var instances: [String] {
        requests.compactMap { (try? Value(jsonBytes: $0.body))?["instance"]?.description }
    }

    /// Lets every held request through, and every later one at once.
    func open() {
        let held = state.withLock { state in
            state.isOpen = true
            defer { state.held = [] }
            return state.held
        }
        for request in held { request.resume() }
    }

    func send(_ request: RemoteRequest) async throws -> RemoteResponse {
        await withCheckedContinuation { continuation in
            state.withLock { state in
                state.requests.append(request)
                if state.isOpen {
                    continuation.resume()
                } else {
                    state.held.append(continuation)
                }
            }
        }
        return try await demoAnswer(request)
    }
}
