/// Equality with a string or another attribute: `match` must equal, `differ` must not.
///
/// NGRValidator's `match`/`differ` (`isEqualToString:`); with an operand such as
/// `.field("password")` it is the "repeat your password" rule. An absent other attribute does not
/// match anything.
public struct MatchRule: ValidationRule {
    /// What the value is compared with.
    public var other: Operand
    /// `true` for `differ`.
    public var mustDiffer: Bool

    /// Creates the rule.
    public init(_ other: Operand, mustDiffer: Bool = false) {
        self.other = other
        self.mustDiffer = mustDiffer
    }

    public var name: String { mustDiffer ? "differ" : "match" }
    public var parameters: [String: Value] { ["compareValue": .string(other.label)] }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard case .string = value else { return .fail(.wrongType, ["expected": "a string"]) }
        let equal = other.resolve(in: context).map { value.isEquivalent(to: $0) } ?? false
        return mustDiffer ? .check(!equal, .notDiffer) : .check(equal, .notMatch)
    }
}

extension Validate {
    /// Must equal a string or another attribute (`.field("password")`).
    public func match(_ other: Operand) -> Validate { rule(MatchRule(other)) }
    /// Must differ from a string or another attribute.
    public func differ(_ other: Operand) -> Validate { rule(MatchRule(other, mustDiffer: true)) }
}

extension MatchRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor("match", signature: "s") { args throws(RuleDefinitionError) in
            MatchRule(try args.operand(0, "a string"))
        },
        RuleDescriptor("differ", signature: "s") { args throws(RuleDefinitionError) in
            MatchRule(try args.operand(0, "a string"), mustDiffer: true)
        },
    ]

    public static let messages = [
        RuleMessage(.notMatch, "is not repeated exactly.", parameters: ["compareValue"]),
        RuleMessage(.notDiffer, "does not differ.", parameters: ["compareValue"]),
    ]
}

extension MessageKey {
    /// Not equal to the string or attribute it must match: "is not repeated exactly."
    public static let notMatch: MessageKey = "notMatch"
    /// Equal to what it must differ from: "does not differ."
    public static let notDiffer: MessageKey = "notDiffer"
}
