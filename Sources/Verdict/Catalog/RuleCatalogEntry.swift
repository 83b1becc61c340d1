/// Everything the catalog knows of a built-in rule, declared in the rule's own file: how rule files
/// name and build it, the messages it reports with their default texts, whether the record screen
/// can judge it from a field's text, and the input-validator rules it offers.
///
/// Every built-in rule type adopts it beside its check, its fluent method and its screen, so one
/// file holds all of a rule; ``RuleCatalog/entries`` lists the adopters, one line each, and is the
/// only list of them: what else needs every rule — the screen, the input validators' kinds, the
/// reference — reads it from there. ``Syntax`` adopts it too, for NGRValidator's `syntax NAME`
/// spelling.
///
/// ```swift
/// extension EmojiRule: RuleCatalogEntry {
///     public static let descriptors = [RuleDescriptor("emoji", signature: "bool") { … }]
///     public static let messages = [
///         RuleMessage(.hasEmoji, "should not contain emoji."),
///         RuleMessage(.hasNoEmoji, "should contain an emoji."),
///     ]
/// }
/// ```
public protocol RuleCatalogEntry: SendableMetatype {
    /// The names rule files use for the rule, each with its arguments and how it builds the rule.
    static var descriptors: [RuleDescriptor] { get }
    /// The message keys the rule reports, each with its default text; keys shared with another
    /// rule are declared by one of them only.
    static var messages: [RuleMessage] { get }
    /// The keys declared by another rule that this one reports too (`string` reports
    /// `minLength`'s `tooShort`), for references; the keys of ``DefaultMessages/common`` are not
    /// listed.
    static var sharedMessages: [MessageKey] { get }
    /// How the record screen reads the rule from a JSON field's text, for a rule that can tell from
    /// the text alone that a value passes (`RuleScreen(LengthRule.self)`); by default none, and the
    /// rule always runs in full.
    static var screen: RuleScreen { get }
    /// The rules of ``InputValidator`` (AJWValidator's) that wrap this one, each with the validator
    /// kinds that accept it; by default none.
    static var inputRules: [InputRuleDescriptor] { get }
}

extension RuleCatalogEntry {
    /// No descriptor: a rule that rule files cannot name.
    public static var descriptors: [RuleDescriptor] { [] }
    /// No message of its own.
    public static var messages: [RuleMessage] { [] }
    /// No other rule's message.
    public static var sharedMessages: [MessageKey] { [] }
    /// No screen: the rule always runs in full.
    public static var screen: RuleScreen { .unscreened }
    /// No input-validator rule.
    public static var inputRules: [InputRuleDescriptor] { [] }
}
