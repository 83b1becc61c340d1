/// A `verdict.check.NAME` failure message kept for the calls after (see
/// ``RuleRuntime/hostCheck(_:rule:_:valueAt:keptMessages:)``).
struct KeptMessage {
    let message: String
    /// Whether its text had no placeholder: then a failure's own parameters cannot change it.
    let fitsAnyParameters: Bool
}
