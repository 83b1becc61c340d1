import Verdict
import Foundation

/// The result of validating one record through the engine.
public struct RecordVerdict: Sendable, Hashable {
    /// Whether the record is valid.
    public var isValid: Bool
    /// The errors (of the rules strategy, and of `strict`).
    public var errors: [ValidationError]
    /// The strategy that decided; `nil` when none did.
    public var strategy: String?
    /// Why, when the deciding strategy said.
    public var reason: String?
    /// The version of the rule set that produced this verdict (it grows with each reload).
    public var version: Int
    /// Values filters wrote back.
    public var rewrittenValues: [String: Value]
}
