public import Foundation

extension RuleSet {
    /// Validates an object, then checks its remote rules over the network.
    ///
    /// The order: every local rule runs first, exactly as in the synchronous
    /// ``RuleSet/validate(_:scenario:mode:now:locale:catalogs:)-(AttributeSource,_,_,_,_,_)`` (which skips remote rules). Then the remote rules of the
    /// active chains run concurrently, each through `remote`, for attributes whose value is not
    /// empty (unless the chain says `skipOnEmpty(false)`) and that have no error yet: a username
    /// that is too short is not sent to the server. Remote failures are appended after the local
    /// errors, in chain order, worded as ``RemotePhase`` says: the rule's own message for the
    /// server's "no", `… could not be checked: …` when no usable answer came (or, when
    /// `remote.reachability` says the host is offline, none was sent). In first-error mode nothing
    /// is sent when a local rule failed, and only the first remote failure is reported. Remote rules
    /// inside `each` and `nested` chains are not run.
    ///
    /// The function runs on the caller's actor (or none), so the object need not be `Sendable`;
    /// only the values sent to servers cross to other tasks.
    /// - Parameters:
    ///   - source: the object: a ``Value`` object, a `[String: Value]`, or any ``AttributeSource``.
    ///   - scenario: the active scenario; `nil` runs every chain.
    ///   - mode: all errors (default) or the first one.
    ///   - now: the time date rules compare against.
    ///   - locale: the language of the messages; `nil` for the default English.
    ///   - catalogs: the catalogs messages are looked up in; those Verdict ships by default.
    ///   - remote: the client that carries the checks (inject a stub transport in tests).
    ///   - isolation: the caller's actor; leave the default.
    /// - Returns: the local and remote errors and any values filters wrote back.
    public func validate(
        _ source: some AttributeSource, scenario: String? = nil, mode: ValidationMode = .allErrors,
        now: Date = Date(), locale: LocaleTag? = nil, catalogs: MessageCatalogs = .shipped, remote: RemoteValidator,
        isolation: isolated (any Actor)? = #isolation
    ) async -> ValidationReport {
        let context = ValidationContext(
            source: source, now: now, scenario: scenario, runtime: nil,
            localization: catalogs.localization(for: locale),
            secrets: secrets)
        let finished = run(in: context, mode: mode)
        let phase = RemotePhase(checks: finished ? remoteChecks(in: context, mode: mode) : [], mode: mode)
        if !phase.isEmpty { context.errors += await phase.failures(with: remote, isolation: isolation) }
        return ValidationReport(errors: context.errors, rewrittenValues: context.rewrites)
    }

    /// Whether a chain of the set has a remote rule (remote rules inside `each` and `nested` chains
    /// are not run, so they do not count).
    public var hasRemoteRules: Bool {
        validators.contains { $0.hasRemoteRules }
    }

    /// The remote rules to run after the local ones, in chain order: those of the chains active in
    /// the context's scenario whose attribute has no error yet, whose `when` condition holds, and
    /// whose value is not empty (unless the chain says `skipOnEmpty(false)`).
    ///
    /// Call it after ``run(in:mode:)`` on the same context. In first-error mode a context that
    /// already has an error gets no checks: validation stopped there.
    /// - Parameters:
    ///   - context: the validation whose local rules ran.
    ///   - mode: the mode they ran in.
    /// - Returns: the checks, in chain order; `[]` when there is nothing to send.
    public func remoteChecks(in context: ValidationContext, mode: ValidationMode = .allErrors) -> [RemoteCheck] {
        guard mode == .allErrors || !context.errors.refuses else { return [] }
        var checks: [RemoteCheck] = []
        // Whether a chain has remote rules, and which of them an empty value skips, the chain
        // decided when it was built: nothing here looks at a rule's type or policy per record.
        for chain in validators where chain.hasRemoteRules && chain.isActive(in: context.scenario) {
            let path = context.fullPath(chain.attribute)
            guard !context.hasErrors(for: path) else { continue }
            if let condition = chain.condition {
                context.enter(path: path, name: chain.attribute)
                guard condition(context) else { continue }
            }
            let value = context.value(of: chain.attribute) ?? .null
            let isEmpty = chain.isEmpty(value, in: context)
            if isEmpty, chain.allowsEmpty, !value.isNull { continue }
            let emptySkips = chain.emptySkips
            for (index, entry) in chain.entries.enumerated() {
                guard let rule = entry.rule as? RemoteRule,
                    !emptySkips[index].skips(isEmpty: isEmpty, isNull: value.isNull)
                else { continue }
                checks.append(
                    RemoteCheck(
                        attribute: path, value: value, rule: rule, chain: chain, entryIndex: index, ruleSet: self,
                        localization: context.localization))
            }
        }
        return checks
    }
}
