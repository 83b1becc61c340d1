public import Observation

/// The validation state of one model instance: its scenario, its errors and what it watches.
///
/// A ``ValidatableModel`` stores one and never touches its members; Verdict does:
/// ```swift
/// let modelState = ModelState()
/// ```
/// Like the model that owns it, a state is confined to one task or actor (a view model on the
/// main actor, a request's model in its handler); it is not `Sendable`. Use ``Form`` for data
/// shared between tasks.
///
/// **Observation.** A state is `Observable`, so what a model reports through it is tracked
/// wherever the model is read — in a SwiftUI view or `withObservationTracking` — whether or not the
/// model's class is `@Observable` itself: its ``ValidatableModel/errors`` (and `errors(for:)`,
/// `hasErrors`), ``ValidatableModel/scenario``, ``ValidatableModel/locale``,
/// ``ValidatableModel/attributesWaitingForRemote`` and ``ValidatableModel/watchedAttributes``.
/// Observers hear of a property only when its value changed, just before the change, as with the
/// `@Observable` macro. See <doc:FormsInSwiftUI>.
public final class ModelState {
    /// The observers of the tracked properties below.
    private let observation = ObservationRegistrar()
    private var storedScenario = ScenarioList.defaultScenario
    private var storedLocalization: Localization?
    private var storedErrors = ModelErrors()
    private var storedWatch: UpdateWatch?
    private var storedLedger = ValidationLedger()

    /// The current scenario. Tracked.
    var scenario: String {
        get {
            observation.access(self, keyPath: \.scenario)
            return storedScenario
        }
        set { observation.update(self, \.scenario, from: storedScenario, to: newValue) { storedScenario = $0 } }
    }

    /// How the model's messages read; `nil` for the default English texts. Tracked.
    var localization: Localization? {
        get {
            observation.access(self, keyPath: \.localization)
            return storedLocalization
        }
        set {
            observation.update(self, \.localization, from: storedLocalization, to: newValue) { storedLocalization = $0 }
        }
    }

    /// The errors found or added so far. Tracked.
    var errors: ModelErrors {
        get {
            observation.access(self, keyPath: \.errors)
            return storedErrors
        }
        set { observation.update(self, \.errors, from: storedErrors, to: newValue) { storedErrors = $0 } }
    }

    /// What validate-on-update watches, if it is on. Tracked.
    var watch: UpdateWatch? {
        get {
            observation.access(self, keyPath: \.watch)
            return storedWatch
        }
        set { observation.update(self, \.watch, from: storedWatch, to: newValue) { storedWatch = $0 } }
    }

    /// The validations' numbers and the remote checks still awaited. Tracked as the attributes
    /// awaited: only a change of those tells the observers (a validation's new number does not).
    var ledger: ValidationLedger {
        get {
            observation.access(self, keyPath: \.ledger)
            return storedLedger
        }
        set {
            guard newValue.awaitedAttributes != storedLedger.awaitedAttributes else {
                storedLedger = newValue
                return
            }
            observation.withMutation(of: self, keyPath: \.ledger) { storedLedger = newValue }
        }
    }

    /// True while a validation runs or writes filter results back: changes then re-validate nothing.
    var isBusy = false
    /// The attribute names, read once through `Mirror`.
    var cachedAttributes: [String]?
    /// The scenarios, resolved once from the model's declaration or rules.
    var cachedScenarios: ScenarioList?

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

extension ModelState: Observable {}

@available(
    *, unavailable, message: "a model's state is confined to one task; use Form to share data"
)
extension ModelState: Sendable {}
