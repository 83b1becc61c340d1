import Foundation

/// One remote rule still to run on one attribute of one object: the value to send and how to report
/// a failure.
///
/// A validation's local phase collects these (``RuleSet/remoteChecks(in:mode:)``, or a
/// ``RulesStrategy`` run with ``StrategyEnvironment/collectsRemoteChecks``); its remote phase sends
/// them (``RemotePhase``) and turns every answer that did not pass into a ``ValidationError`` with
/// ``error(for:)``. Splitting the two lets a host run the local phase where it must (a Lua runtime
/// is checked out for it) and await the network elsewhere.
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
    /// The language its failure is worded in: the validation's.
    private let localization: Localization?

    init(
        attribute: String, value: Value, rule: RemoteRule, chain: Validate, entryIndex: Int, ruleSet: RuleSet,
        localization: Localization?
    ) {
        self.localization = localization
        self.attribute = attribute
        self.value = value
        self.rule = rule
        self.chain = chain
        self.entryIndex = entryIndex
        self.ruleSet = ruleSet
    }

    /// The error an answer adds, as the rule's chain words it; `nil` when the answer passes.
    ///
    /// - ``RemoteAnswer/rejected`` (the server's `false`): key ``MessageKey/remote`` in the rule's own
    ///   words — its `message`, or `doesn't satisfy a remote condition.`
    /// - ``RemoteAnswer/failed(_:)`` (no usable answer: transport error, timeout, non-2xx status,
    ///   another body, cancellation, offline): the rule could not run, key ``MessageKey/ruleError``
    ///   with the ``RemoteError`` text as its `error` parameter — `Username could not be checked:
    ///   remote check at http://…: HTTP status 503`. The rule's own `message`, written for the
    ///   server's "no", is not used: it would blame the value for a server that did not answer. A
    ///   message table entry for the attribute and ``MessageKey/ruleError`` still wins.
    /// - Parameter answer: the server's answer.
    /// - Returns: the error, or `nil` for ``RemoteAnswer/accepted``.
    public func error(for answer: RemoteAnswer) -> ValidationError? {
        let failure: RuleFailure
        switch answer {
        case .accepted: return nil
        case .rejected: failure = rule.rejection
        // A `.ruleError` failure never takes the rule's own message (see `Validate.error(for:…)`).
        case .failed(let error): return unansweredError(error)
        }
        return chain.error(
            for: failure, ruleAt: entryIndex, path: attribute, value: value, ruleSet: ruleSet,
            localization: localization)
    }

    /// The error of a check that produced no usable answer: ``error(for:)`` with
    /// ``RemoteAnswer/failed(_:)``, `Username could not be checked: remote check at http://…: HTTP
    /// status 503`.
    public func unansweredError(_ error: RemoteError) -> ValidationError {
        chain.error(
            for: RuleFailure(key: .ruleError, params: ["error": .string(error.description)]),
            ruleAt: entryIndex, path: attribute, value: value, ruleSet: ruleSet,
            localization: localization)
    }

    /// Where the remote rule was written, for explanations.
    var origin: RuleOrigin? { chain.entries[entryIndex].origin }

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
