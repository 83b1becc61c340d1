/// The mutable part of a ``Form``, guarded by its mutex.
struct FormStorage: Sendable {
    var values: [String: Value] = [:]
    var scenario = ScenarioList.defaultScenario
    /// How its messages read; `nil` for the default English texts.
    var localization: Localization?
    var errors = ModelErrors()
    var watch: UpdateWatch?
    var onUnsafeAttribute: (@Sendable (String, Value) -> Void)?
    var beforeValidate: (@Sendable (Form) -> Bool)?
    var afterValidate: (@Sendable (Form) -> Void)?
    /// The validations' numbers and the remote checks still awaited.
    var ledger = ValidationLedger()

    /// Clears the errors of `attributes` (of every attribute when `nil`); remote results still in
    /// flight for them will not be stored.
    mutating func clearErrors(for attributes: [String]?) {
        if let attributes {
            errors.removeAll(for: attributes)
        } else {
            errors.removeAll()
        }
        ledger.clear(attributes)
    }

    /// Whether validate-on-update watches an attribute in the current scenario.
    func watches(_ attribute: String, in scenarios: ScenarioList) -> Bool {
        watch?.attributes(active: scenarios.activeAttributes(in: scenario)).contains(attribute)
            ?? false
    }
}
