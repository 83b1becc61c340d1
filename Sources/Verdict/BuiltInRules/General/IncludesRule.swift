/// The value is an array that must include (or exclude) a given element.
///
/// NGRValidator's semantics: the array must be non-empty for either rule — `excludes(10)` fails on
/// `[]` — unless the chain skips empty values: ``Validate/skipOnEmpty(_:)`` (a rule file's
/// `skipOnEmpty = true`) or ``Validate/allowEmpty()``. Its ``EmptyPolicy`` is `.skipNull`: absent
/// values are skipped, empty arrays checked. Elements compare by value (`10 == 10.0`).
public struct IncludesRule: ValidationRule {
    /// The element looked for.
    public var element: Value
    /// `true` for `excludes`.
    public var mustExclude: Bool

    /// Creates the rule.
    public init(_ element: Value, mustExclude: Bool = false) {
        self.element = element
        self.mustExclude = mustExclude
    }

    public var name: String { mustExclude ? "excludes" : "includes" }
    public var emptyPolicy: EmptyPolicy { .skipNull }
    public var parameters: [String: Value] { ["element": element] }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard case .array(let items) = value else { return .fail(.wrongType, ["expected": "a list", "type": "array"]) }
        let key: MessageKey = mustExclude ? .notExcludes : .notIncludes
        guard !items.isEmpty else { return .fail(key) }
        let found = items.contains { $0.isEquivalent(to: element) }
        return .check(found != mustExclude, key)
    }
}

extension Validate {
    /// The array must contain `element` (and not be empty, unless the chain skips empty values).
    public func includes(_ element: Value) -> Validate { rule(IncludesRule(element)) }
    /// The array must not contain `element` (and not be empty, unless the chain skips empty values).
    public func excludes(_ element: Value) -> Validate { rule(IncludesRule(element, mustExclude: true)) }
}

extension IncludesRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor(
            "includes", signature: "x",
            summary: "A list that contains `x`; an empty list fails, as in NGRValidator, unless `skipOnEmpty = true`."
        ) { args throws(RuleDefinitionError) in
            IncludesRule(try args.value(0, "a value"))
        },
        RuleDescriptor(
            "excludes", signature: "x",
            summary:
                "A list that does not contain `x`; an empty list fails, as in NGRValidator, unless `skipOnEmpty = true`."
        ) { args throws(RuleDefinitionError) in
            IncludesRule(try args.value(0, "a value"), mustExclude: true)
        },
    ]

    public static let messages = [
        RuleMessage(.notIncludes, "{name} must include {element}.", parameters: ["element"]),
        RuleMessage(.notExcludes, "{name} must not include {element}.", parameters: ["element"]),
    ]
}

extension MessageKey {
    /// The element is missing (or the array is empty).
    public static let notIncludes: MessageKey = "notIncludes"
    /// The element is there (or the array is empty).
    public static let notExcludes: MessageKey = "notExcludes"
}

extension IncludesRule: SchemaMappableRule {
    /// A non-empty list that `contains` the element (any spelling Verdict counts as equal), or,
    /// for `excludes`, does not.
    public var schemaMapping: SchemaMapping {
        let keys = [
            RuleFailure(key: mustExclude ? .notExcludes : .notIncludes),
            RuleFailure(key: .wrongType, params: ["expected": "a list", "type": "array"]),
        ]
        var schema: SchemaObject = ["type": "array", "minItems": 1]
        guard let found = SchemaConstants.members(equalTo: element), found.exact || !mustExclude else {
            return .approximate(schema, because: "the element cannot be listed with every spelling", keys: keys)
        }
        let contains: SchemaNode = ["contains": ["enum": .array(found.members)]]
        if mustExclude {
            schema["not"] = contains
        } else {
            schema["contains"] = ["enum": .array(found.members)]
        }
        return found.exact
            ? .exact(schema, keys: keys)
            : .approximate(schema, because: "lists and objects compare numbers by kind too", keys: keys)
    }
}
