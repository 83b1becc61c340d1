public import Foundation

extension RuleSet {
    /// Validates an object whose attributes can be read by name.
    /// - Parameters:
    ///   - source: the object: a ``Value`` object, a `[String: Value]`, or any ``AttributeSource``.
    ///   - scenario: the active scenario; `nil` runs every chain.
    ///   - mode: all errors (default) or the first one.
    ///   - now: the time date rules compare against (inject it for reproducible results).
    ///   - locale: the language of the messages (`"de"`, `"pt-BR"`); `nil` for the default English.
    ///   - catalogs: the catalogs messages are looked up in; those Verdict ships by default.
    /// - Returns: the errors and any values filters wrote back.
    public func validate(
        _ source: some AttributeSource, scenario: String? = nil, mode: ValidationMode = .allErrors,
        now: Date = Date(), locale: LocaleTag? = nil, catalogs: MessageCatalogs = .shipped
    ) -> ValidationReport {
        let localization = catalogs.localization(for: locale)
        var pending: ChainSelection?
        // A JSON record is screened, and the failures of the chains it leaves reported from the
        // screen's reading when it can (see ``RecordScreen``); else they run in full.
        if let record = source as? InputRecord,
            let found = screenedErrors(
                of: record, now: now, scenario: scenario, mode: mode, localization: localization)
        {
            if let errors = found.errors { return ValidationReport(errors: errors) }
            pending = found.pending
        }
        let context = ValidationContext(
            source: source, now: now, scenario: scenario, runtime: nil, localization: localization, secrets: secrets)
        _ = run(in: context, mode: mode, only: pending)
        return ValidationReport(errors: context.errors, rewrittenValues: context.rewrites)
    }

    /// Validates any `Encodable` value, read through ``ValueEncoder``.
    public func validate(
        _ object: some Encodable, scenario: String? = nil, mode: ValidationMode = .allErrors,
        now: Date = Date(), locale: LocaleTag? = nil, catalogs: MessageCatalogs = .shipped
    ) -> ValidationReport {
        validate(
            ValueEncoder.encodeOrError(object), scenario: scenario, mode: mode, now: now, locale: locale,
            catalogs: catalogs)
    }

    /// Validates a type that is both `Encodable` and an ``AttributeSource`` through its fast access.
    public func validate<T: Encodable & AttributeSource>(
        _ object: T, scenario: String? = nil, mode: ValidationMode = .allErrors, now: Date = Date(),
        locale: LocaleTag? = nil, catalogs: MessageCatalogs = .shipped
    ) -> ValidationReport {
        let context = ValidationContext(
            source: object, now: now, scenario: scenario, runtime: nil,
            localization: catalogs.localization(for: locale),
            secrets: secrets)
        run(in: context, mode: mode)
        return ValidationReport(errors: context.errors, rewrittenValues: context.rewrites)
    }

    /// Validates a dictionary such as one from `JSONSerialization`.
    public func validate(
        _ dictionary: [String: Any], scenario: String? = nil, mode: ValidationMode = .allErrors,
        now: Date = Date(), locale: LocaleTag? = nil, catalogs: MessageCatalogs = .shipped
    ) -> ValidationReport {
        validate(Value(any: dictionary), scenario: scenario, mode: mode, now: now, locale: locale, catalogs: catalogs)
    }

    /// The chains a validation of `source` must run, when it is a JSON record the rule set's screen
    /// could read: every other chain certainly passes (see ``RecordScreen``). `nil`: run them all.
    func pendingChains(of source: some AttributeSource, now: Date, scenario: String?) -> ChainSelection? {
        guard let screen, let record = source as? InputRecord else { return nil }
        return screen.pendingChains(of: record, now: now, scenario: scenario)
    }

    /// Runs the rule set inside an existing validation; errors are appended to the context.
    /// - Returns: `false` when first-error mode stopped the run.
    @discardableResult
    public func run(in context: ValidationContext, mode: ValidationMode = .allErrors) -> Bool {
        run(in: context, mode: mode, only: nil)
    }

