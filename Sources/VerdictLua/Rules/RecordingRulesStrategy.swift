import Verdict

/// Receives the values filters wrote back during one evaluation (the engine's per-validation sink).
protocol RewriteRecording: AnyObject {
    /// Adds the values a rule set's filters wrote back.
    func record(rewrites: [String: Value])
}

/// The `"rules"` strategy of rule files: ``RulesStrategy``'s answer (invalid when a rule fails,
/// else unknown), and the values filters (`trim`, `default`, `filter`) wrote back handed to the
/// engine, which returns them in ``RecordVerdict/rewrittenValues``. ``RulesStrategy`` keeps them
/// in a context the caller never sees.
struct RecordingRulesStrategy: ValidationStrategy {
    let rules: RuleSet

    var name: String { "rules" }

    func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome {
        let context = ValidationContext(
            source: attributeSource(of: object), now: environment.now, scenario: environment.scenario,
            isReachable: environment.isReachable, extras: environment.extras, runtime: environment.runtime)
        rules.run(in: context, mode: environment.mode)
        let report = context.report
        if !report.rewrittenValues.isEmpty {
            (environment.runtime as? any RewriteRecording)?.record(rewrites: report.rewrittenValues)
        }
        guard !report.isValid else { return .unknown }
        let count = report.errors.count
        return StrategyOutcome(.invalid, reason: "\(count) rule\(count == 1 ? "" : "s") failed", errors: report.errors)
    }
}

/// Collects rewrites for a validation that needs no Lua runtime.
final class RewriteRecorder: RewriteRecording {
    private(set) var rewrites: [String: Value] = [:]

    func record(rewrites: [String: Value]) { self.rewrites.merge(rewrites) { _, new in new } }
}
