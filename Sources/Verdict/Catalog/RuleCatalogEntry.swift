/// Everything the catalog knows of a built-in rule, declared in the rule's own file: how rule files
/// name and build it, and the messages it reports with their default texts.
///
/// Every built-in rule type adopts it beside its check, its fluent method and its screen, so one
/// file holds all of a rule; ``RuleCatalog/entries`` lists the adopters, one line each. ``Syntax``
/// adopts it too, for NGRValidator's `syntax NAME` spelling.
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
}

extension RuleCatalogEntry {
    /// No descriptor: a rule that rule files cannot name.
    public static var descriptors: [RuleDescriptor] { [] }
    /// No message of its own.
    public static var messages: [RuleMessage] { [] }
    /// No other rule's message.
    public static var sharedMessages: [MessageKey] { [] }
}
