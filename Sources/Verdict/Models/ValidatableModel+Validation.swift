extension ValidatableModel {
    /// Validates the model in its scenario, storing errors by attribute and filter results in the
    /// properties.
    ///
    /// In order: clears the errors of `attributes` (of every attribute when `nil`) if `clearErrors`;
    /// asks ``beforeValidate()`` (`false` ends here, returning `false`); runs the chains of the
    /// attributes that are active in the scenario, in rule order, skipping `skipOnError` chains of
    /// attributes that already have errors; writes each value a filter changed back into its
    /// property (without re-triggering validate-on-update); calls ``afterValidate()``.
    ///
    /// Remote rules pass unsent here, as in every synchronous validation; the asynchronous
    /// ``validate(attributes:clearErrors:remote:isolation:)`` sends them. Clearing an attribute's
    /// errors discards the remote results an earlier asynchronous validation still awaits for it.
    /// - Parameters:
    ///   - attributes: the attributes to validate; `nil` for ``activeAttributes``. An explicit list
    ///     is not filtered by the scenario's attributes, only the chains by their `on`/`except`.
    ///   - clearErrors: whether to clear the errors of those attributes first.
    /// - Returns: whether the model as a whole has no errors afterwards.
    @discardableResult
    public func validate(attributes: [String]? = nil, clearErrors: Bool = true) -> Bool {
        guard startValidation(of: attributes, clearErrors: clearErrors) != nil else { return false }
        _ = runLocalRules(of: attributes, collectsRemoteChecks: false)
        afterValidate()
        return !hasErrors
    }

    /// The first steps of a validation: numbers it, clears the errors if asked, and asks
    /// ``beforeValidate()``. Returns the validation's number, or `nil` when the hook refused.
    func startValidation(of attributes: [String]?, clearErrors: Bool) -> Int? {
        let state = modelState
        if clearErrors { state.clearErrors(for: attributes) }
        let number = state.ledger.begin()
        guard beforeValidate() else { return nil }
        return number
    }

    /// Runs the local rules and stores what they found: the errors, and each value a filter
    /// changed, written back without re-triggering validate-on-update. Returns the remote checks
    /// left to send when `collectsRemoteChecks`.
    func runLocalRules(of attributes: [String]?, collectsRemoteChecks: Bool) -> [RemoteCheck] {
        let state = modelState
        let wasBusy = state.isBusy
        state.isBusy = true
        defer { state.isBusy = wasBusy }
        let (report, checks) = ModelValidation.run(
            Self.rules, scenario: state.scenario, attributes: attributes ?? activeAttributes,
            source: self, existing: state.errors.all, localization: state.localization,
            collectsRemoteChecks: collectsRemoteChecks)
        state.errors.append(contentsOf: report.errors)
        for (name, value) in report.rewrittenValues.sorted(by: { $0.key < $1.key })
        where self.value(of: name) != value {
            if !setValue(value, for: name) {
                state.errors.append(
                    ModelValidation.unstorable(
                        value, for: name, of: Self.rules, localization: state.localization))
            }
        }
        return checks
    }

    /// Sets attributes from a dictionary such as a decoded request body (massive assignment).
    ///
    /// Keys are handled in sorted order. A key that is not an attribute, or (with `safeOnly`) not a
    /// safe attribute of the current scenario, is refused and reported to ``onUnsafeAttribute(_:value:)``;
    /// a value that does not convert to its property's type is listed as unconvertible. Each set
    /// attribute re-validates if validate-on-update watches it.
    /// - Parameters:
    ///   - values: the values by attribute name.
    ///   - safeOnly: `true` (default) to set safe attributes only; `false` to set any attribute.
    /// - Returns: which keys were assigned, refused or unconvertible.
    @discardableResult
    public func assign(_ values: [String: Value], safeOnly: Bool = true) -> AssignmentResult {
        let known = Set(attributeList)
        let allowed = safeOnly ? Set(safeAttributes) : known
        var result = AssignmentResult()
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            guard known.contains(name), allowed.contains(name) else {
                result.refused.append(name)
                onUnsafeAttribute(name, value: value)
                continue
            }
            if setValue(value, for: name) {
                result.assigned.append(name)
            } else {
                result.unconvertible.append(name)
            }
        }
        return result
    }

    /// The errors found or added so far.
    public var errors: ModelErrors { modelState.errors }

    /// Whether the model has any error; warnings (``Severity/warning``) are not errors here.
    public var hasErrors: Bool { modelState.errors.refuses }

    /// Whether an attribute (or one of its nested fields) has an error.
    public func hasErrors(for attribute: String) -> Bool {
        modelState.errors.hasErrors(for: attribute)
    }

    /// The messages of an attribute, in order; `[]` when it has none.
    public func errors(for attribute: String) -> [String] { modelState.errors[attribute] }

    /// Adds an error with a verbatim message (rule `custom`).
    public func addError(_ message: String, for attribute: String) {
        modelState.errors.append(.custom(message, for: attribute))
    }

    /// Adds a structured error.
    public func addError(_ error: ValidationError) { modelState.errors.append(error) }

    /// Clears every error, and discards the remote results still awaited.
    public func clearErrors() { modelState.clearErrors(for: nil) }

    /// Clears the errors of one attribute (and of its nested fields), and discards the remote
    /// results still awaited for it.
    public func clearErrors(for attribute: String) { modelState.clearErrors(for: [attribute]) }

    /// Clears the errors of some attributes (and of their nested fields), and discards the remote
    /// results still awaited for them.
    public func clearErrors(for attributes: [String]) { modelState.clearErrors(for: attributes) }
}
