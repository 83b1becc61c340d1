/// Emoji presence: `emoji(true)` requires at least one emoji, `emoji(false)` forbids them.
///
/// Uses Unicode's emoji-presentation property (and emoji followed by the emoji variation
/// selector), so digits and `#` — which are technically emoji characters — do not count.
public struct EmojiRule: ValidationRule {
    /// Whether an emoji is required (`true`) or forbidden (`false`).
    public var required: Bool

    /// Creates the rule.
    public init(required: Bool) { self.required = required }

    public var name: String { "emoji" }
    public var parameters: [String: Value] { ["required": .bool(required)] }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard case .string(let s) = value else { return .fail(.wrongType, ["expected": "a string", "type": "string"]) }
        let has = Self.containsEmoji(s)
        return required ? .check(has, .hasNoEmoji) : .check(!has, .hasEmoji)
    }

    static func containsEmoji(_ s: String) -> Bool {
        var previousIsEmoji = false
        for scalar in s.unicodeScalars {
            let p = scalar.properties
            if p.isEmojiPresentation { return true }
            if scalar.value == 0xFE0F, previousIsEmoji { return true }
            previousIsEmoji = p.isEmoji && scalar.value > 0x7F
        }
        return false
    }
}

extension Validate {
    /// `true`: must contain an emoji; `false`: must contain none.
    public func emoji(_ required: Bool) -> Validate { rule(EmojiRule(required: required)) }
}

extension EmojiRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor(
            "emoji", signature: "bool", summary: "`true`: must contain an emoji; `false`: must contain none."
        ) { args throws(RuleDefinitionError) in
            let v = try args.value(0, "true or false")
            guard let b = v.boolValue else {
                throw .wrongArgument(rule: "emoji", position: 1, expected: "true or false", got: RuleArguments.shown(v))
            }
            return EmojiRule(required: b)
        }
    ]

    public static let messages = [
        RuleMessage(.hasEmoji, "{name} must not contain emoji."),
        RuleMessage(.hasNoEmoji, "{name} must contain at least one emoji."),
    ]
}

extension MessageKey {
    /// An emoji where none may be.
    public static let hasEmoji: MessageKey = "hasEmoji"
    /// No emoji where one must be.
    public static let hasNoEmoji: MessageKey = "hasNoEmoji"
}

extension EmojiRule: SchemaMappableRule {
    /// A string; one that must hold an emoji must hold a non-ASCII character (no ASCII character
    /// is an emoji here).
    public var schemaMapping: SchemaMapping {
        let keys = [
            RuleFailure(key: required ? .hasNoEmoji : .hasEmoji),
            RuleFailure(key: .wrongType, params: ["expected": "a string", "type": "string"]),
        ]
        let schema: SchemaObject = required ? ["type": "string", "pattern": #"[^\x00-\x7F]"#] : ["type": "string"]
        return .approximate(schema, because: "emoji are a Unicode property ECMA-262 cannot say", keys: keys)
    }
}