    /// Runs the chains of `selection` (all of them when `nil`).
    func run(in context: ValidationContext, mode: ValidationMode, only selection: ChainSelection?) -> Bool {
        // Indexing (rather than `for chain in`) borrows each chain instead of copying it; the
        // selection, a bit mask, is asked first, and a chain's scenarios only when it names some
        // (asking retains the chain). The scenario is read once, not once a chain.
        let scenario = context.scenario
        for i in validators.indices {
            if let selection, !selection.contains(i) {
                context.recorder?.record(
                    validators[i], path: context.fullPath(validators[i].attribute), outcome: .skipped(.screened))
                continue
            }
            if scenario != nil, chainsWithScenarios[i], !validators[i].isActive(in: scenario) {
                context.recorder?.record(
                    validators[i], path: context.fullPath(validators[i].attribute), outcome: .skipped(.notInScenario))
                continue
            }
            // Through the buffer: subscripting the array copied the chain before running it
            // (1.2 M instructions more on the 20,000 side-by-side records).
            let keepsGoing = validators.withUnsafeBufferPointer {
                $0[i].run(in: context, ruleSet: self, chain: i, mode: mode)
            }
            if !keepsGoing {
                if let recorder = context.recorder {
                    for later in validators[(i + 1)...] where later.isActive(in: scenario) {
                        recorder.record(later, path: context.fullPath(later.attribute), outcome: .skipped(.firstError))
                    }
                }
                return false
            }
        }
        return true
    }
}

extension Validate {
    /// Runs the chain. Returns `false` when first-error mode must stop.
    /// - Parameter chain: the chain's place in `ruleSet`, under which its display name is resolved
    ///   and its messages are kept.
    func run(in context: ValidationContext, ruleSet: RuleSet, chain: Int, mode: ValidationMode) -> Bool {
        // At the top level, the usual case, the path is the attribute itself: borrowed, not copied.
        if context.pathPrefix.isEmpty {
            return run(in: context, path: attribute, ruleSet: ruleSet, chain: chain, mode: mode)
        }
        return run(in: context, path: context.fullPath(attribute), ruleSet: ruleSet, chain: chain, mode: mode)
    }

    private func run(
        in context: ValidationContext, path: String, ruleSet: RuleSet, chain: Int, mode: ValidationMode
    ) -> Bool {
        if stopsAtFirstError, context.hasErrors(for: path) {
            context.recorder?.record(self, path: path, outcome: .skipped(.skipOnError))
            return true
        }
        if let condition {
            context.enter(path: path, name: attribute)
            guard condition(context) else {
                context.recorder?.record(self, path: path, outcome: .skipped(.whenFalse))
                return true
            }
        }
        let value = context.value(of: attribute) ?? .null
        return run(
            on: value, path: path, in: context, ruleSet: ruleSet, mode: mode, writesBack: true, chain: chain)
    }

