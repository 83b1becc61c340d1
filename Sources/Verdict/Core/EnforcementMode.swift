/// How a model's verdicts are enforced (a rule file's `mode`, `verdict validate --mode`): the
/// step between writing a rule and letting it refuse records (Gatekeeper's `deny`, `warn`,
/// `dryrun`).
///
/// ``RecordVerdict/enforced(_:)`` applies a mode to a verdict the rules gave.
public enum EnforcementMode: String, Sendable, Hashable, CaseIterable {
    /// Answers as the rules decide (the default).
    case enforce
    /// Refuses nothing: every error becomes a warning (``Severity/warning``), reported in the answer.
    case warn
    /// Answers valid and says nothing of what the rules found: what they would have refused is
    /// kept aside (``RecordVerdict/dryRunRefusal``) for the decision log and the metrics only.
    case dryRun = "dry-run"
}
