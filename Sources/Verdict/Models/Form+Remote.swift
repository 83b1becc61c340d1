extension Form {
    /// Validates the form in its scenario, then checks its remote rules over the network.
    ///
    /// The local phase is ``validate(attributes:clearErrors:)`` step for step: the errors are
    /// cleared if `clearErrors`, ``beforeValidate`` is asked (`false` ends here, returning `false`,
    /// with nothing sent), the active chains run on a snapshot of the values, their errors are
    /// stored by attribute and filter results are written back unless another caller changed the
    /// value meanwhile. Then the remote rules of those chains are sent all at once, through
    /// `remote`, as ``RuleSet/validate(_:scenario:mode:now:locale:catalogs:remote:isolation:)`` sends them: only
    /// for attributes that have no error yet and whose value (as filtered) is not empty. Each
    /// failure is added to the errors of its attribute, worded as ``RemotePhase`` says: the rule's
    /// own message for the server's "no"; `Username could not be checked: …` when no usable answer
    /// came, or none was sent because `remote.reachability` says the host is offline — never a
    /// silent pass. Last, ``afterValidate`` runs.
    ///
    /// **While the checks are in flight** no lock is held: the errors hold the local phase's errors
    /// only, an attribute that awaits its server has no error yet and is listed by
    /// ``attributesWaitingForRemote``, and other tasks may read, change and validate the form.
    ///
    /// **A newer validation supersedes this one** attribute by attribute: when an attribute's errors
    /// are cleared before its answer arrives — by a later validation of it with `clearErrors`
    /// (the default), a validate-on-update of it, or ``clearErrors(for:)-(String)`` — the answer is
    /// discarded, since the errors now describe the later validation. Answers for attributes
    /// nobody touched meanwhile are stored. A validation with `clearErrors: false` supersedes
    /// nothing. Cancelling the calling task fails the checks not yet answered as cancelled.
    /// - Parameters:
    ///   - attributes: the attributes to validate; `nil` for ``activeAttributes``.
    ///   - clearErrors: whether to clear the errors of those attributes first.
    ///   - remote: the client that carries the checks (inject a stub transport in tests).
    ///   - isolation: the caller's actor; leave the default.
    /// - Returns: whether the form as a whole has no errors afterwards and every remote check of
    ///   this validation passed — a failure discarded because a newer validation superseded it
    ///   still makes it `false`, so a value a server refused is never reported as confirmed.
    @discardableResult
    public func validate(
        attributes: [String]? = nil, clearErrors: Bool = true, remote: RemoteValidator,
        isolation: isolated (any Actor)? = #isolation
    ) async -> Bool {
        guard let (number, checks) = runLocalRules(of: attributes, clearErrors: clearErrors, collectsRemoteChecks: true)
        else { return false }
        var failures: [ValidationError] = []
        if !checks.isEmpty {
            failures = await RemotePhase(checks: checks).failures(with: remote, isolation: isolation)
            change { state in
                state.ledger.finish(number)
                state.errors.append(contentsOf: failures.filter { state.ledger.isCurrent(number, for: $0.attribute) })
            }
        }
        storage.withLock { $0.afterValidate }?(self)
        return !hasErrors && !failures.refuses
    }

    /// The attributes whose remote checks are in flight and whose answers will still be stored,
    /// in the order their validations started; `[]` when none is awaited.
    public var attributesWaitingForRemote: [String] {
        access(\.attributesWaitingForRemote)
        return storage.withLock { $0.ledger.awaitedAttributes }
    }

    /// Whether an asynchronous validation still awaits a remote answer that will be stored.
    public var isWaitingForRemote: Bool { !attributesWaitingForRemote.isEmpty }
}
