/// The outcome of one remote check.
///
/// Only ``accepted`` passes the rule. ``rejected`` is the server's considered "no" (a `false` body);
/// ``failed(_:)`` means the check could not be made or the answer could not be understood, and
/// carries the error for a delegate or log.
public enum RemoteAnswer: Sendable, Hashable {
    /// The server answered `true`: the rule passes.
    case accepted
    /// The server answered `false`: the rule fails.
    case rejected
    /// No usable answer (transport error, timeout, non-2xx status, unexpected body, cancellation):
    /// the rule fails.
    case failed(RemoteError)

    /// Whether the rule passes.
    public var isAccepted: Bool { self == .accepted }

    /// The error, when the check failed.
    public var error: RemoteError? {
        if case .failed(let error) = self { return error }
        return nil
    }
}
