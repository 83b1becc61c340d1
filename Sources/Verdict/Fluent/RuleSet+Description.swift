extension RuleSet {
    /// Every rule of the rule set in words, in the order of ``declaredRules``: each with the
    /// message a failing value gets, worded in `locale` as a validation in that locale words it
    /// (the rule's own `message`, the model's messages, the catalogs, then the default text).
    ///
    /// A built-in rule is described by the message of the key named after it (`laterThan` by
    /// `notLaterThan`), else those of the bounds its arguments give (`minLength 6` by `tooShort`,
    /// `lengthRange 4 30` by `tooShort` and `tooLong`), else its first key; a rule of no catalog (a
    /// Lua function) by ``MessageKey/invalid`` or its own `message`. A placeholder only a failing
    /// value fills (`{value}`) reads `…`.
    public func describedRules(locale: LocaleTag? = nil, catalogs: MessageCatalogs = .shipped) -> [RuleDescription] {
        let localization = catalogs.localization(for: locale)
        return validators.flatMap { $0.describedRules(path: $0.attribute, ruleSet: self, localization: localization) }
    }
}

extension Validate {
    /// The chain's rules under `path` in words, then those of its elements and inline nested rules.
    func describedRules(path: String, ruleSet: RuleSet, localization: Localization?) -> [RuleDescription] {
        var out = entries.indices.map { index in
            let entry = entries[index]
            var messages: [String] = []
            for key in Self.describingKeys(of: entry.rule) {
                let message = error(
                    for: RuleFailure(key: key), ruleAt: index, path: path, value: .string("…"), ruleSet: ruleSet,
                    localization: localization
                ).message
                if !messages.contains(message) { messages.append(message) }
            }
            return RuleDescription(
                attribute: path, rule: entry.rule.name, messages: messages, parameters: entry.parameters,
                origin: entry.origin, onScenarios: onScenarios.sorted(), exceptScenarios: exceptScenarios.sorted(),
                isConditional: condition != nil, severity: entry.severity)
        }
        for chain in elementChain {
            out += chain.describedRules(path: path + "[]", ruleSet: ruleSet, localization: localization)
        }
        if let nestedRules {
            for chain in nestedRules.validators {
                out += chain.describedRules(
                    path: path + "." + chain.attribute, ruleSet: nestedRules, localization: localization)
            }
        }
        return out
    }

    /// The keys that describe a rule: the key named after it (`laterThan` → `notLaterThan`); else
    /// those of a bound its arguments give (`tooShort` for a `min`, `tooLong` for a `max`, …);
    /// else its catalog entry's first key; ``MessageKey/invalid`` for a rule of no catalog; none
    /// for an entry without messages, which only rewrites values (`trim`, `default`).
    static func describingKeys(of rule: any ValidationRule) -> [MessageKey] {
        let type = ObjectIdentifier(Swift.type(of: rule))
        guard let entry = RuleCatalog.entries.first(where: { ObjectIdentifier($0) == type }) else {
            return [.invalid]
        }
        let keys = (entry.messages + RuleCatalog.sharedMessages(of: entry)).map(\.key)
        guard let first = keys.first else { return [] }
        let named = MessageKey("not" + MessageFormatter.capitalizedName(for: rule.name))
        if keys.contains(named) { return [named] }
        let given = rule.parameters
        let bounds = boundKeys.filter { keys.contains($0.key) && given[$0.parameter] != nil }.map(\.key)
        return bounds.isEmpty ? [first] : bounds
    }

    /// The keys that report a bound, with the parameter that gives it.
    private static let boundKeys: [(key: MessageKey, parameter: String)] = [
        ("tooShort", "min"), ("tooLong", "max"), ("notExactLength", "length"), ("tooSmall", "min"), ("tooBig", "max"),
        ("notExact", "exact"),
    ]
}
