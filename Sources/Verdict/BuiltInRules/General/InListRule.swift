/// The value must be one of a list (`includedIn`, alias `in`) or none of it (`excludedFrom`, alias
/// `notIn`).
///
/// With `allowArray`, an array value passes when every element does (FXModelValidation's `in`);
/// without it an array is one value like any other (so `[]` is not included in `[11]`, NGRValidator).
/// An empty list accepts nothing and excludes nothing. Empty strings and arrays are checked; only
/// absent values are skipped.
public struct InListRule: ValidationRule {
    /// The list.
    public var list: [Value]
    /// `true` for `excludedFrom` / `not`.
    public var negated: Bool
    /// Whether an array value is checked element by element.
    public var allowArray: Bool
    /// The name errors report: the spelling the rule was written with (`in`, `notIn`), else
    /// `includedIn` / `excludedFrom`.
    public let name: String

    /// Creates the rule.
    /// - Parameters:
    ///   - list: the values the value must be one of, or none of.
    ///   - negated: `true` for `excludedFrom` / `notIn`.
    ///   - allowArray: check an array value element by element.
    ///   - name: the name errors report; `nil` for `includedIn` / `excludedFrom`.
    public init(_ list: [Value], negated: Bool = false, allowArray: Bool = false, name: String? = nil) {
        self.list = list
        self.negated = negated
        self.allowArray = allowArray
        self.name = name ?? (negated ? "excludedFrom" : "includedIn")
    }
    public var emptyPolicy: EmptyPolicy { .skipNull }
    public var parameters: [String: Value] { ["range": .array(list)] }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        let key: MessageKey = negated ? .notExcludedFrom : .notIncludedIn
        if allowArray, case .array(let items) = value {
            return .check(items.allSatisfy { contains($0) != negated }, key)
        }
        return .check(contains(value) != negated, key)
    }

    private func contains(_ v: Value) -> Bool { list.contains { $0.isEquivalent(to: v) } }
}

extension Validate {
    /// Must be one of `list`; with `allowArray`, an array must hold only members.
    public func includedIn(_ list: [Value], allowArray: Bool = false) -> Validate {
        rule(InListRule(list, allowArray: allowArray))
    }
    /// Must not be one of `list`; with `allowArray`, an array must hold no member.
    public func excludedFrom(_ list: [Value], allowArray: Bool = false) -> Validate {
        rule(InListRule(list, negated: true, allowArray: allowArray))
    }
}

extension InListRule: RuleCatalogEntry {
    public static let descriptors = [
        descriptor(
            "includedIn", negated: false,
            "One of the list (`range =` in FXModelValidation's spelling); with `allowArray`, a list of its members. Empty values are checked: `\"\"` fails unless the list holds it."
        ),
        descriptor(
            "in", negated: false,
            "Another name of `includedIn` (FXModelValidation); `[\"not\"] = true` inverts it (`not` is a Lua keyword)."),
        descriptor(
            "excludedFrom", negated: true,
            "None of the list; with `allowArray`, a list of non-members. Empty values are checked."),
        descriptor("notIn", negated: true, "Another name of `excludedFrom`."),
    ]

    public static let messages = [
        RuleMessage(.notIncludedIn, "{name} must be one of {range}.", parameters: ["range"]),
        RuleMessage(.notExcludedFrom, "{name} must not be any of {range}.", parameters: ["range"]),
    ]

    /// A spelling's descriptor: the list as the argument or as FXModelValidation's `range` option.
    private static func descriptor(_ name: String, negated: Bool, _ summary: String) -> RuleDescriptor {
        RuleDescriptor(name, signature: "list", options: ["range", "allowArray", "not"], summary: summary) {
            args throws(RuleDefinitionError) in
            let list: [Value]
            if let range = args.options["range"] {
                guard args.positional.isEmpty else {
                    throw .invalid(
                        rule: name, "takes its list as the argument or as `range = { … }`, not both",
                        hint: "keep one list: { …, \"\(name)\", range = { … } } or { …, \"\(name)\", { … } }",
                        option: "range")
                }
                guard let a = range.arrayValue else {
                    throw .wrongOption(rule: name, option: "range", expected: "a list", got: RuleArguments.shown(range))
                }
                list = a
            } else {
                list = try args.array(0, "a list")
            }
            let not = try args.flag("not")
            return InListRule(list, negated: negated != not, allowArray: try args.flag("allowArray"), name: name)
        }
    }
}

extension MessageKey {
    /// Not one of the list.
    public static let notIncludedIn: MessageKey = "notIncludedIn"
    /// One of the list.
    public static let notExcludedFrom: MessageKey = "notExcludedFrom"
}

extension InListRule: SchemaMappableRule {
    /// `enum` of the list's members (every spelling Verdict counts as equal), `not` for
    /// `excludedFrom`; with `allowArray`, a list's elements each.
    public var schemaMapping: SchemaMapping {
        let keys = [RuleFailure(key: negated ? .notExcludedFrom : .notIncludedIn)]
        guard let found = SchemaConstants.members(equalToAnyOf: list) else {
            return .approximate(
                [:], because: "the list holds a value with too many spellings to list, or a number beyond ±2⁵³",
                keys: keys)
        }
        let members: SchemaNode = ["enum": .array(found.members)]
        let one: SchemaObject = negated ? ["not": members] : ["enum": .array(found.members)]
        let schema: SchemaObject =
            allowArray ? ["if": ["type": "array"], "then": ["items": .object(one)], "else": .object(one)] : one
        if found.exact { return .exact(schema, keys: keys) }
        if negated {
            return .approximate([:], because: "lists and objects in the list compare numbers by kind too", keys: keys)
        }
        return .approximate(schema, because: "lists and objects in the list compare numbers by kind too", keys: keys)
    }
}
