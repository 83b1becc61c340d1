import Verdict
import VerdictLua

/// Which rules the examples of a rules directory exercise: for each rule of each model — its file
/// and line, attribute and name — whether some example made it fail and some made it pass, read
/// from the examples' explanations (`verdict test --coverage`).
///
/// A rule counts as covered when it both failed and passed; the rules of `each` and `nested` count
/// once for all elements (`items[].price`), and a rule that only ever skipped counts as neither.
struct RuleCoverage {
    /// One rule of a model.
    struct Rule: Hashable {
        let model: String
        let attribute: String
        let rule: String
        let origin: RuleOrigin?
    }

    /// What the examples did with one rule.
    struct Use {
        var failed = false
        var passed = false
    }

    private(set) var rules: [Rule] = []
    private var uses: [Rule: Use] = [:]

    /// Lists the rules of a model, unused so far, in the order they are declared.
    mutating func declare(_ model: ModelDefinition) {
        for rule in model.rules.declaredRules {
            add(Rule(model: model.name, attribute: rule.attribute, rule: rule.rule, origin: rule.origin))
        }
    }

    /// Counts what one example's explanation says each rule did.
    mutating func count(_ explanation: Explanation, model: String) {
        for step in explanation.rules {
            let rule = Rule(
                model: model, attribute: Self.template(of: step.attribute), rule: step.rule, origin: step.origin)
            add(rule)
            switch step.outcome {
            case .failed: uses[rule]?.failed = true
            case .passed, .rewritten: uses[rule]?.passed = true
            case .skipped: break
            }
        }
    }

    /// How many rules both failed and passed.
    var covered: Int { rules.count { uses[$0].map { $0.failed && $0.passed } ?? false } }

    /// The covered share, 0 to 100; 100 when there is no rule.
    var percent: Double { rules.isEmpty ? 100 : Double(covered) * 100 / Double(rules.count) }

    /// The report: one line a rule, then the total.
    func lines(style: Style) -> [String] {
        let places = rules.map { $0.origin?.description ?? $0.model }
        let width = places.map(\.count).max() ?? 0
        var out: [String] = ["coverage:"]
        for (rule, place) in zip(rules, places) {
            let use = uses[rule] ?? Use()
            let marks = "fails \(use.failed ? "yes" : "no "), passes \(use.passed ? "yes" : "no ")"
            let line =
                "  \(place.padding(toLength: width, withPad: " ", startingAt: 0))  \(marks)  "
                + "\(rule.model).\(rule.attribute): \(rule.rule)"
            out.append(use.failed && use.passed ? line : style.red(line))
        }
        let share = String(format: "%.1f", percent)
        out.append("\(covered) of \(rules.count) rules failed and passed in some example (\(share)%)")
        return out
    }

    private mutating func add(_ rule: Rule) {
        guard uses[rule] == nil else { return }
        uses[rule] = Use()
        rules.append(rule)
    }

    /// A path with its element indices left out: `items[2].price` → `items[].price`.
    static func template(of path: String) -> String {
        var out = ""
        var inIndex = false
        for character in path {
            if character == "[" {
                inIndex = true
                out.append("[")
            } else if character == "]" {
                inIndex = false
                out.append("]")
            } else if !inIndex {
                out.append(character)
            }
        }
        return out
    }
}
