/// Every built-in rule by name: how rule files and other data name Swift rules.
///
/// Families register their descriptors here; names and arguments are those of the fluent API.
public enum RuleCatalog {
    /// Every descriptor, by name (aliases included).
    public static let descriptors: [String: RuleDescriptor] = {
        var table: [String: RuleDescriptor] = [:]
        for family in families {
            for d in family { table[d.name] = d }
        }
        return table
    }()

    static var families: [[RuleDescriptor]] {
        [
            GeneralRuleDescriptors.all, SyntaxRuleDescriptors.all, PaymentRuleDescriptors.all, DataRuleDescriptors.all,
            RemoteRuleDescriptors.all,
        ]
    }

    /// Every built-in rule name, sorted.
    public static var names: [String] { descriptors.keys.sorted() }

    /// Builds a rule by name.
    /// - Throws: ``RuleDefinitionError`` for an unknown name (with the nearest name as a hint) or
    ///   bad arguments.
    public static func make(_ name: String, _ arguments: RuleArguments) throws(RuleDefinitionError)
        -> any ValidationRule
    {
        guard let descriptor = descriptors[name] else {
            throw .unknownRule(name, suggestion: nearestName(to: name))
        }
        return try descriptor.make(arguments)
    }

    /// The built-in name closest to a misspelled one, when one is close enough to be a likely fix.
    public static func nearestName(to name: String) -> String? {
        EditDistance.nearest(to: name, in: descriptors.keys)
    }
}
