extension SchemaExporter {
    /// The constraints a chain puts on its attribute's value, given what the filters of earlier
    /// chains did to it (`state`, updated for the chains after it). What cannot be said is noted.
    func constraints(
        of chain: Validate, ruleSet: RuleSet, model: String?, path: String, state: inout ValueState
    ) -> [SchemaConstraint] {
        if chain.isConditional {
            for entry in chain.entries {
                note(
                    .unmapped, model: model, attribute: path, rule: entry.rule.name,
                    reason: "runs only when its `when` condition holds", source: entry.origin?.description)
                if Self.mapping(of: entry.rule).rewrite != .none { state = .rewritten(entry.rule.name) }
            }
            if !chain.elementRules.isEmpty || chain.nestedRuleSet != nil {
                note(
                    .unmapped, model: model, attribute: path, rule: chain.nestedRuleSet != nil ? "nested" : "each",
                    reason: "runs only when its `when` condition holds")
            }
            return []
        }
        let stateAtStart = state
        var result: [SchemaConstraint] = []
        let emptySkips = chain.emptySkips
        for (index, entry) in chain.entries.enumerated() {
            result += constraints(
                of: entry, skipping: emptySkips[index], in: chain, model: model, path: path, state: &state)
        }
        result += structureConstraints(of: chain, ruleSet: ruleSet, model: model, path: path, state: state)
        // `allowEmpty` lets an empty value other than null pass the whole chain: nothing to add when
        // every constraint lets the empty values through already.
        guard chain.allowsEmpty, !result.allSatisfy({ $0.pass == .empty || $0.pass == .blank }) else { return result }
        if stateAtStart != .identity {
            note(
                .approximate, model: model, attribute: path, rule: chain.rules.first?.name ?? "allowEmpty",
                reason: "allowEmpty after a filter: every empty value is let through")
            return [SchemaConstraint(pass: .empty, schema: conjunction(result))]
        }
        return [SchemaConstraint(pass: .blank, schema: conjunction(result))]
    }

    /// The mapping of any rule (``SchemaMapping/of(_:)``).
    static func mapping(of rule: any ValidationRule) -> SchemaMapping { SchemaMapping.of(rule) }

    /// The constraints of one rule of a chain, which skips the empty values `skip` says (the
    /// chain's decision for it).
    private func constraints(
        of entry: Validate.Entry, skipping skip: EmptySkip, in chain: Validate, model: String?, path: String,
        state: inout ValueState
    ) -> [SchemaConstraint] {
        let rule = entry.rule
        var mapping = Self.mapping(of: rule)
        let stateBefore = state
        let runsOnEmpty = !skip.skips(isEmpty: true, isNull: false)
        state = state.after(mapping.rewrite, rule: rule.name, runsOnEmpty: runsOnEmpty)
        // A warning refuses no value: no constraint of the schema, said in its description.
        if entry.severity == .warning {
            let warning = "\(path.isEmpty ? "" : path + ": ")\(rule.name)"
            if !warningRules.contains(warning) { warningRules.append(warning) }
            return []
        }
        if let hint = entry.schemaHint {
            switch mapping.fidelity {
            case .unmapped(let reason):
                mapping.schema = hint
                mapping.fidelity = .approximate("said by its schema hint (\(reason))")
            default:
                mapping.schema = mergeAll([mapping.schema, hint])
            }
        }
        if case .rewritten(let by) = stateBefore {
            note(
                .unmapped, model: model, attribute: path, rule: rule.name,
                reason: "checks the value `\(by)` rewrote", source: entry.origin?.description)
            return []
        }
        // Which values the rule skips.
        let pass: SchemaConstraint.Pass
        if chain.hasCustomEmptiness {
            guard skip == .never else {
                note(
                    .unmapped, model: model, attribute: path, rule: rule.name,
                    reason: "its `isEmpty` function decides which values it skips", source: entry.origin?.description)
                return []
            }
            pass = .none
            if let required = rule as? RequiredRule, required.requiredValue == nil {
                mapping = .approximate(
                    ["not": ["type": "null"]], because: "its `isEmpty` function decides what else is empty",
                    keys: mapping.keys)
            }
        } else {
            switch skip {
            case .whenEmpty: pass = .empty
            case .whenNull: pass = .null
            case .never: pass = .none
            }
        }
        switch mapping.fidelity {
        case .exact: break
        case .approximate(let reason):
            note(
                .approximate, model: model, attribute: path, rule: rule.name, reason: reason,
                source: entry.origin?.description)
        case .unmapped(let reason):
            note(
                .unmapped, model: model, attribute: path, rule: rule.name, reason: reason,
                source: entry.origin?.description)
            return []
        }
        switch stateBefore {
        case .identity:
            return [SchemaConstraint(pass: pass, schema: mapping.schema)]
        case .defaulted(let value):
            // An empty value reaches the rule as `value`: it passes or fails whatever it was.
            if Self.passes(rule, on: value, pass: pass) {
                return [SchemaConstraint(pass: .empty, schema: mapping.schema)]
            }
            return [
                SchemaConstraint(pass: .none, schema: Self.notEmpty),
                SchemaConstraint(pass: .none, schema: mapping.schema),
            ]
        case .defaultedUnknown:
            note(
                .approximate, model: model, attribute: path, rule: rule.name,
                reason: "an empty value reaches it as a default computed when it runs",
                source: entry.origin?.description)
            return [SchemaConstraint(pass: .empty, schema: mapping.schema)]
        case .rewritten:
            return []
        }
    }

