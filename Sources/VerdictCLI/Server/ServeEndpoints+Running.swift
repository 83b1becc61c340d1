import HTTPTypes
import Verdict
import VerdictHTTP
import VerdictLua

extension ServeEndpoints {
    /// Validates a record on the ``workers`` — a model that runs Lua, or has remote rules — then
    /// sends the remote checks when a client is given.
    ///
    /// The whole validation ends by the deadline of `options` (the request's timeout): every Lua
    /// call is cut short there, whatever its own time limit, and a verdict reached past it is not
    /// answered — the request is, with ``ValidationProblem/requestTimeout(_:)``.
    /// - Throws: a ``VerdictHTTP/ValidationProblem``: 503 when too many validations wait, the
    ///   model or scenario a reload removed meanwhile, the timeout.
    func run(
        _ record: InputRecord, model: ModelDefinition, scenario: String?, options: EvaluationOptions,
        remote: RemoteValidator?
    ) async throws -> RecordVerdict {
        let engine = self.engine
        let name = model.name
        let verdict: RecordVerdict
        do {
            if let remote {
                let local = try await workers.run {
                    try Self.verdict(
                        of: record, model: name, scenario: scenario, options: options, engine: engine, prepares: true)
                }
                verdict = await local.completed(with: remote)
            } else {
                verdict = try await workers.run {
                    try Self.verdict(
                        of: record, model: name, scenario: scenario, options: options, engine: engine, prepares: false)
                }
            }
        } catch {
            throw problem(for: error, model: name, scenario: scenario)
        }
        return try answerable(verdict, options: options)
    }

    /// Validates a record of a model that runs no Lua and has no remote rules where it is called:
    /// its time is bounded by the record's size, and handing it to a worker and back would cost
    /// more than the validation. It counts among the ``workers``' validations all the same.
    /// - Throws: as ``run(_:model:scenario:options:remote:)``.
    func runHere(_ record: InputRecord, model: ModelDefinition, scenario: String?, options: EvaluationOptions)
        throws -> RecordVerdict
    {
        let verdict: RecordVerdict
        do {
            verdict = try workers.runHere {
                try Self.verdict(
                    of: record, model: model.name, scenario: scenario, options: options, engine: engine,
                    prepares: false)
            }
        } catch {
            throw problem(for: error, model: model.name, scenario: scenario)
        }
        return try answerable(verdict, options: options)
    }

    /// The engine's verdict of a record through its path for JSON records, as `verdict validate`
    /// takes it; an explained record is decoded first, so that its explanation lists each rule as
    /// passed or failed rather than as cleared by a screen of its text.
    /// - Parameter prepares: whether the remote checks are left to send (`RuleEngine.prepare`).
    private static func verdict(
        of record: InputRecord, model: String, scenario: String?, options: EvaluationOptions, engine: RuleEngine,
        prepares: Bool
    ) throws(EngineError) -> RecordVerdict {
        if options.explains {
            let value = record.value
            return prepares
                ? try engine.prepare(value, model: model, scenario: scenario, options: options)
                : try engine.validate(value, model: model, scenario: scenario, options: options)
        }
        return prepares
            ? try engine.prepare([record], model: model, scenario: scenario, options: options)[0]
            : try engine.validate([record], model: model, scenario: scenario, options: options)[0]
    }

    /// The problem a failed validation is answered with: 503 when too many wait, the model or
    /// scenario that a reload removed meanwhile; any other error as it is.
    private func problem(for error: any Error, model: String, scenario: String?) -> any Error {
        switch error {
        case is ValidationWorkers.Busy:
            return ValidationProblem.http(
                .serviceUnavailable, detail: "too many validations are waiting; try again shortly")
        case is EngineError:
            guard let current = engine.model(named: model) else {
                return ValidationProblem.unknownModel(model, known: engine.models.map(\.name))
            }
            return ValidationProblem.unknownScenario(
                scenario ?? "default", model: model, known: Array(current.scenarios.keys))
        default:
            return error
        }
    }

    /// The verdict, when it was reached before the request's deadline.
    /// - Throws: ``ValidationProblem/requestTimeout(_:)`` past it.
    private func answerable(_ verdict: RecordVerdict, options: EvaluationOptions) throws -> RecordVerdict {
        if let deadline = options.deadline, ContinuousClock.now >= deadline {
            throw ValidationProblem.requestTimeout(operations.requestTimeout)
        }
        return verdict
    }
}
