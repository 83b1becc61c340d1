extension ValidatableModel {
    /// Validates the model in its scenario, then checks its remote rules over the network.
    ///
    /// The local phase is ``validate(attributes:clearErrors:)`` step for step: the errors are
    /// cleared if `clearErrors`, ``beforeValidate()`` is asked (`false` ends here, returning
    /// `false`, with nothing sent), the active chains run, their errors are stored by attribute and
    /// filter results are written back into the properties. Then the remote rules of those chains
    /// are sent all at once, through `remote`, as ``RuleSet/validate(_:scenario:mode:now:locale:catalogs:remote:isolation:)``
    /// sends them: only for attributes that have no error yet and whose value (as filtered) is not
    /// empty, so a username that is too short is not sent. Each failure is added to the errors of
    /// its attribute, worded as ``RemotePhase`` says: the rule's own message for the server's "no";
    /// `Username could not be checked: …` when no usable answer came, or none was sent because
    /// `remote.reachability` says the host is offline — never a silent pass. Last,
    /// ``afterValidate()`` runs.
    ///
    /// **While the checks are in flight** the errors hold the local phase's errors only: an
    /// attribute that awaits its server has no error yet, and is listed by
    /// ``attributesWaitingForRemote`` (an ``InputValidator``'s ``InputState/waitingForRemote``).
    /// The model stays usable: a change re-validates its attribute if validate-on-update watches it
    /// (locally, as every update does), and hooks and scenarios work as usual.
    ///
    /// **A newer validation supersedes this one** attribute by attribute: when an attribute's errors
    /// are cleared before its answer arrives — by a later validation of it with `clearErrors`
    /// (the default), a validate-on-update of it, or ``clearErrors(for:)-(String)`` — the answer is
    /// discarded, since the errors now describe the later validation. Answers for attributes
    /// nobody touched meanwhile are stored. A validation with `clearErrors: false` supersedes
    /// nothing. Cancelling the calling task fails the checks not yet answered as cancelled.
    ///
    /// The function runs on the caller's actor (the model's), so the model need not be `Sendable`;
    /// only the values sent to servers cross to other tasks.
    /// - Parameters:
    ///   - attributes: the attributes to validate; `nil` for ``activeAttributes``.
    ///   - clearErrors: whether to clear the errors of those attributes first.
    ///   - remote: the client that carries the checks (inject a stub transport in tests).
    ///   - isolation: the caller's actor; leave the default.
    /// - Returns: whether the model as a whole has no errors afterwards and every remote check of
    ///   this validation passed — a failure discarded because a newer validation superseded it
    ///   still makes it `false`, so a value a server refused is never reported as confirmed.
    @discardableResult
    public func validate(
        attributes: [String]? = nil, clearErrors: Bool = true, remote: RemoteValidator,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Bool {
        guard let number = startValidation(of: attributes, clearErrors: clearErrors) else { return false }
        let checks = runLocalRules(of: attributes, collectsRemoteChecks: true)
        var failures: [ValidationError] = []
        if !checks.isEmpty {
            let state = modelState
            state.ledger.awaitAnswers(for: checks.map(\.attribute), of: number)
            failures = await RemotePhase(checks: checks).failures(with: remote, isolation: isolation)
            state.ledger.finish(number)
            state.errors.append(contentsOf: failures.filter { state.ledger.isCurrent(number, for: $0.attribute) })
        }
        afterValidate()
        return !hasErrors && !failures.refuses
    }

    /// The attributes whose remote checks are in flight and whose answers will still be stored,
    /// in the order their validations started; `[]` when none is awaited.
    public var attributesWaitingForRemote: [String] { modelState.ledger.awaitedAttributes }

    /// Whether an asynchronous validation still awaits a remote answer that will be stored.
    public var isWaitingForRemote: Bool { !attributesWaitingForRemote.isEmpty }
}