    /// - Parameters:
    ///   - chain: the chain's place in `ruleSet` when it is one of its chains (its display name is
    ///     resolved and its messages are kept there); `nil` for an element chain.
    ///   - first: the rule to start at, when a record driver ran the earlier ones (they passed).
    ///   - pending: what rule `first` answered when the driver ran it; `nil` to run it here.
    func run(
        on original: Value, path: String, in context: ValidationContext, ruleSet: RuleSet,
        mode: ValidationMode, writesBack: Bool, chain: Int? = nil, from first: Int = 0, pending: RuleOutcome? = nil
    ) -> Bool {
        // The value is lent to each rule as it came; a copy is made only once a filter rewrites it.
        var rewritten: Value?
        var isEmpty = self.isEmpty(original, in: context)
        if allowsEmpty, isEmpty, !original.isNull {
            context.recorder?.record(self, path: path, outcome: .skipped(.emptyValue))
            return true
        }
        context.enter(path: path, name: attribute)
        context.emptiness = emptiness
        // Steps are recorded only when the validation is explained: one test of `recorder` a rule.
        let recorder = context.recorder
        // Which rules skip an empty value was decided when the chain was built (`emptySkips`): a
        // value the chain finds empty costs one read of it per rule.
        for i in first..<entries.count {
            let outcome: RuleOutcome
            if i == first, let pending {
                outcome = pending
            } else if let current = rewritten {
                if isEmpty, emptySkips[i].skips(isEmpty: true, isNull: current.isNull) {
                    recorder?.record(step(i, path, .skipped(.emptyValue)))
                    continue
                }
                // Called through its cell: `entries[i].rule` copied the rule out of the chain, retaining
                // its parts, which every worker shares, for each call.
                outcome = storage.entries[i].cellReference.withObject {
                    $0.value.validate(current, in: context)
                }
            } else {
                if isEmpty, emptySkips[i].skips(isEmpty: true, isNull: original.isNull) {
                    recorder?.record(step(i, path, .skipped(.emptyValue)))
                    continue
                }
                outcome = storage.entries[i].cellReference.withObject {
                    $0.value.validate(original, in: context)
                }
            }
            // Consumed: matching the outcome in place copied the failure out of it (a retain of each
            // of its strings) and then destroyed both.
            switch consume outcome {
            case .passed:
                recorder?.record(step(i, path, entries[i].rule is RemoteRule ? .skipped(.remote) : .passed))
                continue
            case .rewritten(let newValue):
                recorder?.record(step(i, path, .rewritten))
                rewritten = newValue
                isEmpty = self.isEmpty(newValue, in: context)
                if writesBack { context.rewrites[attribute] = newValue }
            case .failed(let failure):
                // The value lent where it is: `rewritten ?? original` made a copy of it to lend.
                if let rewritten {
                    add(failure, of: i, path: path, value: rewritten, in: context, ruleSet: ruleSet, chain: chain)
                } else {
                    add(failure, of: i, path: path, value: original, in: context, ruleSet: ruleSet, chain: chain)
                }
                recorder?.record(step(i, path, .failed(failure.key)))
                // A warning never stops the validation: it refuses nothing.
                if mode == .firstError, ruleSeverity(at: i) == .error {
                    recorder?.record(self, path: path, from: i + 1, outcome: .skipped(.firstError))
                    return false
                }
                if stopsAtFirstError {
                    recorder?.record(self, path: path, from: i + 1, outcome: .skipped(.skipOnError))
                    return true
                }
            }
        }
        if hasStructure {
            return runStructure(on: rewritten ?? original, path: path, in: context, ruleSet: ruleSet, mode: mode)
        }
        return true
    }

    /// Adds the error for rule `index`'s failure on `value`.
    /// - Parameter chain: the chain's place in `ruleSet`, when it is one of its chains.
    func add(
        _ failure: RuleFailure, of index: Int, path: String, value: Value, in context: ValidationContext,
        ruleSet: RuleSet, chain: Int?
    ) {
        // Room for a few errors at once: an invalid record rarely has just one.
        if context.errors.isEmpty { context.errors.reserveCapacity(4) }
        context.errors.append(
            error(
                for: failure, ruleAt: index, path: path, value: value, ruleSet: ruleSet,
                kept: chain.map { (chain: $0, entry: index) }, localization: context.localization,
                isSecret: context.isSecret(path)))
    }

    /// The explanation step of rule `index` of the chain.
    private func step(_ index: Int, _ path: String, _ outcome: RuleStep.Outcome) -> RuleStep {
        RuleStep(
            attribute: path, rule: entries[index].rule.name, outcome: outcome, origin: entries[index].origin,
            severity: entries[index].severity)
    }

    private func runStructure(
        on value: Value, path: String, in context: ValidationContext, ruleSet: RuleSet, mode: ValidationMode
    ) -> Bool {
        if let nestedRules = nestedRules ?? nestedLink?.ruleSet, case .object = value {
            let keepGoing = context.withNested(value, path: path) { nestedRules.run(in: context, mode: mode) }
            if !keepGoing { return false }
        }
        guard !elementChain.isEmpty, case .array(let elements) = value else { return true }
        for (index, element) in elements.enumerated() {
            let elementPath = "\(path)[\(index)]"
            for chain in elementChain {
                let keepGoing = chain.run(
                    on: element, path: elementPath, in: context, ruleSet: ruleSet, mode: mode, writesBack: false)
                if !keepGoing { return false }
            }
        }
        return true
    }

