import VerdictLua

/// Writes what `verdict test` found: each example as it is run, each model that has no examples,
/// and the totals at the end. Models come in file order, each model's examples in order.
protocol TestReporter: AnyObject {
    /// Reports one example's outcome.
    func report(_ outcome: ExampleOutcome)
    /// Reports a model without examples: `issue` is a warning, or a problem with
    /// `--require-examples` (``VerdictLua/RuleFileIssue/Kind/noExamples``).
    func reportNoExamples(model: String, issue: RuleFileIssue)
    /// Writes the totals (a model without examples counts as failed when it is a problem).
    func finish(passed: Int, failed: Int)
}
