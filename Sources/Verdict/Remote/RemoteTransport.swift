import Foundation

/// Sends one remote-validation request and returns the server's raw answer.
///
/// ``RemoteValidator/defaultTransport`` is the default (`URLSession` on Apple platforms, libcurl
/// on Linux); tests and hosts with their own HTTP stack adopt this protocol. A transport reports a status code and a body for every answer it receives (non-2xx
/// included) and throws only when no answer arrived: connection refused, reset, DNS failure.
///
/// A transport must honour task cancellation promptly: ``RemoteValidator`` cancels it when the
/// rule's timeout passes or when a newer input value supersedes the check.
public protocol RemoteTransport: Sendable {
    /// Sends a request.
    /// - Parameter request: the URL, headers, JSON body and timeout.
    /// - Returns: the answer's status code and body.
    /// - Throws: any error when no answer arrived (including `CancellationError` when cancelled).
    func send(_ request: RemoteRequest) async throws -> RemoteResponse
}
