import Verdict

extension RuleEngine {
    /// Every model's examples that do not give the verdict they expect, as problems at the
    /// example's file and line (the model's when the example's is not known): what `verdict test` reports, for hosts that accept a rule set only when its
    /// examples pass (a bundle's build and activation).
    ///
    /// Remote rules are not sent: an example is validated as the synchronous
    /// ``validate(_:model:scenario:options:)->RecordVerdict`` validates it.
    /// - Parameter options: the time, the network state and the locale to validate in.
    /// - Returns: one problem per failing example (`model 'User': invalid example 2 passes`), in
    ///   file order; empty when every example gives its verdict.
    public func failingExamples(options: EvaluationOptions = .init()) -> [RuleFileIssue] {
        Self.failingExamples(of: snapshot, pool: pool, options: options)
    }

    /// The failing examples of a rule set that may not be served yet.
    static func failingExamples(of snapshot: RuleSetSnapshot, pool: RuntimePool, options: EvaluationOptions)
        -> [RuleFileIssue]
    {
        var failures: [RuleFileIssue] = []
        for model in snapshot.orderedModels {
            guard let plan = snapshot.plans[model.name] else { continue }
            for example in model.examples {
                let scenario = example.scenario ?? ScenarioList.defaultScenario
                guard model.scenarios[scenario] != nil else {
                    failures.append(
                        RuleFileIssue(
                            file: model.file, line: example.line ?? model.line,
                            message: "model '\(model.name)': \(example.label) names an unknown scenario '\(scenario)'",
                            kind: .failingExample))
                    continue
                }
                // Judged by the rules as written, whatever the model's `mode`.
                var options = options
                options.enforcement = .enforce
                let run = ModelRun(
                    plan: plan, sources: snapshot.sources, pool: pool, scenario: scenario, options: options,
                    catalogs: snapshot.catalogs)
                let verdict = run.withSession { $0.validate(example.record) }
                guard verdict.isValid != example.expectsValid else { continue }
                let outcome =
                    verdict.isValid
                    ? "passes"
                    : "fails: "
                        + verdict.errors.map { "\($0.attribute): \($0.message)" }.joined(separator: "; ")
                failures.append(
                    RuleFileIssue(
                        file: model.file, line: example.line ?? model.line,
                        message: "model '\(model.name)': \(example.label) \(outcome)", kind: .failingExample))
            }
        }
        return failures
    }
}
