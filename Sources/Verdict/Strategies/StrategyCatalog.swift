import Foundation

/// The built-in strategies by name, as rule files list them:
/// `strategies = { "reachability", { "timestamp", field = "updatedAt", expiry = 300 }, "rules", "default" }`.
public enum StrategyCatalog {
    /// Every built-in strategy name.
    public static let names = ["default", "invalidation", "reachability", "rules", "timestamp"]

    /// Builds a built-in strategy.
    /// - Parameters:
    ///   - name: the strategy's name.
    ///   - options: its options (`field`, `expiry`).
    ///   - rules: the model's rules, for `"rules"`.
    /// - Throws: ``RuleDefinitionError`` for an unknown name or a bad option.
    public static func make(_ name: String, options: [String: Value], rules: RuleSet) throws(RuleDefinitionError)
        -> any ValidationStrategy
    {
        switch name {
        case "default": return DefaultStrategy()
        case "reachability": return ReachabilityStrategy()
        case "rules": return RulesStrategy(rules)
        case "invalidation":
            return InvalidationStrategy(field: options["field"]?.stringValue)
        case "timestamp":
            guard let field = options["field"]?.stringValue else {
                throw .wrongOption(strategy: "timestamp", option: "field", expected: "the name of a date field")
            }
            guard let expiry = options["expiry"]?.doubleValue, expiry >= 0 else {
                throw .wrongOption(strategy: "timestamp", option: "expiry", expected: "a number of seconds ≥ 0")
            }
            return TimestampStrategy(field: field, expiry: expiry)
        default:
            throw .unknownStrategy(name, suggestion: EditDistance.nearest(to: name, in: names, limit: .max))
        }
    }
}
