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

/// Which values a rule is applied to, before any `skipOnEmpty` option.
public enum EmptyPolicy: Sendable {
    /// Skip null/absent and empty (`""`, `[]`, `{}`) values: "only validate what is there".
    case skipEmpty
    /// Skip null/absent values but check empty ones (e.g. `includes`: an empty array fails).
    case skipNull
    /// Check every value, including absent ones (`required`, `default`, filters).
    case checkAll
}

/// The outcome of one rule on one value.
public enum RuleOutcome: Sendable {
    /// The value passed.
    case passed
    /// The value failed; the failure names the message key and parameters.
    case failed(RuleFailure)
    /// A filter replaced the value; later rules and the caller see the new value.
    case rewritten(Value)

    /// A failure with a message key and parameters.
    public static func fail(_ key: MessageKey, _ params: [String: Value] = [:]) -> RuleOutcome {
        .failed(RuleFailure(key: key, params: params))
    }

    /// Passes when `condition` holds, else fails with `key`.
    @inlinable
    public static func check(_ condition: Bool, _ key: MessageKey, _ params: @autoclosure () -> [String: Value] = [:])
        -> RuleOutcome
    {
        condition ? .passed : .failed(RuleFailure(key: key, params: params()))
    }
}

/// Why a rule failed: the message key, the parameters for the message, and optionally the rule's
/// own text (a Lua rule returning `false, "must be an adult."`).
public struct RuleFailure: Sendable, Hashable {
    /// The key that selects the default or overriding message.
    public var key: MessageKey
    /// The parameters the message may use as `{placeholders}`.
    public var params: [String: Value]
    /// A text supplied by the rule itself; an override on the chain still wins.
    public var text: String?

    /// Creates a failure.
    public init(key: MessageKey, params: [String: Value] = [:], text: String? = nil) {
        self.key = key
        self.params = params
        self.text = text
    }
}
