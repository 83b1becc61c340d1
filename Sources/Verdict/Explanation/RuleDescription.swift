/// One rule of a rule set in words a person reads: the attribute, the rule, the message it gives
/// when a value fails it, worded in a locale, where it was written, and when it runs.
///
/// Made by ``RuleSet/describedRules(locale:catalogs:)`` for listings such as the rule workbench
/// of `verdict serve`.
public struct RuleDescription: Sendable, Hashable {
    /// The attribute's path: `title`, `items[]`, `shipping.city`.
    public let attribute: String
    /// The rule's name: `minLength`.
    public let rule: String
    /// What a failing value is told, as the rule set words it in the locale: `Title should have
    /// at least 6 signs.`; one sentence per message key the rule's arguments fill in (a length
    /// range gives its lower and its upper bound). Empty for a rule that never fails (`trim`).
    public let messages: [String]
    /// The rule's arguments (`["min": 6, "unit": "characters"]`).
    public let parameters: [String: Value]
    /// Where the rule was written, for rules from rule files.
    public let origin: RuleOrigin?
    /// The scenarios the rule runs in only (`on`); empty for every scenario.
    public let onScenarios: [String]
    /// The scenarios the rule does not run in (`except`).
    public let exceptScenarios: [String]
    /// Whether the rule runs only when a condition holds (`when`).
    public let isConditional: Bool
    /// The rule's severity: a ``Severity/warning`` rule reports and refuses nothing.
    public let severity: Severity

    /// Creates a description.
    public init(
        attribute: String, rule: String, messages: [String], parameters: [String: Value], origin: RuleOrigin?,
        onScenarios: [String] = [], exceptScenarios: [String] = [], isConditional: Bool = false,
        severity: Severity = .error
    ) {
        self.severity = severity
        self.attribute = attribute
        self.rule = rule
        self.messages = messages
        self.parameters = parameters
        self.origin = origin
        self.onScenarios = onScenarios
        self.exceptScenarios = exceptScenarios
        self.isConditional = isConditional
    }
}