    /// Builds the error for a failure, choosing the text: the model's message table (as written,
    /// its placeholders filled), then the rule's own `message`, then the chain's message for the key,
    /// then the rule's text, then the default. A rule that could not run (``MessageKey/ruleError``)
    /// keeps its error text: the rule's `message` says why a value fails, and would hide where the
    /// rule broke. A value of the wrong type (``MessageKey/wrongType``) gets the wrong-type text, never
    /// the `message` of a rule whose job is another (`minLength`'s "is too short" for a number).
    /// - Parameter kept: where the rule set keeps this message (its chain and rule), when the
    ///   chain is one of the rule set's own: a message that depends neither on the value nor on
    ///   the failure's own parameters is rendered once and then read from there, and the chain's
    ///   display name is the one the rule set resolved for it.
    /// - Parameter isSecret: whether the value is secret: `{value}` reads ``RuleSet/secretMark``,
    ///   and the error keeps no value.
    func error(
        for failure: RuleFailure, ruleAt index: Int, path: String, value: Value, ruleSet: RuleSet,
        kept place: (chain: Int, entry: Int)? = nil, localization: Localization? = nil, isSecret: Bool = false
    ) -> ValidationError {
        if isSecret {
            // Rendered with the mark for `{value}`, and kept with no value.
            var error = error(
                for: failure, ruleAt: index, path: path, value: .string(RuleSet.secretMark), ruleSet: ruleSet,
                kept: place, localization: localization)
            error.value = .null
            error.isSecret = true
            return error
        }
        let params = parameters(for: failure, ruleAt: index, ruleSet: ruleSet, kept: place)
        if let localization {
            return ValidationError(
                attribute: path, rule: ruleName(at: index), key: failure.key,
                message: localizedMessage(
                    for: failure, ruleAt: index, value: value, params: params, ruleSet: ruleSet, kept: place,
                    localization: localization),
                params: params, value: value, severity: ruleSeverity(at: index))
        }
        let message: String
        // Empty tables are common and cost nothing to skip; a lookup hashes its key first.
        if !ruleSet.messageTable.isEmpty, let written = ruleSet.messageTable[attribute]?[failure.key] {
            let name =
                place.map { ruleSet.chainDisplayNames[$0.chain] } ?? displayNameOverride
                ?? (ruleSet.displayNames.isEmpty ? nil : ruleSet.displayNames[attribute]) ?? defaultDisplayName
            message = Self.tableMessage(written, displayName: name, attribute: attribute, value: value, params: params)
        } else {
            var ruleMessage = self.ruleMessage(at: index)
            if ruleMessage != nil, !takesRuleMessage(failure.key, ruleAt: index) { ruleMessage = nil }
            let keyMessage = keyMessages.isEmpty ? nil : keyMessages[failure.key]
            // The text is the same on every record unless the rule chose it for this failure: a
            // message made from a chosen text is kept with that text.
            let chosenText = ruleMessage == nil && keyMessage == nil ? failure.text : nil
            let kept = place
            if let kept,
                let rendered = ruleSet.messages.message(
                    chain: kept.chain, entry: kept.entry, key: failure.key, text: chosenText,
                    parameters: failure.params)
            {
                message = rendered
            } else {
                let text = ruleMessage ?? keyMessage ?? failure.text ?? DefaultMessages.text(for: failure.key)
                let name =
                    place.map { ruleSet.chainDisplayNames[$0.chain] } ?? displayNameOverride
                    ?? (ruleSet.displayNames.isEmpty ? nil : ruleSet.displayNames[attribute]) ?? defaultDisplayName
                message = MessageFormatter.render(
                    text, displayName: name, attribute: attribute, value: value, params: params)
                // Kept unless it shows the value: for this failure's own parameters, or for any
                // when the text has no placeholder.
                if let kept, !MessageFormatter.usesValue(text) {
                    ruleSet.messages.keep(
                        message, chain: kept.chain, entry: kept.entry, key: failure.key, text: chosenText,
                        parameters: MessageFormatter.hasPlaceholder(text) ? failure.params : nil)
                }
            }
        }
        return ValidationError(
            attribute: path, rule: ruleName(at: index), key: failure.key, message: message, params: params,
            value: value, severity: ruleSeverity(at: index))
    }

    /// The parameters of the error for `failure` of rule `index`: the rule's, with the failure's own
    /// over them. Those of a chain of the rule set (`kept`) are merged once for each set of the
    /// failure's own parameters (``MessageCache``): the errors after share the dictionary.
    private func parameters(
        for failure: RuleFailure, ruleAt index: Int, ruleSet: RuleSet, kept place: (chain: Int, entry: Int)?
    ) -> [String: Value] {
        if failure.params.isEmpty { return ruleParameters(at: index) }
        guard let place else { return ruleParameters(at: index).merging(failure.params) { _, new in new } }
        return ruleSet.messages.parameters(
            chain: place.chain, entry: place.entry, own: failure.params, over: ruleParameters(at: index))
    }

