/// Why a validation decided as it did: every strategy asked, in order, with its answer and reason,
/// and every rule with what it did — passed, failed, rewrote the value, or was skipped and why —
/// with the rule file and line it came from.
///
/// Made when asked for (``RuleSet/explain(_:scenario:mode:now:locale:catalogs:)``,
/// ``ValidationService/explain(_:in:)``, the engine's `EvaluationOptions.explains`); a validation
/// that is not explained records nothing. An explanation holds at most
/// ``ExplanationRecorder/maximumSteps`` rule steps; ``isTruncated`` says when more were left out.
public struct Explanation: Sendable, Hashable, CustomStringConvertible {
    /// The strategies, in the order of the chain; those after the deciding one were not asked.
    public var strategies: [StrategyStep]
    /// The rules, in the order they were considered.
    public var rules: [RuleStep]
    /// Whether steps were left out past the limit.
    public var isTruncated: Bool

    /// Creates an explanation.
    public init(strategies: [StrategyStep] = [], rules: [RuleStep] = [], isTruncated: Bool = false) {
        self.strategies = strategies
        self.rules = rules
        self.isTruncated = isTruncated
    }

    /// The explanation as lines a person reads:
    ///
    /// ```
    /// strategies: rules → invalid (1 rule failed); default → not asked
    /// title: required passed (rules/event.lua:6)
    /// title: minLength failed tooShort (rules/event.lua:7)
    /// url: url skipped: empty value (rules/event.lua:12)
    /// ```
    public var description: String { lines.joined(separator: "\n") }

    /// ``description``, line by line.
    public var lines: [String] {
        var out: [String] = []
        if !strategies.isEmpty {
            let steps = strategies.map { step -> String in
                guard let result = step.result else { return "\(step.name) → not asked" }
                return "\(step.name) → \(result.rawValue)" + (step.reason.map { " (\($0))" } ?? "")
            }
            out.append("strategies: " + steps.joined(separator: "; "))
        }
        for step in rules {
            var line = "\(step.attribute): \(step.rule) "
            switch step.outcome {
            case .passed, .rewritten: line += step.outcome.name
            case .failed(let key): line += step.severity == .warning ? "failed \(key) (warning)" : "failed \(key)"
            case .skipped(let reason): line += "skipped: \(reason.text)"
            }
            if let origin = step.origin { line += " (\(origin))" }
            out.append(line)
        }
        if isTruncated { out.append("… (more steps than an explanation keeps)") }
        // Never an empty explanation: an empty chain (or rule set) asks no strategy, runs no rule.
        if out.isEmpty { out.append("no strategy asked and no rule run") }
        return out
    }

    /// The explanation as data, for JSON output: `{"strategies": [{"name", "result", "reason"}],
    /// "rules": [{"attribute", "rule", "outcome", "key" and "severity" | "reason", "file", "line"}], "truncated"}`.
    /// A strategy that was not asked has result `notAsked`.
    public var value: Value {
        let strategies: [Value] = strategies.map { step in
            var fields: [String: Value] = [
                "name": .string(step.name), "result": .string(step.result?.rawValue ?? "notAsked"),
            ]
            if let reason = step.reason { fields["reason"] = .string(reason) }
            return .object(fields)
        }
        let rules: [Value] = rules.map { step in
            var fields: [String: Value] = [
                "attribute": .string(step.attribute), "rule": .string(step.rule),
                "outcome": .string(step.outcome.name),
            ]
            switch step.outcome {
            case .failed(let key):
                fields["key"] = .string(key.rawValue)
                fields["severity"] = .string(step.severity.rawValue)
            case .skipped(let reason): fields["reason"] = .string(reason.rawValue)
            case .passed, .rewritten: break
            }
            if let origin = step.origin {
                fields["file"] = .string(origin.file)
                if let line = origin.line { fields["line"] = .int(line) }
            }
            return .object(fields)
        }
        return ["strategies": .array(strategies), "rules": .array(rules), "truncated": .bool(isTruncated)]
    }
}
