import Verdict
import Foundation

/// An example record of a model, expected to pass or to fail.
public struct ModelExample: Sendable {
    /// The record.
    public let record: Value
    /// Whether it should pass.
    public let expectsValid: Bool
    /// The scenario to validate it in (an example's `scenario` key, removed from the record).
    public let scenario: String?
    /// Its 1-based position among the model's valid or invalid examples.
    public let position: Int
    /// The line of its record in the rule file, when the source shows it (a record built by a
    /// function or a loop has none).
    public let line: Int?

    /// `valid example 2` / `invalid example 1`.
    public var label: String { "\(expectsValid ? "valid" : "invalid") example \(position)" }
}
