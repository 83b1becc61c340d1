import Foundation

/// The rules of one attribute, built as a fluent chain: `Validate("title").required().minLength(6)`.
///
/// Rules run in the order they were added. In all-errors mode every rule of the chain runs and each
/// failure is reported (NGRValidator's semantics: `maxLength(5).decimal()` on `"foo_bar_baz"` gives
/// two errors); ``skipOnError(_:)`` stops a chain at its first failure.
///
/// **Absent, null, empty and blank.** An attribute the object lacks and an explicit null are both
/// *absent*; `""`, `[]`, `{}` and empty data are *empty*; a whitespace-only string is *blank* and
/// counts as a value. `required` fails on absent and empty values (and on blank ones with
/// `blankIsEmpty`); every other rule skips absent and empty values unless ``skipOnEmpty(_:)`` says
/// otherwise (`includes`/`excludes` check empty arrays). ``allowEmpty()`` lets an empty, non-null
/// value pass every rule, `required` included.
public struct Validate: Sendable {
    /// The attribute this chain validates.
    public let attribute: String
    var entries: [Entry] = []
    var displayNameOverride: String?
    var keyMessages: [MessageKey: String] = [:]
    var priorityValue = 100
    var condition: (@Sendable (ValidationContext) -> Bool)?
    var onScenarios: Set<String> = []
    var exceptScenarios: Set<String> = []
    var skipOnEmptyOverride: Bool?
    var stopsAtFirstError = false
    var allowsEmpty = false
    var elementChain: [Validate] = []
    var nestedRules: RuleSet?

    struct Entry: Sendable {
        var rule: any ValidationRule
        var message: String?
    }

    /// Starts a chain for an attribute (a property name, or a key of a dictionary or JSON object).
    public init(_ attribute: String) {
        self.attribute = attribute
    }

    /// The rules of the chain, in order.
    public var rules: [any ValidationRule] { entries.map(\.rule) }

    /// Adds any rule; the building block of every fluent method.
    public func rule(_ rule: any ValidationRule) -> Validate {
        var copy = self
        copy.entries.append(Entry(rule: rule))
        return copy
    }

    /// Replaces the message of the rule added last (a rule file's `message` option).
    public func message(_ text: String) -> Validate {
        var copy = self
        if !copy.entries.isEmpty { copy.entries[copy.entries.count - 1].message = text }
        return copy
    }

    /// Replaces the message of every failure with this key (NGRValidator's `msgTooShort(…)`).
    public func message(_ key: MessageKey, _ text: String) -> Validate {
        var copy = self
        copy.keyMessages[key] = text
        return copy
    }

    /// The name that prefixes messages; `""` gives bare texts. Defaults to the attribute with its
    /// first letter upper-cased (NGRValidator's `localizedName`).
    public func displayName(_ name: String) -> Validate {
        var copy = self
        copy.displayNameOverride = name
        return copy
    }

    /// The chain's priority: chains run in ascending order, ties in declaration order (default 100).
    public func order(_ priority: Int) -> Validate {
        var copy = self
        copy.priorityValue = priority
        return copy
    }

    /// Runs the chain only when `condition` returns true; a second `when` replaces the first.
    public func when(_ condition: @escaping @Sendable (ValidationContext) -> Bool) -> Validate {
        var copy = self
        copy.condition = condition
        return copy
    }

    /// Runs the chain only in these scenarios (and when the validation names no scenario).
    public func on(_ scenarios: String...) -> Validate { on(scenarios) }

    /// Runs the chain only in these scenarios (and when the validation names no scenario).
    public func on(_ scenarios: [String]) -> Validate {
        var copy = self
        copy.onScenarios.formUnion(scenarios)
        return copy
    }

    /// Skips the chain in these scenarios.
    public func except(_ scenarios: String...) -> Validate { except(scenarios) }

    /// Skips the chain in these scenarios.
    public func except(_ scenarios: [String]) -> Validate {
        var copy = self
        copy.exceptScenarios.formUnion(scenarios)
        return copy
    }

    /// `true`: skip every rule on absent and empty values; `false`: run every rule on them.
    /// Unset, each rule's own ``EmptyPolicy`` decides.
    public func skipOnEmpty(_ skip: Bool = true) -> Validate {
        var copy = self
        copy.skipOnEmptyOverride = skip
        return copy
    }

    /// Skips the chain when the attribute already has an error, and stops it at its first failure.
    public func skipOnError(_ skip: Bool = true) -> Validate {
        var copy = self
        copy.stopsAtFirstError = skip
        return copy
    }

    /// Lets an empty, non-null value (`""`, `[]`, `{}`) pass every rule of the chain.
    public func allowEmpty() -> Validate {
        var copy = self
        copy.allowsEmpty = true
        return copy
    }

    /// Validates each element of an array value with the rules `element` adds; errors have paths
    /// such as `tags[2]`.
    public func each(_ element: (Validate) -> Validate) -> Validate {
        var copy = self
        copy.elementChain.append(element(Validate(attribute)))
        return copy
    }

    /// Validates an object value with a nested rule set; errors have paths such as `address.city`.
    /// Combine with ``each(_:)`` for arrays of objects: `each { $0.nested(itemRules) }`.
    public func nested(_ rules: RuleSet) -> Validate {
        var copy = self
        copy.nestedRules = rules
        return copy
    }

    /// Whether the chain applies in a scenario: not excepted, and `on` empty, the scenario listed, or
    /// no scenario given.
    public func isActive(in scenario: String?) -> Bool {
        guard let scenario else { return true }
        if exceptScenarios.contains(scenario) { return false }
        return onScenarios.isEmpty || onScenarios.contains(scenario)
    }

    /// The scenarios named by `on`.
    public var scenarios: Set<String> { onScenarios }
    /// The scenarios named by `except`.
    public var exceptedScenarios: Set<String> { exceptScenarios }
    /// The chain's priority.
    public var priority: Int { priorityValue }
    /// Whether the chain has a `when` condition.
    public var isConditional: Bool { condition != nil }
    /// The display name set on the chain, if any.
    public var customDisplayName: String? { displayNameOverride }
}
