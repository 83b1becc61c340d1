import Foundation

/// One remote rule still to run on one attribute of one object: the value to send and how to report
/// a failure.
///
/// A validation's local phase collects these (``RuleSet/remoteChecks(in:mode:)``, or a
/// ``RulesStrategy`` run with ``StrategyEnvironment/collectsRemoteChecks``); its remote phase sends
/// each value with ``RemoteValidator/check(_:against:parameters:)`` and turns every answer that did
/// not pass into a ``ValidationError`` with ``error(for:)`` or ``unansweredError(_:)``. Splitting the
/// two lets a host run the local phase where it must (a Lua runtime is checked out for it) and
/// await the network elsewhere.
///
/// Two checks are equal when they send the same value to the same rule for the same attribute.
public struct RemoteCheck: Sendable, Hashable {
    /// The attribute's path, e.g. `username`.
    public let attribute: String
    /// The value to send as `instance`, after any filter rewrote it.
    public let value: Value
    /// The rule: URL, timeout, `extra` parameters.
    public let rule: RemoteRule
    private let chain: Validate
    private let entryIndex: Int
    private let ruleSet: RuleSet

    init(attribute: String, value: Value, rule: RemoteRule, chain: Validate, entryIndex: Int, ruleSet: RuleSet) {
        self.attribute = attribute
        self.value = value
        self.rule = rule
        self.chain = chain
        self.entryIndex = entryIndex
        self.ruleSet = ruleSet
    }

    /// The error an answer adds, as the rule's chain words it; `nil` when the answer passes.
    ///
    /// Key ``MessageKey/remote``, the rule's message (or `doesn't satisfy a remote condition.`);
    /// for an answer without a usable result the ``RemoteError`` text is the `error` parameter.
    /// This is what ``RuleSet/validate(_:scenario:mode:now:remote:isolation:)`` reports.
    /// - Parameter answer: the server's answer.
    /// - Returns: the error, or `nil` for ``RemoteAnswer/accepted``.
    public func error(for answer: RemoteAnswer) -> ValidationError? {
        guard !answer.isAccepted else { return nil }
        return chain.error(
            for: rule.failure(for: answer), rule: chain.entries[entryIndex], path: attribute, value: value,
            ruleSet: ruleSet)
    }

    /// The error of a check that produced no usable answer, worded as a rule that could not run:
    /// `Username could not be checked: remote check at http://…: HTTP status 503`.
    ///
    /// Key ``MessageKey/ruleError``, rule `remote`, the ``RemoteError`` text as the `error`
    /// parameter. The rule's own `message`, written for the server's "no", is not used: it would
    /// blame the value for a server that was down. A message table entry for the attribute and
    /// ``MessageKey/ruleError`` still wins.
    /// - Parameter error: why no answer was usable.
    /// - Returns: the error.
    public func unansweredError(_ error: RemoteError) -> ValidationError {
        // A `.ruleError` failure never takes the rule's own message (see `Validate.error(for:…)`).
        chain.error(
            for: RuleFailure(key: .ruleError, params: ["error": .string(error.description)]),
            rule: chain.entries[entryIndex], path: attribute, value: value, ruleSet: ruleSet)
    }

    /// Equal when attribute, value, rule and the rule's place in its chain are.
    public static func == (lhs: RemoteCheck, rhs: RemoteCheck) -> Bool {
        lhs.attribute == rhs.attribute && lhs.value == rhs.value && lhs.rule == rhs.rule
            && lhs.entryIndex == rhs.entryIndex
    }

    /// Hashes attribute, value and URL.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(attribute)
        hasher.combine(value)
        hasher.combine(rule.url)
    }
}
