extension RuleSet {
    /// Each chain as a record driver sees it, in run order.
    package var chainShapes: [ChainShape] { validators.map(ChainShape.init) }

    /// The validation context the `rules` strategy validates `source` in, with the rule set's
    /// `secrets`.
    package static func context(
        for source: any AttributeSource, in environment: StrategyEnvironment, secrets: Set<String>
    ) -> ValidationContext {
        ValidationContext(
            source: source, now: environment.now, scenario: environment.scenario,
            isReachable: environment.isReachable, extras: environment.extras, runtime: environment.runtime,
            localization: environment.localization, recorder: environment.recorder, secrets: secrets)
    }

    /// Moves `context` to chain `chain`'s attribute, as running the chain does before its condition.
    package func enter(chain: Int, in context: ValidationContext) {
        let attribute = validators[chain].attribute
        context.enter(path: context.pathPrefix.isEmpty ? attribute : context.fullPath(attribute), name: attribute)
    }

    /// Goes on with chain `chain` from its rule `entry`, as running it would after its earlier rules
    /// passed (or skipped the value as empty): `pending` is what rule `entry` answered when the
    /// caller ran it itself, `nil` to run it here. The chain's condition, scenarios and earlier errors
    /// must have let it run.
    /// - Returns: `false` when first-error mode stops the validation.
    package func resume(
        chain: Int, entry: Int, pending: RuleOutcome?, in context: ValidationContext, mode: ValidationMode
    ) -> Bool {
        validators[chain].resume(at: entry, pending: pending, in: context, ruleSet: self, chain: chain, mode: mode)
    }

    /// Adds the failure rule `entry` of chain `chain` of `rules` answered when the caller ran it
    /// itself, as running the chain adds it. The caller then goes on with the chain's next rule, or
    /// ends the chain when it stops at its first error (``ChainShape/stopsAtFirstError``). The
    /// chain's condition, scenarios and earlier errors must have let the rule run, on the value as
    /// it came.
    ///
    /// `rules` is lent `inout`, and not changed: a caller that holds the rule set through a
    /// pointer (a host function called back during a validation) then lends it where it lies,
    /// where reading it for an ordinary parameter copies the whole value first. `value` is the
    /// chain's value when the caller has it at hand (`.null` for an absent one), else `nil` to
    /// read it from `context`.
    /// - Returns: `false` when first-error mode stops the validation.
    package static func report(
        _ failure: RuleFailure, chain: Int, entry: Int, of rules: inout RuleSet, value: Value?,
        in context: ValidationContext, mode: ValidationMode
    ) -> Bool {
        rules.validators[chain].report(failure, at: entry, value: value, in: context, ruleSet: rules, chain: chain)
        return mode != .firstError || rules.validators[chain].ruleSeverity(at: entry) == .warning
    }

    /// Finishes chain `chain` after its rule `entry` was reported (``report(_:chain:entry:of:value:in:mode:)``)
    /// when the caller cannot go on with it: runs the rules after it, unless the chain stops at its
    /// first error.
    /// - Returns: `false` when first-error mode stops the validation.
    package func finish(chain: Int, after entry: Int, in context: ValidationContext, mode: ValidationMode) -> Bool {
        let validator = validators[chain]
        guard mode != .firstError || validator.ruleSeverity(at: entry) == .warning else { return false }
        if validator.stopsAtFirstError || entry + 1 >= validator.entries.count { return true }
        return resume(chain: chain, entry: entry + 1, pending: nil, in: context, mode: mode)
    }

    /// The severity of an error of chain `chain`'s condition, when it cannot be decided: that of
    /// the chain's first rule (a rule file's entry has one, and its `severity` is the entry's).
    package func conditionSeverity(chain: Int) -> Severity {
        validators[chain].entries.isEmpty ? .error : validators[chain].ruleSeverity(at: 0)
    }

    /// Runs chain `chain` as ``run(in:mode:)`` runs each: skipped when not active in the scenario.
    /// - Returns: `false` when first-error mode stops the validation.
    package func runChain(_ chain: Int, in context: ValidationContext, mode: ValidationMode) -> Bool {
        if !validators[chain].isActive(in: context.scenario) { return true }
        return validators[chain].run(in: context, ruleSet: self, chain: chain, mode: mode)
    }

    /// Runs the chains from `first` on, as ``run(in:mode:)`` runs them all.
    /// - Returns: `false` when first-error mode stopped the validation.
    package func run(in context: ValidationContext, mode: ValidationMode, fromChain first: Int) -> Bool {
        var chain = first
        while chain < validators.count {
            if !runChain(chain, in: context, mode: mode) { return false }
            chain += 1
        }
        return true
    }
}

extension Validate {
    /// ``RuleSet/report(_:chain:entry:of:value:in:mode:)`` for this chain, at the top level or nested.
    func report(
        _ failure: RuleFailure, at entry: Int, value given: Value?, in context: ValidationContext, ruleSet: RuleSet,
        chain: Int
    ) {
        let path = context.pathPrefix.isEmpty ? attribute : context.fullPath(attribute)
        let value = given ?? context.value(of: attribute) ?? .null
        context.enter(path: path, name: attribute)
        context.emptiness = emptiness
        add(failure, of: entry, path: path, value: value, in: context, ruleSet: ruleSet, chain: chain)
    }

    /// ``RuleSet/resume(chain:entry:pending:in:mode:)`` for this chain, at the top level or nested.
    func resume(
        at first: Int, pending: RuleOutcome?, in context: ValidationContext, ruleSet: RuleSet, chain: Int,
        mode: ValidationMode
    ) -> Bool {
        let path = context.pathPrefix.isEmpty ? attribute : context.fullPath(attribute)
        let value = context.value(of: attribute) ?? .null
        return run(
            on: value, path: path, in: context, ruleSet: ruleSet, mode: mode, writesBack: true, chain: chain,
            from: first, pending: pending)
    }
}
