/// A Swift class validated by its rules, with scenarios, safe attributes, massive assignment,
/// per-attribute errors and validate-on-update (FXModelValidation, after Yii).
///
/// Adopting it takes the rules and a place for the state; everything else has a default:
/// ```swift
/// final class Account: ValidatableModel {
///     @Validated var username = ""
///     @Validated var password = ""
///     @Validated var password_repeat = ""
///     @Validated var role = "member"
///     let modelState = ModelState()
///
///     static let rules = RuleSet {
///         Validate("username").trim().required()
///         Validate("password").required().minLength(8)
///         Validate("password").compare().on("register")
///     }
///     static let scenarioList: ScenarioList = [
///         "login": ["username", "password"],
///         "register": ["username", "password", "password_repeat", "!role"],
///     ]
/// }
/// ```
/// Attributes are the stored properties (read through `Mirror`); `@Validated` ones can also be
/// written by name and watched (see ``Validated``). Override ``attributeList``, ``AttributeSource/value(of:)`` and
/// ``setValue(_:for:)`` to serve other properties.
///
/// A model is confined to one task or actor and is not `Sendable`; a main-actor view model adopts
/// the protocol with an isolated conformance: `@MainActor final class Signup: @MainActor
/// ValidatableModel`. Use ``Form`` for data shared between tasks.
public protocol ValidatableModel: AnyObject, AttributeSource {
    /// The rules of the model, in run order.
    static var rules: RuleSet { get }

    /// The scenarios and their attributes; by default derived from the rules' `on` and `except`
    /// (``ScenarioList/init(derivedFrom:)``). Declare it with the type `ScenarioList`, or the
    /// default is used.
    static var scenarioList: ScenarioList { get }

    /// Where Verdict keeps the scenario and the errors: `let modelState = ModelState()`.
    var modelState: ModelState { get }

    /// The names of the attributes; by default every stored property but ``modelState``, with
    /// `@Validated` properties under their own names.
    var attributeList: [String] { get }

    /// Writes an attribute by name.
    /// - Parameters:
    ///   - value: the new value, converted to the property's type.
    ///   - attribute: the attribute's name.
    /// - Returns: `false` when the attribute cannot be written (not `@Validated` and not served by
    ///   an override) or the value does not convert to its type.
    func setValue(_ value: Value, for attribute: String) -> Bool

    /// Runs before each validation; returning `false` makes ``validate(attributes:clearErrors:)``
    /// (or the asynchronous one) return `false` at once, without running the rules, sending remote
    /// checks or calling ``afterValidate()``. Default: `true`.
    func beforeValidate() -> Bool

    /// Runs after each validation that ``beforeValidate()`` allowed; after an asynchronous one, once
    /// its remote answers are in. Default: nothing.
    func afterValidate()

    /// Receives each key that massive assignment refused: an attribute not safe in the scenario, or
    /// no attribute at all (a request body's extra field). Default: nothing; the keys are also in
    /// the ``AssignmentResult``.
    /// - Parameters:
    ///   - attribute: the refused key.
    ///   - value: the value that was not assigned.
    func onUnsafeAttribute(_ attribute: String, value: Value)
}

extension ValidatableModel {
    /// Derived from the rules.
    public static var scenarioList: ScenarioList { ScenarioList(derivedFrom: rules) }

    /// Always `true`.
    public func beforeValidate() -> Bool { true }

    /// Does nothing.
    public func afterValidate() {}

    /// Does nothing.
    public func onUnsafeAttribute(_ attribute: String, value: Value) {}
}
