/// Every built-in rule by name: how rule files and other data name Swift rules.
///
/// The catalog reads what each rule declares in its own file (``RuleCatalogEntry``): adding a rule
/// is its file, its test, and one line in ``families``. It is the only list of the built-in rules:
/// the record screen finds a rule's screen here, input validators the kinds that accept a rule,
/// and the rule-file reference every name, option and message.
public enum RuleCatalog {
    /// The built-in rules by family, in the order references list them.
    public static let families: [(name: String, entries: [any RuleCatalogEntry.Type])] = [
        ("presence", [RequiredRule.self, SafeRule.self]),
        ("types", [TypeRule.self]),
        (
            "strings",
            [
                LengthRule.self, StringRule.self, MatchRule.self, CharacterClassRule.self, EmojiRule.self,
                RegexRule.self,
            ]
        ),
        ("numbers", [NumberRule.self, NumberTypeRule.self]),
        ("booleans", [BooleanRule.self]),
        ("comparison", [CompareRule.self]),
        ("dates", [DateRule.self, BetweenDatesRule.self]),
        ("collections", [IncludesRule.self, InListRule.self]),
        ("filters", [TrimRule.self, DefaultValueRule.self]),
        (
            "syntaxes",
            [
                EmailRule.self, URLRule.self, NameRule.self, IPAddressRule.self, DomainRule.self,
                UUIDRule.self, CoordinateRule.self, PriceRule.self, ISBNRule.self, HexColorRule.self,
                PhoneRule.self, PostalCodeRule.self, Syntax.self,
            ]
        ),
        ("payment", [CreditCardRule.self, CardExpiryRule.self]),
        ("data", [ByteSizeRule.self, MIMETypeRule.self, MediaGroupRule.self, ImageSizeRule.self]),
        ("custom", [CustomRule.self]),
        ("remote", [RemoteRule.self]),
    ]

    /// Every catalog entry, in family order.
    public static var entries: [any RuleCatalogEntry.Type] { families.flatMap(\.entries) }

    /// Every descriptor, by name (aliases included).
    public static let descriptors: [String: RuleDescriptor] = {
        var table: [String: RuleDescriptor] = [:]
        for entry in entries {
            for d in entry.descriptors { table[d.name] = d }
        }
        return table
    }()

    /// Every built-in rule name, sorted.
    public static var names: [String] { descriptors.keys.sorted() }

    /// The input-validator rules of every entry, in family order (``RuleCatalogEntry/inputRules``).
    static let inputRules: [InputRuleDescriptor] = entries.flatMap { $0.inputRules }

    /// The validator kinds that accept each input-validator rule, by name.
    static let inputKinds: [String: Set<InputKind>] = Dictionary(
        inputRules.map { ($0.name, $0.kinds) }, uniquingKeysWith: { first, _ in first })

    /// Builds a rule by name.
    /// - Throws: ``RuleDefinitionError`` for an unknown name (with the nearest name as a hint),
    ///   more arguments than the rule's signature shows, or bad arguments.
    public static func make(_ name: String, _ arguments: RuleArguments) throws(RuleDefinitionError)
        -> any ValidationRule
    {
        guard let descriptor = descriptors[name] else {
            throw .unknownRule(name, suggestion: nearestName(to: name))
        }
        guard arguments.positional.count <= descriptor.mostArguments else {
            throw .extraArgument(
                rule: name, signature: descriptor.signature, most: descriptor.mostArguments,
                given: arguments.positional.count)
        }
        return try descriptor.make(arguments)
    }

    /// The placeholders a message for a built-in rule may name: `name`, `attribute`, `value`, the
    /// parameters of the keys its catalog entry declares or shares and of the keys every rule may
    /// report (``DefaultMessages/common``), and the rule's own parameters. `nil` for a rule outside
    /// the catalog (a custom one), which may give anything.
    public static func placeholders(of rule: any ValidationRule) -> Set<String>? {
        let type = ObjectIdentifier(Swift.type(of: rule))
        guard let entry = entries.first(where: { ObjectIdentifier($0) == type }) else { return nil }
        var names: Set<String> = ["name", "attribute", "value"]
        for message in entry.messages + sharedMessages(of: entry) + DefaultMessages.common {
            names.formUnion(message.parameters)
        }
        names.formUnion(rule.parameters.keys)
        return names
    }

    /// The messages of the keys `entry` shares with the rules that declare them, in its order.
    public static func sharedMessages(of entry: any RuleCatalogEntry.Type) -> [RuleMessage] {
        entry.sharedMessages.compactMap { key in DefaultMessages.messages.first { $0.key == key } }
    }

    /// The built-in name closest to a misspelled one, when one is close enough to be a likely fix.
    public static func nearestName(to name: String) -> String? {
        EditDistance.nearest(to: name, in: descriptors.keys)
    }
}
