/// One check applied to one attribute's value.
///
/// Built-in rules, custom Swift rules and Lua function rules all adopt this protocol, so they mix
/// freely in a ``Validate`` chain. A rule reports failure as a value, never by throwing: failing is
/// the common case of validation and must be cheap.
public protocol ValidationRule: Sendable {
    /// The rule's stable code, e.g. `"minLength"`: the name used in rule files, errors and listings.
    var name: String { get }

    /// Which values the rule sees by default; see ``EmptyPolicy``. Most rules skip empty values.
    var emptyPolicy: EmptyPolicy { get }

    /// The rule's arguments, for listings and error parameters (e.g. `["min": 6]`).
    var parameters: [String: Value] { get }

    /// Checks one value.
    /// - Parameters:
    ///   - value: the attribute's value (`.null` when the object has no such attribute).
    ///   - context: the running validation: the whole object, the time, the scenario, the errors.
    /// - Returns: whether the value passed, failed (with a message key and parameters), or was
    ///   rewritten by a filter.
    func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome
}

extension ValidationRule {
    /// Rules skip null and empty values unless they say otherwise.
    public var emptyPolicy: EmptyPolicy { .skipEmpty }
    /// No parameters unless the rule has some.
    public var parameters: [String: Value] { [:] }
}