    /// Whether a failure with `key` of rule `index` takes the rule's own `message`: not when the rule
    /// could not run, and not for a value of the wrong type unless checking the type is the rule's
    /// whole job (`type`).
    private func takesRuleMessage(_ key: MessageKey, ruleAt index: Int) -> Bool {
        switch key {
        case .ruleError: false
        case .wrongType: entries[index].rule is TypeRule
        default: true
        }
    }

    /// A text of a model's message table: as written, without the display name in front, unless it
    /// has placeholders, which are filled as in every other message (`{name} needs {min} chars.`).
    private static func tableMessage(
        _ written: String, displayName: String, attribute: String, value: Value, params: [String: Value],
        language: String = "en"
    ) -> String {
        guard MessageFormatter.hasPlaceholder(written) else { return written }
        return MessageFormatter.render(
            written, displayName: displayName, attribute: attribute, value: value, params: params, language: language)
    }

    /// ``error(for:ruleAt:path:value:ruleSet:kept:localization:)``'s message in a locale, choosing its
    /// text most specific first: the model's message table in the locale, then as written; the
    /// rule's own `message` in the locale, then as written; the chain's message for the key; the
    /// rule's own text; then the catalogs — model + attribute + key, model + key, key — of the
    /// locale and its fallbacks; then the default text. The display name is the chain's own, then
    /// the catalogs', then the rule set's.
    private func localizedMessage(
        for failure: RuleFailure, ruleAt index: Int, value: Value, params: [String: Value], ruleSet: RuleSet,
        kept place: (chain: Int, entry: Int)?, localization: Localization
    ) -> String {
        let key = failure.key
        let locales = localization.fallbackIdentifiers
        if !ruleSet.localizedMessageTable.isEmpty || !ruleSet.messageTable.isEmpty {
            let written = locales.lazy.compactMap { ruleSet.localizedMessageTable[$0]?[self.attribute]?[key] }.first
            if let written = written ?? ruleSet.messageTable[attribute]?[key] {
                let name =
                    displayNameOverride ?? localization.name(of: attribute, in: ruleSet.modelName)
                    ?? (ruleSet.displayNames.isEmpty ? nil : ruleSet.displayNames[attribute])
                    ?? localization.derivedName(of: attribute) ?? defaultDisplayName
                return Self.tableMessage(
                    written, displayName: name, attribute: attribute, value: value, params: params,
                    language: localization.locale.language)
            }
        }
        var ruleMessage: String?
        // The language a text is written in, whose plural rules and numbers it follows.
        var language = "en"
        if takesRuleMessage(key, ruleAt: index) {
            let byLocale = ruleMessagesByLocale(at: index)
            if !byLocale.isEmpty, let found = locales.firstIndex(where: { byLocale[$0] != nil }) {
                ruleMessage = byLocale[locales[found]]
                language = localization.locale.language
            } else {
                ruleMessage = self.ruleMessage(at: index)
            }
        }
        let keyMessage = keyMessages.isEmpty ? nil : keyMessages[key]
        // A message made from a text the rule chose for this failure is kept with that text.
        let chosenText = ruleMessage == nil && keyMessage == nil ? failure.text : nil
        let cache = place.map { _ in ruleSet.messages(in: localization) }
        if let place, let cache,
            let rendered = cache.message(
                chain: place.chain, entry: place.entry, key: key, text: chosenText, parameters: failure.params)
        {
            return rendered
        }
        var text = ruleMessage ?? keyMessage ?? failure.text
        if text == nil, let found = localization.text(for: key, model: ruleSet.modelName, attribute: attribute) {
            (text, language) = (found.text, found.language)
        }
        let chosen = text ?? DefaultMessages.text(for: key)
        let name =
            displayNameOverride ?? localization.name(of: attribute, in: ruleSet.modelName)
            ?? (ruleSet.displayNames.isEmpty ? nil : ruleSet.displayNames[attribute])
            ?? localization.derivedName(of: attribute) ?? defaultDisplayName
        let message = MessageFormatter.render(
            chosen, displayName: name, attribute: attribute, value: value, params: params, language: language)
        if let place, let cache, !MessageFormatter.usesValue(chosen) {
            cache.keep(
                message, chain: place.chain, entry: place.entry, key: key, text: chosenText,
                parameters: MessageFormatter.hasPlaceholder(chosen) ? failure.params : nil)
        }
        return message
    }
}
