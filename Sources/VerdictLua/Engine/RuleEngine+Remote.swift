import Verdict

extension RuleEngine {
    /// Validates one record with a model's strategy chain, then sends the remote checks of its
    /// `remote` rules.
    ///
    /// The order:
    /// 1. The strategy chain decides exactly as in the synchronous
    ///    ``validate(_:model:scenario:options:)->RecordVerdict``, with a Lua runtime from the pool; `strict` adds
    ///    its errors.
    /// 2. If the chain asked the `rules` strategy, its remote rules run next, without holding a
    ///    runtime: those of the chains active in the scenario whose attribute is not empty and has
    ///    no error yet, all at once, each bounded by its rule's `timeout`. A strategy that decided
    ///    before `rules` (a fresh `timestamp`, `reachability` offline) means nothing is sent; in
    ///    first-error mode nothing is sent after a local error.
    /// 3. A failing check makes the record invalid, decided by `rules`; see `RecordVerdict` for
    ///    the messages. A check without a usable answer (server down, timeout, non-2xx, a body other
    ///    than `true`/`false`) fails: never a silent pass. With `options.isReachable == false`
    ///    nothing is sent and every check fails as offline.
    ///
    /// A model without remote rules (``ModelDefinition/hasRemoteRules``) takes the synchronous
    /// path and never suspends.
    /// - Parameters:
    ///   - record: the record (an object).
    ///   - model: the model's name.
    ///   - scenario: the scenario; `nil` is `"default"`.
    ///   - options: the time, the network state, the error mode, strictness.
    ///   - remote: the client that carries the checks (a stub transport in tests).
    /// - Returns: the verdict, with the local errors followed by the remote failures.
    /// - Throws: ``EngineError`` for an unknown model or scenario.
    public func validate(
        _ record: Value, model: String, scenario: String? = nil, options: EvaluationOptions = .init(),
        remote: RemoteValidator
    ) async throws(EngineError) -> RecordVerdict {
        try await prepare(record, model: model, scenario: scenario, options: options).completed(with: remote)
    }

    /// Runs the local phase of ``validate(_:model:scenario:options:remote:)`` and returns its verdict
    /// with the remote checks it left to send (`RecordVerdict.remote`), without sending them.
    ///
    /// Synchronous and safe from every thread at once, like ``validate(_:model:scenario:options:)->RecordVerdict``,
    /// whose verdict it is, with no checks, for a model without remote rules.
    /// - Parameters:
    ///   - record: the record (an object).
    ///   - model: the model's name.
    ///   - scenario: the scenario; `nil` is `"default"`.
    ///   - options: the time, the network state, the error mode, strictness.
    /// - Returns: the local verdict with its checks; `RecordVerdict.completed(with:)` finishes it.
    /// - Throws: ``EngineError`` for an unknown model or scenario.
    public func prepare(
        _ record: Value, model: String, scenario: String? = nil, options: EvaluationOptions = .init()
    ) throws(EngineError) -> RecordVerdict {
        let run = try modelRun(model: model, scenario: scenario, options: options, collectsRemoteChecks: true)
        return run.withSession { $0.validate(record) }
    }

    /// Prepares many records, as ``prepare(_:model:scenario:options:)`` prepares each, resolving the
    /// model once and using one Lua runtime for them all.
    /// - Returns: one verdict per record, in order, each with the checks it left.
    /// - Throws: ``EngineError`` for an unknown model or scenario.
    public func prepare<Record: ListableAttributeSource>(
        _ records: some Collection<Record>, model: String, scenario: String? = nil,
        options: EvaluationOptions = .init()
    ) throws(EngineError) -> [RecordVerdict] {
        let run = try modelRun(model: model, scenario: scenario, options: options, collectsRemoteChecks: true)
        return run.withSession(records: records.count) { session in records.map { session.validate($0) } }
    }
}
