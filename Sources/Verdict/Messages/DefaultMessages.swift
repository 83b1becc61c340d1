/// The default text of every message key.
///
/// Each says what was expected — the limit with its unit, the allowed values, the compared date or
/// field, the expected type or format: `Title must be at least 6 characters long.` NGRValidator's
/// shorter wording is the shipped `en-x-ngr` catalog. A text without `{placeholders}` is prefixed
/// with the attribute's display name (`is taken.` reads `Username is taken.`); a text with
/// placeholders is filled in and used as it is. Each rule declares its keys and texts in its own file
/// (``RuleCatalogEntry/messages``); ``common`` holds the keys that belong to no rule.
public enum DefaultMessages {
    /// The default text for a key; an unknown key gets the generic ``MessageKey/invalid`` text.
    public static func text(for key: MessageKey) -> String {
        table[key] ?? "is invalid."
    }

    /// The keys every rule may report.
    public static let common: [RuleMessage] = [
        RuleMessage(.wrongType, "{name} should be {expected}.", parameters: ["expected", "type"]),
        RuleMessage(.invalid, "{name} is invalid."),
        RuleMessage(.ruleError, "{name} could not be checked: {error}", parameters: ["error"]),
        RuleMessage(
            .unsafeAttribute, "{name} is not a safe attribute in scenario '{scenario}'.", parameters: ["scenario"]),
        RuleMessage(.notStored, "{name} could not store its filtered value {value}."),
    ]

    /// Every message a built-in key can have: ``common``, then each catalog entry's, in family order.
    public static let messages: [RuleMessage] = common + RuleCatalog.entries.flatMap { $0.messages }

    /// Every built-in key with its default text.
    public static let table: [MessageKey: String] = Dictionary(
        messages.map { ($0.key, $0.text) }, uniquingKeysWith: { first, _ in first })
}
