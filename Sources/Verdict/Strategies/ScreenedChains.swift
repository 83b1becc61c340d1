import Foundation

/// What screening a JSON record for a chain found (``ValidationService/screen(_:in:)``).
public struct ScreenedChains: Sendable {
    /// The chains of the leading rules the screen could not clear; `nil` when it could not read
    /// the record (every chain runs).
    let pending: ChainSelection?

    /// Whether the record certainly passes every rule, so the chain decides it valid.
    public var clearsRecord: Bool { pending?.isEmpty == true }
}
