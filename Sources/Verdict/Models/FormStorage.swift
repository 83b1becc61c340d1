/// The mutable part of a ``Form``, guarded by its mutex.
struct FormStorage: Sendable {
    var values: [String: Value] = [:]
    var scenario = ScenarioList.defaultScenario
    var errors = ModelErrors()
    var watch: UpdateWatch?
    var onUnsafeAttribute: (@Sendable (String, Value) -> Void)?
    var beforeValidate: (@Sendable (Form) -> Bool)?
    var afterValidate: (@Sendable (Form) -> Void)?

    /// Whether validate-on-update watches an attribute in the current scenario.
    func watches(_ attribute: String, in scenarios: ScenarioList) -> Bool {
        watch?.attributes(active: scenarios.activeAttributes(in: scenario)).contains(attribute)
            ?? false
    }
}
