import Foundation

extension RuleSet {
    /// Validates an object, then checks its remote rules over the network.
    ///
    /// The order: every local rule runs first, exactly as in the synchronous
    /// ``validate(_:scenario:mode:now:)`` (which skips remote rules). Then the remote rules of the
    /// active chains run concurrently, each through `remote`, for attributes whose value is not
    /// empty (unless the chain says `skipOnEmpty(false)`) and that have no error yet: a username
    /// that is too short is not sent to the server. Remote failures are appended after the local
    /// errors, in chain order, with key ``MessageKey/remote``; a failure without a usable answer
    /// (transport error, timeout, non-2xx, unexpected body) carries the ``RemoteError`` text as its
    /// `error` parameter. In first-error mode nothing is sent when a local rule failed, and only the
    /// first remote failure is reported. Remote rules inside `each` and `nested` chains are not run.
    ///
    /// The function runs on the caller's actor (or none), so the object need not be `Sendable`;
    /// only the values sent to servers cross to other tasks.
    /// - Parameters:
    ///   - source: the object: a ``Value`` object, a `[String: Value]`, or any ``AttributeSource``.
    ///   - scenario: the active scenario; `nil` runs every chain.
    ///   - mode: all errors (default) or the first one.
    ///   - now: the time date rules compare against.
    ///   - remote: the client that carries the checks (inject a stub transport in tests).
    ///   - isolation: the caller's actor; leave the default.
    /// - Returns: the local and remote errors and any values filters wrote back.
    public func validate(
        _ source: some AttributeSource, scenario: String? = nil, mode: ValidationMode = .allErrors,
        now: Date = Date(), remote: RemoteValidator, isolation: isolated (any Actor)? = #isolation
    ) async -> ValidationReport {
        let context = ValidationContext(source: source, now: now, scenario: scenario)
        let finished = run(in: context, mode: mode)
        guard finished, mode == .allErrors || context.errors.isEmpty else {
            return ValidationReport(errors: context.errors, rewrittenValues: context.rewrites)
        }
        let checks = remoteChecks(in: context)
        guard !checks.isEmpty else {
            return ValidationReport(errors: context.errors, rewrittenValues: context.rewrites)
        }
        var answers = [RemoteAnswer?](repeating: nil, count: checks.count)
        await withTaskGroup(of: (Int, RemoteAnswer).self, isolation: isolation) { group in
            for (index, check) in checks.enumerated() {
                let rule = check.rule
                let value = check.value
                group.addTask { (index, await remote.check(value, against: rule)) }
            }
            for await (index, answer) in group { answers[index] = answer }
        }
        for (check, answer) in zip(checks, answers) {
            guard let answer, !answer.isAccepted else { continue }
            let entry = check.chain.entries[check.entryIndex]
            context.errors.append(
                check.chain.error(
                    for: check.rule.failure(for: answer), rule: entry, path: check.path, value: check.value,
                    ruleSet: self))
            if mode == .firstError { break }
        }
        return ValidationReport(errors: context.errors, rewrittenValues: context.rewrites)
    }

    private struct RemoteCheck {
        var chain: Validate
        var entryIndex: Int
        var rule: RemoteRule
        var path: String
        var value: Value
    }

    /// The remote rules to run after the local ones, in chain order.
    private func remoteChecks(in context: ValidationContext) -> [RemoteCheck] {
        var checks: [RemoteCheck] = []
        for chain in validators where chain.isActive(in: context.scenario) {
            guard chain.entries.contains(where: { $0.rule is RemoteRule }) else { continue }
            let path = context.fullPath(chain.attribute)
            guard !context.hasErrors(for: path) else { continue }
            if let condition = chain.condition {
                context.attribute = path
                context.attributeName = chain.attribute
                guard condition(context) else { continue }
            }
            let value = context.value(of: chain.attribute) ?? .null
            if value.isEmpty {
                if chain.allowsEmpty, !value.isNull { continue }
                if chain.skipOnEmptyOverride ?? true { continue }
            }
            for (index, entry) in chain.entries.enumerated() {
                guard let rule = entry.rule as? RemoteRule else { continue }
                checks.append(RemoteCheck(chain: chain, entryIndex: index, rule: rule, path: path, value: value))
            }
        }
        return checks
    }
}
