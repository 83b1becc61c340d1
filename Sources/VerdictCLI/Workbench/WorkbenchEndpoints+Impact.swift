import Foundation
import Hummingbird
import Verdict
import VerdictHTTP
import VerdictHummingbird
import VerdictLua

/// The Impact panel's endpoints: the samples offered, and a draft run against a sample beside the
/// served rules — `verdict diff` of the served rules against the draft, inside the workbench.
extension WorkbenchEndpoints {
    /// `GET /workbench/api/samples`: the files of `--samples` (none without it), and the largest
    /// upload taken.
    func samples(_ request: Request, context: ServeRequestContext) async throws -> Response {
        try guards.checkClient(request, context: context)
        let entries: [Value] = (samples?.entries() ?? []).map { ["name": .string($0.name), "size": .int($0.size)] }
        return JSONResponse.make(
            body: JSONResponse.object([
                ("folder", .bool(samples != nil)), ("samples", .array(entries)),
                ("maxSampleBytes", .int(settings.maxSampleBytes)),
            ]))
    }

    /// `POST /workbench/api/impact`: the records of a sample whose answer the draft would change,
    /// with the served rules' answer and the draft's.
    ///
    /// The body is a draft as for `try` — `{"path", "text", "model", "scenario"?, "locale"?}` — with
    /// either `"sample": NAME` (a file of `--samples`) or `"upload": {"name", "base64", "format"?}`
    /// (a file of at most ``WorkbenchSettings/maxSampleBytes``, else 413). A draft that does not
    /// load answers its problems with `"impact": null`, as `check` does; one that loads answers
    /// its problems and warnings, then ``ImpactRun/fields`` under `"impact"`.
    func impact(_ request: Request, context: ServeRequestContext) async throws -> Response {
        try guards.checkChange(request, context: context)
        let body = try await impactBody(of: request)
        let (path, text) = try draft(of: body)
        let modelName = try string(body, "model")
        let scenario = try optionalString(body, "scenario").flatMap { $0.isEmpty ? nil : $0 }
        let wanted = try optionalString(body, "locale")
        let sample = try self.sample(of: body)
        let settings = self.settings
        let outcome = try await queued { [store, engine, draftFolder] () throws -> (DraftRuleSet, ImpactRun?) in
            let loaded = try Self.loadNow(
                root: store.root, path: path, text: text, configuration: engine.configuration, folder: draftFolder)
            guard let draftEngine = loaded.engine else { return (loaded, nil) }
            let served = try Self.model(modelName, scenario: scenario, in: engine, side: "the served rules have")
            let drafted = try Self.model(modelName, scenario: scenario, in: draftEngine, side: "the draft has")
            // One time for both sides, so that a date rule answers alike unless its rule changed;
            // one deadline, which stops the Lua call running when it passes.
            let now = Date()
            let deadline = ContinuousClock.now + settings.impactTimeBudget
            let old = RecordEvaluator(
                engine: engine, model: modelName, scenario: scenario,
                options: EvaluationOptions(
                    now: now, locale: try Self.locale(wanted, header: nil, in: engine), deadline: deadline))
            let new = RecordEvaluator(
                engine: draftEngine, model: modelName, scenario: scenario,
                options: EvaluationOptions(
                    now: now, locale: try Self.locale(wanted, header: nil, in: draftEngine), deadline: deadline))
            let run = ImpactRun(
                old: old, new: new, sample: sample, limit: settings.impactListLimit, deadline: deadline,
                remoteRulesNotSent: served.hasRemoteRules || drafted.hasRemoteRules)
            return (loaded, run)
        }
        var fields = Self.problemFields(outcome.0)
        fields.append(("impact", outcome.1.map { .object(Dictionary(uniqueKeysWithValues: $0.fields)) } ?? .null))
        return JSONResponse.make(body: JSONResponse.object(fields))
    }

    /// The body of an Impact request, within ``WorkbenchSettings/maxImpactBodyBytes``; past it,
    /// 413 naming the largest sample taken.
    private func impactBody(of request: Request) async throws -> [String: Value] {
        do {
            return try await body(
                of: request, describedAs: "a draft and a sample", limit: settings.maxImpactBodyBytes)
        } catch let problem as ValidationProblem where problem.statusCode == 413 {
            throw ValidationProblem.http(
                .contentTooLarge,
                detail: """
                    the request is larger than \(settings.maxImpactBodyBytes) bytes: the workbench takes \
                    samples up to \(settings.maxSampleBytes) bytes (--workbench-max-sample-bytes)
                    """)
        }
    }

    /// The sample a body names (`"sample"`) or carries (`"upload"`): exactly one of them.
    private func sample(of body: [String: Value]) throws -> ImpactSample {
        switch (body["sample"], body["upload"]) {
        case (.string(let name)?, nil):
            guard SampleFolder.isPlainName(name) else {
                throw ValidationProblem.badRequest("'\(name)' is not a sample's name: a name has no '/' and no '..'")
            }
            guard let samples else {
                throw ValidationProblem.http(
                    .notFound, detail: "the workbench offers no samples (verdict serve --samples DIR); upload one")
            }
            guard let sample = samples.sample(named: name) else {
                throw ValidationProblem.http(.notFound, detail: "no sample named '\(name)' in the samples folder")
            }
            return sample
        case (nil, .object(let upload)?):
            return try uploadedSample(upload)
        default:
            throw ValidationProblem.badRequest(
                "give `sample` (the name of a file of --samples) or `upload` ({\"name\", \"base64\", \"format\"?})")
        }
    }

    /// An uploaded sample, its size checked.
    private func uploadedSample(_ upload: [String: Value]) throws -> ImpactSample {
        let name = try optionalString(upload, "name").flatMap { $0.isEmpty ? nil : $0 } ?? "upload"
        let format = try optionalString(upload, "format").flatMap { $0.isEmpty ? nil : $0 }
        let chosen = try format.map { given in
            guard let known = InputFormat(rawValue: given) else {
                let names = InputFormat.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationProblem.badRequest("'\(given)' is not a sample format (formats: \(names))")
            }
            return known
        }
        guard let bytes = Data(base64Encoded: try string(upload, "base64")) else {
            throw ValidationProblem.badRequest("`upload.base64` is not base64")
        }
        guard bytes.count <= settings.maxSampleBytes else {
            throw ValidationProblem.http(
                .contentTooLarge,
                detail: """
                    the sample is \(bytes.count) bytes; the workbench takes samples up to \
                    \(settings.maxSampleBytes) (--workbench-max-sample-bytes)
                    """)
        }
        // Only its last component names it: records are located under the file's name.
        let shown = name.split(separator: "/").last.map(String.init) ?? name
        return .upload(name: shown, bytes: Array(bytes), format: chosen)
    }

    /// A model of `engine` by name, with the scenario when one is given; `side` names the rules,
    /// with their verb, in the problem of a model they do not have (`the draft has`).
    private static func model(
        _ name: String, scenario: String?, in engine: RuleEngine, side: String
    ) throws -> ModelDefinition {
        guard let model = engine.model(named: name) else {
            let known = engine.models.map(\.name).sorted().joined(separator: ", ")
            throw ValidationProblem.http(
                .unprocessableContent, detail: "\(side) no model '\(name)' (models: \(known))")
        }
        if let scenario, model.scenarios[scenario] == nil {
            throw ValidationProblem.unknownScenario(scenario, model: name, known: Array(model.scenarios.keys))
        }
        return model
    }
}
