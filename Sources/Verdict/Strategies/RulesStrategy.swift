/// Invalid when any rule of a rule set fails, otherwise unknown; the outcome carries the errors.
/// Rules whose severity is ``Severity/warning`` refuse nothing: when only they fail, the answer
/// is unknown and the outcome carries their failures, which ``ValidationService`` reports with
/// the deciding strategy's answer.
///
/// A JSON record is screened first when the rule set has a screen (`RecordScreen`): the chains
/// the record certainly passes are skipped, and a record that passes them all is settled
/// `unknown` without a rule running in full (its `screen(_:in:)`). The screen reports the
/// failures of the chains left itself when it can, from the text it read, with the errors the
/// full validation would make.
///
/// Remote rules cannot run in a synchronous chain. When the environment
/// ``StrategyEnvironment/collectsRemoteChecks``, the outcome lists the checks left to make
/// (``StrategyOutcome/remoteChecks``) so the caller can send them once the chain has answered.
public struct RulesStrategy: ValidationStrategy, ScreeningStrategy {
    /// The rules.
    public let rules: RuleSet

    /// Creates the strategy.
    public init(_ rules: RuleSet) { self.rules = rules }

    public var name: String { "rules" }

    public func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome {
        let source = environment.attributes(of: object)
        // The chains a screen of a JSON record could not clear (`nil`: no screen, or not a JSON record).
        let pending = rules.pendingChains(of: source, now: environment.now, scenario: environment.scenario)
        return evaluate(source, in: environment, only: pending)
    }

    /// The rule set's screen of a JSON record; `nil` when the rule set has none, or when the rules
    /// read the object the environment's host set for it and that is not a JSON record.
    ///
    /// A rule set with a record driver (`RuleSet.recordDriver`) is run by it here, when the rules
    /// read the record itself, no remote check is collected and the validation is not explained
    /// (an explanation records every rule's step: it runs rule by rule): a record that passes is
    /// settled `unknown` without a validation context; any other answer is handed to
    /// ``evaluate(_:screened:in:)``.
    package func screen(_ record: borrowing InputRecord, in environment: StrategyEnvironment) -> RecordScreening? {
        guard let screen = rules.screenHandle else {
            guard let driver = rules.recordDriver, !environment.hasSource, !environment.collectsRemoteChecks,
                environment.recorder == nil
            else { return nil }
            return driver.screening(of: copy record, rules: rules, in: environment)
        }
        if !environment.hasSource {
            // The failures of the chains left are reported from the screen's reading of the record,
            // unless the validation is explained (step by step) or collects remote checks.
            if environment.recorder == nil, !environment.collectsRemoteChecks {
                return rules.screening(of: record, in: environment)
            }
            return screen.withObject {
                RecordScreening(
                    pendingChains: $0.pendingChains(of: record, now: environment.now, scenario: environment.scenario))
            }
        }
        // The rules read the host's source when there is one: the screen must read it too.
        guard let json = environment.source as? InputRecord else { return nil }
        return screen.withObject {
            RecordScreening(
                pendingChains: $0.pendingChains(of: json, now: environment.now, scenario: environment.scenario))
        }
    }

    /// Runs only the chains the screen could not clear, unless the screen reported their failures
    /// itself.
    package func evaluate(_ record: InputRecord, screened: RecordScreening, in environment: StrategyEnvironment)
        throws -> StrategyOutcome
    {
        if let outcome = screened.outcome { return outcome }
        return evaluate(environment.source ?? record, in: environment, only: screened.pendingChains)
    }

    /// The outcome for `source` once the rule set's screen has run: only the chains of `pending`
    /// can fail (every chain when `nil`). None left: nothing to report (and no remote check:
    /// remote rules are not screened).
    func evaluate(_ source: any AttributeSource, in environment: StrategyEnvironment, only pending: ChainSelection?)
        -> StrategyOutcome
    {
        if pending?.isEmpty == true, environment.recorder == nil { return .unknown }
        let context = RuleSet.context(for: source, in: environment, secrets: rules.secrets)
        let finished = rules.run(in: context, mode: environment.mode, only: pending)
        return Self.outcome(of: context, rules: rules, finished: finished, in: environment)
    }

    /// The strategy's answer once the rules ran in `context`: invalid with its errors, else
    /// unknown; with the values filters wrote back, and the remote checks when collected.
    /// Static, with the rules borrowed: a record driver asks for it once per invalid record, and a
    /// strategy made for the call would copy the whole rule set.
    /// The context's errors are moved into the outcome (the context keeps none): a copy would
    /// retain them, and the context's end release them again.
    /// - Parameter finished: whether every chain ran (first-error mode did not stop them).
    package static func outcome(
        of context: ValidationContext, rules: borrowing RuleSet, finished: Bool, in environment: StrategyEnvironment
    ) -> StrategyOutcome {
        let remoteChecks =
            environment.collectsRemoteChecks && finished ? rules.remoteChecks(in: context, mode: environment.mode) : []
        return outcome(errors: context.takeErrors(), rewrittenValues: context.rewrites, remoteChecks: remoteChecks)
    }

    /// The strategy's answer for the errors its rules made: invalid, with `N rules failed`, when
    /// one of them refuses (is not a warning), else unknown.
    static func outcome(
        errors: consuming [ValidationError], rewrittenValues: [String: Value] = [:], remoteChecks: [RemoteCheck] = []
    ) -> StrategyOutcome {
        let refusals = errors.refusalCount
        return StrategyOutcome(
            refusals > 0 ? .invalid : .unknown, reason: refusals > 0 ? reason(failures: refusals) : nil,
            errors: errors, rewrittenValues: rewrittenValues, remoteChecks: remoteChecks)
    }

    /// `N rules failed`: the reason of an invalid outcome. The common counts are made once.
    public static func reason(failures count: Int) -> String {
        count < commonReasons.count ? commonReasons[count] : "\(count) rules failed"
    }

    private static let commonReasons = (0..<16).map { "\($0) rule\($0 == 1 ? "" : "s") failed" }
}
