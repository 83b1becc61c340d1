/// What one rule did for one value of a validation: passed, failed, rewrote the value, or was
/// skipped, and why.
public struct RuleStep: Sendable, Hashable {
    /// Why a rule did not run.
    public enum SkipReason: String, Sendable, Hashable, CaseIterable {
        /// The value is absent or empty, and the rule skips such values (`skipOnEmpty`).
        case emptyValue
        /// The attribute already had an error and the chain skips on error (`skipOnError`).
        case skipOnError
        /// The rule does not run in the validation's scenario (`on` / `except`).
        case notInScenario
        /// The chain's `when` condition was false.
        case whenFalse
        /// First-error mode stopped the validation at an earlier failure.
        case firstError
        /// The byte-level screen cleared the attribute without running its rules: they pass.
        case screened
        /// A remote rule, checked by its server after the strategy chain (its own step follows,
        /// when the checks are sent).
        case remote

        /// In words: `empty value`, `skipOnError`, `not in the scenario`, …
        public var text: String {
            switch self {
            case .emptyValue: "empty value"
            case .skipOnError: "skipOnError: the attribute already has an error"
            case .notInScenario: "not in the scenario"
            case .whenFalse: "when is false"
            case .firstError: "first-error mode stopped earlier"
            case .screened: "screened: the record's text passes it"
            case .remote: "checked by its server after the chain"
            }
        }
    }

    /// What happened.
    public enum Outcome: Sendable, Hashable {
        /// The rule accepted the value.
        case passed
        /// The rule refused the value with a message key.
        case failed(MessageKey)
        /// A filter rewrote the value.
        case rewritten
        /// The rule did not run.
        case skipped(SkipReason)

        /// `passed`, `failed`, `rewritten` or `skipped`.
        public var name: String {
            switch self {
            case .passed: "passed"
            case .failed: "failed"
            case .rewritten: "rewritten"
            case .skipped: "skipped"
            }
        }
    }

    /// The attribute's path: `title`, `items[2].price`.
    public let attribute: String
    /// The rule's name: `minLength`.
    public let rule: String
    /// What happened.
    public let outcome: Outcome
    /// Where the rule was written, for rules from rule files.
    public let origin: RuleOrigin?
    /// The rule's severity: a failure of a ``Severity/warning`` rule refuses nothing.
    public let severity: Severity

    /// Creates a step.
    public init(
        attribute: String, rule: String, outcome: Outcome, origin: RuleOrigin? = nil, severity: Severity = .error
    ) {
        self.attribute = attribute
        self.rule = rule
        self.outcome = outcome
        self.origin = origin
        self.severity = severity
    }
}
