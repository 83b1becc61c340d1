public import Foundation

extension RuleSet {
    /// Validates as ``validate(_:scenario:mode:now:locale:catalogs:)-(AttributeSource,_,_,_,_,_)``
    /// does, and explains the result: every rule of every chain with what it did — passed, failed,
    /// rewrote the value — or why it was skipped (an empty value, `skipOnError`, not in the
    /// scenario, `when` false, first-error mode, cleared by the screen).
    /// - Returns: the report, the same as `validate` gives, and the explanation.
    public func explain(
        _ source: some AttributeSource, scenario: String? = nil, mode: ValidationMode = .allErrors,
        now: Date = Date(), locale: LocaleTag? = nil, catalogs: MessageCatalogs = .shipped
    ) -> (report: ValidationReport, explanation: Explanation) {
        let recorder = ExplanationRecorder()
        let context = ValidationContext(
            source: source, now: now, scenario: scenario, runtime: nil,
            localization: catalogs.localization(for: locale),
            recorder: recorder, secrets: secrets)
        _ = run(in: context, mode: mode, only: pendingChains(of: source, now: now, scenario: scenario))
        return (ValidationReport(errors: context.errors, rewrittenValues: context.rewrites), recorder.explanation)
    }
}

extension RuleSet {
    /// Every rule of the rule set, in order, with its attribute and where it was written: the
    /// chains' rules, then the rules of their elements (`items[]`) and of inline nested rules
    /// (`shipping.city`). A nested model named by link is not followed (it may name itself).
    public var declaredRules: [(attribute: String, rule: String, origin: RuleOrigin?)] {
        validators.flatMap { $0.declaredRules(path: $0.attribute) }
    }
}

extension Validate {
    /// The chain's rules under `path`, then those of its elements and its inline nested rules.
    func declaredRules(path: String) -> [(attribute: String, rule: String, origin: RuleOrigin?)] {
        var out = entries.map { (attribute: path, rule: $0.rule.name, origin: $0.origin) }
        for chain in elementChain { out += chain.declaredRules(path: path + "[]") }
        if let nestedRules {
            for chain in nestedRules.validators { out += chain.declaredRules(path: path + "." + chain.attribute) }
        }
        return out
    }
}
