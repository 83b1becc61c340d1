import Verdict
import VerdictLua
import Foundation

/// Which rules the examples of a rules directory exercise: for each rule of each model — its file
/// and line, attribute and name — whether some example made it fail and some made it pass, read
/// from the examples' explanations (`verdict test --coverage`).
///
/// A rule counts as covered when it both failed and passed; a rule that only ever skipped counts
/// as neither. A rule is known by where it was written: the rules of a model that another model's
/// `each` or `nested` runs count for that model (`LineItem.price`, whichever order's `items[2]` it
/// checked), and a rule of no rule file by its model and attribute (`items[].price`).
struct RuleCoverage {
    /// One rule of a model, as the report names it.
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
        /// Whether the rule is a warning (seen in a step): it fails without refusing.
        var isWarning = false
    }

    /// What tells two rules apart: their file and line with the attribute's own name, or, for a
    /// rule of no file, its model and attribute path.
    private struct Identity: Hashable {
        let scope: String
        let attribute: String
        let rule: String
    }

    private(set) var rules: [Rule] = []
    private var identities: [Rule: Identity] = [:]
    private var uses: [Identity: Use] = [:]

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
            let identity = add(rule)
            if step.severity == .warning { uses[identity]?.isWarning = true }
            switch step.outcome {
            case .failed: uses[identity]?.failed = true
            case .passed, .rewritten: uses[identity]?.passed = true
            case .skipped: break
            }
        }
    }

    /// How many rules both failed and passed.
    var covered: Int { rules.count { use(of: $0).failed && use(of: $0).passed } }

    /// The covered share, 0 to 100; 100 when there is no rule.
    var percent: Double { rules.isEmpty ? 100 : Double(covered) * 100 / Double(rules.count) }

    /// The report: one line a rule, then the total.
    func lines(style: Style) -> [String] {
        let places = rules.map { $0.origin?.description ?? $0.model }
        let width = places.map(\.count).max() ?? 0
        var out: [String] = ["coverage:"]
        for (rule, place) in zip(rules, places) {
            let use = use(of: rule)
            let marks = "fails \(use.failed ? "yes" : "no "), passes \(use.passed ? "yes" : "no ")"
            let line =
                "  \(place.padding(toLength: width, withPad: " ", startingAt: 0))  \(marks)  "
                + "\(rule.model).\(rule.attribute): \(rule.rule)" + (use.isWarning ? " (warning)" : "")
            out.append(use.failed && use.passed ? line : style.red(line))
        }
        let share = String(format: "%.1f", percent)
        out.append("\(covered) of \(rules.count) rules failed and passed in some example (\(share)%)")
        return out
    }

    /// What the examples did with a rule of the report.
    private func use(of rule: Rule) -> Use {
        identities[rule].flatMap { uses[$0] } ?? Use()
    }

    /// Lists a rule unless one of the same identity is listed; its identity.
    @discardableResult
    private mutating func add(_ rule: Rule) -> Identity {
        let identity =
            rule.origin.map {
                Identity(scope: $0.description, attribute: Self.leaf(of: rule.attribute), rule: rule.rule)
            } ?? Identity(scope: rule.model, attribute: rule.attribute, rule: rule.rule)
        if uses[identity] == nil {
            uses[identity] = Use()
            identities[rule] = identity
            rules.append(rule)
        }
        return identity
    }

    /// An attribute's own name, without the path to it: `items[2].price` → `price`.
    static func leaf(of path: String) -> String {
        let last = path.split(separator: ".").last.map(String.init) ?? path
        return last.split(separator: "[").first.map(String.init) ?? last
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
