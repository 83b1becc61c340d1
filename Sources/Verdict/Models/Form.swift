import Foundation
import Observation

/// A model without a Swift type: attributes by name, values as ``Value``, and the whole model
/// API — scenarios, safe attributes, massive assignment, errors by attribute, validate-on-update.
///
/// Use it for a decoded request body, a model defined only in a rule file, or any record whose
/// shape is known at run time only:
/// ```swift
/// let form = Form(rules: accountRules, scenarios: ["login": ["username", "password"]])
/// try form.setScenario("login")
/// form.assign(requestBody)            // only username and password are set
/// if !form.validate() { print(form.errors["password"]) }
/// ```
/// A form is safe to share between tasks: each call is atomic. Validation runs the rules on a
/// snapshot of the values outside the lock (so hooks and custom rules may read the form), then
/// stores the errors and writes each filter result back only if the value did not change in the
/// meantime. Hooks are called outside the lock.
///
/// **Observation.** A form is `Observable`: a SwiftUI view, or `withObservationTracking`, that
/// reads one of its properties is told when that property changes, whichever task changed it — a
/// value set, a validation's errors, a remote answer arriving:
///
/// | a change of | reaches readers of |
/// |---|---|
/// | a value (set, assigned, removed, or rewritten by a filter) | ``values``, the subscript, ``value(of:)`` |
/// | the errors (a validation, a remote answer, `addError`, `clearErrors`) | ``errors``, ``errors(for:)``, ``hasErrors``, ``hasErrors(for:)`` |
/// | the remote checks awaited | ``attributesWaitingForRemote``, ``isWaitingForRemote`` |
/// | the scenario | ``scenario`` and what derives from it: ``activeAttributes``, ``safeAttributes``, ``activeValidators``, ``watchedAttributes`` |
/// | the locale | ``locale`` |
/// | validate-on-update | ``watchedAttributes`` |
///
/// Observers hear of a property only when its value changed: a validation that ends with the
/// errors it started with tells nobody. Tracking is per property, not per attribute: a reader of
/// `errors(for: "email")` hears of a change to any attribute's errors. The hooks are not tracked.
/// Observers are told just after a change is made, with the form's lock released, so one that
/// reads the form at once sees the new value (the `@Observable` macro tells them just before).
/// See <doc:FormsInSwiftUI>.
public final class Form: Sendable {
    /// The rules, in run order.
    public let rules: RuleSet
    /// The scenarios and their attributes.
    public let scenarios: ScenarioList
    /// The attribute names; values can be set for these only.
    public let attributeList: [String]

    let knownAttributes: Set<String>
    /// The form's state, behind a lock ThreadSanitizer sees.
    let storage: Locked<FormStorage>
    /// The observers of the form's tracked properties; called only with `storage` unlocked.
    let observation = ObservationRegistrar()

    /// Creates an empty form.
    /// - Parameters:
    ///   - rules: the rules.
    ///   - scenarios: the scenarios; `nil` derives them from the rules' `on` and `except`.
    ///   - attributes: the attribute names; `nil` takes those of the rules and scenarios, plus the
    ///     attributes `compare` rules read (`password_repeat` for `Validate("password").compare()`).
    public init(rules: RuleSet, scenarios: ScenarioList? = nil, attributes: [String]? = nil) {
        let list = scenarios ?? ScenarioList(derivedFrom: rules)
        let names = attributes ?? ModelValidation.attributes(of: rules, scenarios: list)
        self.rules = rules
        self.scenarios = list
        self.attributeList = names
        self.knownAttributes = Set(names)
        self.storage = Locked(FormStorage())
    }

    /// An attribute's value; `nil` when it has none or is not an attribute. Setting it stores the
    /// value (`nil` removes it) and re-validates the attribute if validate-on-update watches it;
    /// a name that is not an attribute is ignored (``setValue(_:for:)`` reports it).
    public subscript(attribute: String) -> Value? {
        get {
            access(\.values)
            return storage.withLock { $0.values[attribute] }
        }
        set { _ = store(newValue, for: attribute) }
    }

    /// Sets an attribute, re-validating it if validate-on-update watches it.
    /// - Returns: `false` when the name is not an attribute of the form.
    @discardableResult
    public func setValue(_ value: Value, for attribute: String) -> Bool {
        store(value, for: attribute)
    }