    /// Whether a rule passes `value` (or skips it), run on its own: only for rules whose mapping is
    /// not unmapped, which depend on nothing but the value.
    static func passes(_ rule: any ValidationRule, on value: Value, pass: SchemaConstraint.Pass) -> Bool {
        switch pass {
        case .empty where value.isEmpty, .null where value.isNull, .blank where value.isEmpty && !value.isNull:
            return true
        default:
            break
        }
        if case .failed = rule.validate(value, in: ValidationContext(source: Value.object([:]))) { return false }
        return true
    }

    /// The constraints of a chain's `nested` and `each`.
    private func structureConstraints(
        of chain: Validate, ruleSet: RuleSet, model: String?, path: String, state: ValueState
    ) -> [SchemaConstraint] {
        let nested = chain.nestedRuleSet
        let elements = chain.elementRules
        guard nested != nil || !elements.isEmpty else { return [] }
        guard state == .identity else {
            note(
                .unmapped, model: model, attribute: path, rule: nested != nil ? "nested" : "each",
                reason: "checks the value a filter or default before it rewrote")
            return []
        }
        var result: [SchemaConstraint] = []
        if let nested {
            result.append(SchemaConstraint(pass: .none, schema: nestedSchema(nested, path: path, within: model)))
        }
        if !elements.isEmpty {
            var itemConstraints: [SchemaConstraint] = []
            for element in elements {
                var elementState = ValueState.identity
                itemConstraints += constraints(
                    of: element, ruleSet: ruleSet, model: model, path: path + "[]", state: &elementState)
            }
            var items = conjunction(itemConstraints)
            let messages = self.messages(of: elements, ruleSet: ruleSet, path: path)
            if !messages.isEmpty { items["x-verdict-messages"] = [messageLocale: .object(messages)] }
            if !items.isEmpty { result.append(SchemaConstraint(pass: .none, schema: ["items": .object(items)])) }
        }
        return result
    }

    /// Whether the chains of an attribute certainly fail a record without it (or with null): the
    /// attribute is then `required`. Rules that depend on more than the value never count.
    func failsWhenAbsent(_ chains: [Validate]) -> Bool {
        var known: Value? = .null
        for chain in chains {
            guard var value = known else { return false }
            defer { known = value }
            if chain.isConditional {
                if chain.entries.contains(where: { Self.mapping(of: $0.rule).rewrite != .none }) { return false }
                continue
            }
            if chain.allowsEmpty, value.isEmpty, !value.isNull { continue }
            let emptySkips = chain.emptySkips
            for (index, entry) in chain.entries.enumerated() {
                let rule = entry.rule
                let mapping = Self.mapping(of: rule)
                // A warning refuses nothing: it fails no record, absent attribute or not.
                if entry.severity == .warning, mapping.rewrite == .none { continue }
                // With its own emptiness test the chain may call the value empty or not: the rule
                // certainly runs only when it would run on an empty one too.
                let runs: Bool? =
                    if chain.hasCustomEmptiness {
                        emptySkips[index].skips(isEmpty: true, isNull: value.isNull) ? nil : true
                    } else {
                        !emptySkips[index].skips(isEmpty: value.isEmpty, isNull: value.isNull)
                    }
                if case .unmapped = mapping.fidelity {
                    if mapping.rewrite != .none { return false }
                    continue
                }
                guard let runs else {
                    if mapping.rewrite != .none { return false }
                    continue
                }
                guard runs else { continue }
                switch rule.validate(value, in: ValidationContext(source: Value.object([:]))) {
                case .failed: return true
                case .rewritten(let new): value = new
                case .passed: break
                }
            }
        }
        return false
    }
}
