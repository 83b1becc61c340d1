/// The validation state of one model instance: its scenario, its errors and what it watches.
///
/// A ``ValidatableModel`` stores one and never touches its members; Verdict does:
/// ```swift
/// let modelState = ModelState()
/// ```
/// Like the model that owns it, a state is confined to one task or actor (a view model on the
/// main actor, a request's model in its handler); it is not `Sendable`. Use ``Form`` for data
/// shared between tasks.
public final class ModelState {
    /// The current scenario.
    var scenario = ScenarioList.defaultScenario
    /// How the model's messages read; `nil` for the default English texts.
    var localization: Localization?
    /// The errors found or added so far.
    var errors = ModelErrors()
    /// What validate-on-update watches, if it is on.
    var watch: UpdateWatch?
    /// True while a validation runs or writes filter results back: changes then re-validate nothing.
    var isBusy = false
    /// The attribute names, read once through `Mirror`.
    var cachedAttributes: [String]?
    /// The scenarios, resolved once from the model's declaration or rules.
    var cachedScenarios: ScenarioList?
    /// The validations' numbers and the remote checks still awaited.
    var ledger = ValidationLedger()

    /// Creates the state of a new model: scenario `default`, no errors, no watch.
    public init() {}

    /// Clears the errors of `attributes` (of every attribute when `nil`); remote results still in
    /// flight for them will not be stored.
    func clearErrors(for attributes: [String]?) {
        if let attributes {
            errors.removeAll(for: attributes)
        } else {
            errors.removeAll()
        }
        ledger.clear(attributes)
    }
}

@available(
    *, unavailable, message: "a model's state is confined to one task; use Form to share data"
)
extension ModelState: Sendable {}
