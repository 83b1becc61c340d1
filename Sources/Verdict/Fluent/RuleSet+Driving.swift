extension RuleSet {
    /// Each chain as a record driver sees it, in run order.
    package var chainShapes: [ChainShape] { validators.map(ChainShape.init) }

    /// The validation context the `rules` strategy validates `source` in.
    package static func context(
        for source: any AttributeSource, in environment: StrategyEnvironment
    ) -> ValidationContext {
        ValidationContext(
            source: source, now: environment.now, scenario: environment.scenario,
            isReachable: environment.isReachable, extras: environment.extras, runtime: environment.runtime,
            localization: environment.localization, recorder: environment.recorder)
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