    /// Removes an attribute's value, re-validating it if validate-on-update watches it.
    /// - Returns: `false` when the name is not an attribute of the form.
    @discardableResult
    public func removeValue(for attribute: String) -> Bool {
        store(nil, for: attribute)
    }

    /// The values that are set, by attribute.
    public var values: [String: Value] {
        access(\.values)
        return storage.withLock { $0.values }
    }

    /// The current scenario; `default` until ``setScenario(_:)`` changes it.
    public var scenario: String {
        access(\.scenario)
        return storage.withLock { $0.scenario }
    }

    /// Switches to another scenario.
    /// - Throws: ``ModelError/unknownScenario(_:known:)`` when the form has no such scenario; the
    ///   scenario is then unchanged.
    public func setScenario(_ name: String) throws(ModelError) {
        try ModelValidation.check(name, in: scenarios)
        change { $0.scenario = name }
    }

    /// The language of the messages of the next validations; `nil` (the default) for English.
    public var locale: LocaleTag? {
        access(\.locale)
        return storage.withLock { $0.localization?.locale }
    }

    /// Words the messages of the next validations in a language (`"de"`), looked up in `catalogs`;
    /// `nil` returns to the default English texts. Errors already found keep their words.
    public func setLocale(_ locale: LocaleTag?, catalogs: MessageCatalogs = .shipped) {
        let localization = catalogs.localization(for: locale)
        change { $0.localization = localization }
    }

    /// The attributes the current scenario validates.
    public var activeAttributes: [String] { scenarios.activeAttributes(in: scenario) }

    /// The attributes massive assignment may set in the current scenario.
    public var safeAttributes: [String] { scenarios.safeAttributes(in: scenario) }

    /// Whether an active chain of the attribute has a `required` rule without a `when` condition.
    public func isAttributeRequired(_ attribute: String) -> Bool {
        ModelValidation.isRequired(attribute, by: rules, in: scenario)
    }

    /// Whether massive assignment may set the attribute in the current scenario.
    public func isAttributeSafe(_ attribute: String) -> Bool { safeAttributes.contains(attribute) }

    /// Whether the current scenario validates the attribute.
    public func isAttributeActive(_ attribute: String) -> Bool {
        activeAttributes.contains(attribute)
    }

    /// The chains that run in the current scenario, in run order.
    public var activeValidators: [Validate] {
        ModelValidation.activeValidators(rules, scenario: scenario)
    }

    /// The chains of one attribute that run in the current scenario, in run order.
    public func activeValidators(for attribute: String) -> [Validate] {
        ModelValidation.activeValidators(rules, scenario: scenario, attribute: attribute)
    }

    /// Receives each key massive assignment refused (see ``assign(_:safeOnly:)``).
    public var onUnsafeAttribute: (@Sendable (_ attribute: String, _ value: Value) -> Void)? {
        get { storage.withLock { $0.onUnsafeAttribute } }
        set { storage.withLock { $0.onUnsafeAttribute = newValue } }
    }

    /// Runs before each validation; returning `false` makes it return `false` at once.
    public var beforeValidate: (@Sendable (Form) -> Bool)? {
        get { storage.withLock { $0.beforeValidate } }
        set { storage.withLock { $0.beforeValidate = newValue } }
    }

    /// Runs after each validation that ``beforeValidate`` allowed; after an asynchronous one, once
    /// its remote answers are in.
    public var afterValidate: (@Sendable (Form) -> Void)? {
        get { storage.withLock { $0.afterValidate } }
        set { storage.withLock { $0.afterValidate = newValue } }
    }

    private func store(_ value: Value?, for attribute: String) -> Bool {
        guard knownAttributes.contains(attribute) else { return false }
        let revalidate = change { state in
            state.values[attribute] = value
            return state.watches(attribute, in: scenarios)
        }
        if revalidate { validate(attributes: [attribute]) }
        return true
    }
}

extension Form: AttributeSource {
    /// The attribute's value, so a form can be validated by any ``RuleSet``.
    public func value(of attribute: String) -> Value? { self[attribute] }
}
