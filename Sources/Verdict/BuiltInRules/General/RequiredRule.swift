/// Presence: the value must be there and not empty, or equal a required value.
///
/// Fails on absent/null values and on `""`, `[]`, `{}` and empty data; with `blankIsEmpty` also on
/// whitespace-only strings. With `requiredValue` the value must equal it instead (FXModelValidation:
/// `"{attribute} must be '{requiredValue}'"`). With `allowEmpty`, empty but non-null values pass
/// (NGRValidator: `""` and `[]` pass, nil fails). `0` and `false` are values: they pass.
public struct RequiredRule: ValidationRule {
    /// The value the attribute must equal, if any.
    public var requiredValue: Value?
    /// Whether empty, non-null values pass.
    public var allowEmpty: Bool
    /// Whether whitespace-only strings count as empty.
    public var blankIsEmpty: Bool

    /// Creates the rule.
    public init(requiredValue: Value? = nil, allowEmpty: Bool = false, blankIsEmpty: Bool = false) {
        self.requiredValue = requiredValue
        self.allowEmpty = allowEmpty
        self.blankIsEmpty = blankIsEmpty
    }

    public var name: String { "required" }
    public var emptyPolicy: EmptyPolicy { .checkAll }
    public var parameters: [String: Value] {
        requiredValue.map { ["requiredValue": $0] } ?? [:]
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        if requiredValue == nil, !value.isNull, context.emptiness != nil {
            return .check(!context.isEmpty(value), .required)
        }
        return outcome(of: value)
    }

    /// `validate`'s outcome in a chain without a test of emptiness of its own.
    func outcome(of value: Value) -> RuleOutcome {
        if let requiredValue {
            return .check(value.isEquivalent(to: requiredValue), .notRequiredValue)
        }
        if value.isNull { return .fail(.required) }
        if allowEmpty { return .passed }
        return .check(!(blankIsEmpty ? value.isBlank : value.isEmpty), .required)
    }
}

extension Validate {
    /// The attribute must be present and not empty (see ``RequiredRule``).
    public func required(requiredValue: Value? = nil, blankIsEmpty: Bool = false) -> Validate {
        rule(RequiredRule(requiredValue: requiredValue, allowEmpty: allowsEmpty, blankIsEmpty: blankIsEmpty))
    }
}

extension RequiredRule: ScreenableRule {
    var isScreenable: Bool { requiredValue == nil }

    func clears(_ field: RawField, in record: ScreenedRecord) -> Bool {
        switch field.kind {
        case .absent, .null, .composite: return false
        case .boolean, .number: return true
        case .string:
            if allowEmpty { return true }
            if field.text.isEmpty { return false }
            // Blank only if every scalar is whitespace: one printable ASCII byte proves otherwise.
            return !blankIsEmpty || field.text.contains { $0 > 0x20 && $0 < 0x7F }
        }
    }

    func outcome(of field: RawField, value: Value, in record: ScreenedRecord) -> RuleOutcome? {
        outcome(of: value)
    }
}

extension RequiredRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor(
            "required", options: ["requiredValue", "allowEmpty", "blankIsEmpty"],
            summary: "Present and not empty (`\"\"`, `[]`, `{}`); or equal to `requiredValue`."
        ) {
            args throws(RuleDefinitionError) in
            RequiredRule(
                requiredValue: args.options["requiredValue"], allowEmpty: try args.flag("allowEmpty"),
                blankIsEmpty: try args.flag("blankIsEmpty"))
        }
    ]

    public static let messages = [
        RuleMessage(.required, "{name} is required."),
        RuleMessage(.notRequiredValue, "{name} must be '{requiredValue}'.", parameters: ["requiredValue"]),
        RuleMessage(.inputRequired, "String is required."),
    ]

    public static let screen = RuleScreen(RequiredRule.self)

    public static let inputRules = [InputRuleDescriptor("required", kinds: [.string])]
}

extension MessageKey {
    /// An absent or empty value.
    public static let required: MessageKey = "required"
    /// A value other than the required one: "{name} must be '{requiredValue}'."
    public static let notRequiredValue: MessageKey = "notRequiredValue"
    /// An input validator's `required` (AJWValidator): "String is required."
    public static let inputRequired: MessageKey = "inputRequired"
}

extension InputRule {
    /// Present and not empty (strings). Null and `""` fail.
    public static func required(message: String? = nil) -> InputRule {
        InputRule(RequiredRule(), key: .inputRequired, message: message)
    }
}

extension InputValidator {
    /// Adds ``InputRule/required(message:)`` (string validators).
    @discardableResult
    public func required(message: String? = nil) throws(InputRuleError) -> InputValidator {
        try adding(.required(message: message))
    }
}

extension RequiredRule: SchemaMappableRule {
    /// Refuses the empty values (with `blankIsEmpty`, also strings of white space only; with
    /// `allowEmpty`, null only); with `requiredValue`, the values equal to it. The exporter lists
    /// the attribute in `required`, since Verdict reads an absent attribute as null.
    public var schemaMapping: SchemaMapping {
        if let requiredValue {
            let keys = [RuleFailure(key: .notRequiredValue)]
            guard let members = SchemaConstants.members(equalTo: requiredValue) else {
                return .approximate([:], because: "the required value has too many spellings to list", keys: keys)
            }
            let schema: SchemaObject = ["enum": .array(members.members)]
            return members.exact
                ? .exact(schema, keys: keys)
                : .approximate(schema, because: "lists and objects compare numbers by kind too", keys: keys)
        }
        let keys = [RuleFailure(key: .required)]
        if allowEmpty { return .exact(["not": ["type": "null"]], keys: keys) }
        if blankIsEmpty {
            // Unicode's White_Space, as `isBlank` reads it.
            let blank: SchemaNode = [
                "type": "string",
                "pattern": #"^[\t-\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000]*$"#,
            ]
            return .exact(["not": ["anyOf": [SchemaExporter.emptyReference, blank]]], keys: keys)
        }
        return .exact(SchemaExporter.notEmpty, keys: keys)
    }
}
