extension Form {
    /// Validates the form in its scenario, storing errors by attribute and filter results as values.
    ///
    /// In order: clears the errors of `attributes` (of every attribute when `nil`) if `clearErrors`;
    /// asks ``beforeValidate`` (`false` ends here, returning `false`); runs the chains of the
    /// attributes that are active in the scenario on a snapshot of the values, in rule order;
    /// stores the errors and writes back each value a filter changed, unless another caller changed
    /// it meanwhile (no re-validation is triggered); calls ``afterValidate``.
    ///
    /// Remote rules pass unsent here, as in every synchronous validation; the asynchronous
    /// ``validate(attributes:clearErrors:remote:isolation:)`` sends them. Clearing an attribute's
    /// errors discards the remote results an earlier asynchronous validation still awaits for it.
    /// - Parameters:
    ///   - attributes: the attributes to validate; `nil` for ``activeAttributes``.
    ///   - clearErrors: whether to clear the errors of those attributes first.
    /// - Returns: whether the form as a whole has no errors afterwards.
    @discardableResult
    public func validate(attributes: [String]? = nil, clearErrors: Bool = true) -> Bool {
        guard runLocalRules(of: attributes, clearErrors: clearErrors, collectsRemoteChecks: false) != nil
        else { return false }
        storage.withLock { $0.afterValidate }?(self)
        return !hasErrors
    }

    /// The local phase of a validation, up to ``afterValidate``: numbers it, clears the errors if
    /// asked, asks ``beforeValidate``, runs the local rules on a snapshot and stores what they found
    /// (the errors, the filter results that nobody changed meanwhile). With `collectsRemoteChecks`,
    /// the remote checks left are recorded as awaited in the same step.
    /// - Returns: the validation's number and its remote checks; `nil` when the hook refused.
    func runLocalRules(of attributes: [String]?, clearErrors: Bool, collectsRemoteChecks: Bool)
        -> (number: Int, remoteChecks: [RemoteCheck])?
    {
        let (number, scenario, snapshot, existing, before, localization) = change { state in
            if clearErrors { state.clearErrors(for: attributes) }
            return (
                state.ledger.begin(), state.scenario, state.values, state.errors.all, state.beforeValidate,
                state.localization
            )
        }
        if let before, !before(self) { return nil }
        let (report, checks) = ModelValidation.run(
            rules, scenario: scenario,
            attributes: attributes ?? scenarios.activeAttributes(in: scenario),
            source: snapshot, existing: existing, localization: localization,
            collectsRemoteChecks: collectsRemoteChecks)
        change { state in
            state.errors.append(contentsOf: report.errors)
            for (name, value) in report.rewrittenValues.sorted(by: { $0.key < $1.key }) {
                guard knownAttributes.contains(name) else {
                    state.errors.append(
                        ModelValidation.unstorable(
                            value, for: name, of: rules, localization: state.localization))
                    continue
                }
                if state.values[name] == snapshot[name], state.values[name] != value {
                    state.values[name] = value
                }
            }
            if !checks.isEmpty { state.ledger.awaitAnswers(for: checks.map(\.attribute), of: number) }
        }
        return (number, checks)
    }

    /// Sets attributes from a dictionary such as a decoded request body (massive assignment).
    ///
    /// Keys are handled in sorted order. A key that is not an attribute, or (with `safeOnly`) not a
    /// safe attribute of the current scenario, is refused and reported to ``onUnsafeAttribute``.
    /// The attributes set that validate-on-update watches are then re-validated together.
    /// - Parameters:
    ///   - values: the values by attribute name.
    ///   - safeOnly: `true` (default) to set safe attributes only; `false` to set any attribute.
    /// - Returns: which keys were assigned and which were refused.
    @discardableResult
    public func assign(_ values: [String: Value], safeOnly: Bool = true) -> AssignmentResult {
        let (result, refused, watched, hook) = change { state in
            let allowed =
                safeOnly ? Set(scenarios.safeAttributes(in: state.scenario)) : knownAttributes
            var result = AssignmentResult()
            var refused: [(String, Value)] = []
            var watched: [String] = []
            for (name, value) in values.sorted(by: { $0.key < $1.key }) {
                guard knownAttributes.contains(name), allowed.contains(name) else {
                    result.refused.append(name)
                    refused.append((name, value))
                    continue
                }
                state.values[name] = value
                result.assigned.append(name)
                if state.watches(name, in: scenarios) { watched.append(name) }
            }
            return (result, refused, watched, state.onUnsafeAttribute)
        }
        if let hook {
            for (name, value) in refused { hook(name, value) }
        }
        if !watched.isEmpty { validate(attributes: watched) }
        return result
    }

    /// The errors found or added so far.
    public var errors: ModelErrors {
        access(\.errors)
        return storage.withLock { $0.errors }
    }

    /// Whether the form has any error; warnings (``Severity/warning``) are not errors here.
    public var hasErrors: Bool {
        access(\.errors)
        return storage.withLock { $0.errors.refuses }
    }

    /// Whether an attribute (or one of its nested fields) has an error.
    public func hasErrors(for attribute: String) -> Bool {
        access(\.errors)
        return storage.withLock { $0.errors.hasErrors(for: attribute) }
    }

    /// The messages of an attribute, in order; `[]` when it has none.
    public func errors(for attribute: String) -> [String] {
        access(\.errors)
        return storage.withLock { $0.errors[attribute] }
    }

    /// Adds an error with a verbatim message (rule `custom`).
    public func addError(_ message: String, for attribute: String) {
        addError(.custom(message, for: attribute))
    }

    /// Adds a structured error.
    public func addError(_ error: ValidationError) { change { $0.errors.append(error) } }

    /// Clears every error, and discards the remote results still awaited.
    public func clearErrors() { change { $0.clearErrors(for: nil) } }

    /// Clears the errors of one attribute (and of its nested fields), and discards the remote
    /// results still awaited for it.
    public func clearErrors(for attribute: String) { clearErrors(for: [attribute]) }

    /// Clears the errors of some attributes (and of their nested fields), and discards the remote
    /// results still awaited for them.
    public func clearErrors(for attributes: [String]) {
        change { $0.clearErrors(for: attributes) }
    }
}
