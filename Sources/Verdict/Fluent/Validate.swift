import Foundation

/// The rules of one attribute, built as a fluent chain: `Validate("title").required().minLength(6)`.
///
/// Rules run in the order they were added. In all-errors mode every rule of the chain runs and each
/// failure is reported (NGRValidator's semantics: `maxLength(5).decimal()` on `"foo_bar_baz"` gives
/// two errors); ``skipOnError(_:)`` stops a chain at its first failure.
///
/// **Absent, null, empty and blank.** An attribute the object lacks and an explicit null are both
/// *absent*; `""`, `[]`, `{}` and empty data are *empty*; a whitespace-only string is *blank* and
/// counts as a value. Each rule's ``EmptyPolicy`` says which it sees:
/// - `required` fails on absent and empty values (and on blank ones with `blankIsEmpty`);
///   `defaultValue` and `filter` see every value too.
/// - `includes`, `excludes`, `includedIn`, `excludedFrom` and `trim` skip absent values only: an
///   empty array fails `includes` and `excludes` (NGRValidator's semantics), and `""` fails
///   `includedIn` unless the list holds it.
/// - Every other rule skips absent and empty values.
///
/// ``skipOnEmpty(_:)`` overrides them all for the chain: `true` skips absent and empty values (an
/// empty array passes `includes`), `false` checks them. ``allowEmpty()`` lets an empty, non-null
/// value pass every rule, `required` included. ``treatsAsEmpty(_:)`` decides what is empty.
public struct Validate: Sendable {
    /// The attribute this chain validates.
    public var attribute: String { storage.attribute }
    /// The chain's settings (``Validate+Storage.swift``: copy on write, tuned).
    var storage: Storage

    struct Entry: Sendable {
        /// The rule (kept in `cell`).
        var rule: any ValidationRule { cell.value }
        var message: String?
        /// The rule's own message in other locales, by locale identifier (a rule file's
        /// `message = { en = "…", de = "…" }`).
        var messagesByLocale: [String: String] = [:]
        /// The rule's parameters, read once: every error of the rule starts from them.
        let parameters: [String: Value]
        /// The rule's name, read once: asking the rule copies it out of its existential, retaining
        /// its parts (which every worker shares), for each error.
        let name: String
        /// The rule in a class, and a reference to it taken without a retain (`cell` keeps it
        /// alive): the chain calls the rule through it, where reading `rule` out of the entry
        /// copied the rule for each call.
        let cell: SharedCell<any ValidationRule>
        let cellReference: UnretainedReference<SharedCell<any ValidationRule>>
        /// Where the rule was written (a rule file's entry), for explanations, listings and schemas.
        var origin: RuleOrigin?
        /// A schema every value the rule accepts satisfies, given by the rule's author
        /// (``Validate/schemaHint(_:)``).
        var schemaHint: SchemaObject?
        /// Whether a failure of the rule refuses the record or is only reported.
        var severity = Severity.error

        init(rule: any ValidationRule) {
            parameters = rule.parameters
            name = rule.name
            cell = SharedCell(rule)
            cellReference = UnretainedReference(cell)
        }
    }

    var entries: [Entry] {
        get { storage.entries }
        set {
            let changed = unique()
            changed.entries = newValue
            changed.decideRules()
        }
    }
    /// Each rule's ``EmptySkip``, in rule order, decided when the chain was built: the runner reads
    /// `emptySkips[i]` as it reads `entries[i]`.
    var emptySkips: [EmptySkip] { storage.emptySkips }
    /// Whether a rule of the chain is a ``RemoteRule``, decided when the chain was built.
    var hasRemoteRules: Bool { storage.hasRemoteRules }
    // The fields of rule `index`'s entry that a failure's error reads, each read where the entry
    // lies: an entry handed to a call is copied whole (its rule's box, message, parameters and
    // origin retained and released), on every failure.
    func ruleName(at index: Int) -> String { storage.entries[index].name }
    func ruleParameters(at index: Int) -> [String: Value] { storage.entries[index].parameters }
    func ruleMessage(at index: Int) -> String? { storage.entries[index].message }
    func ruleMessagesByLocale(at index: Int) -> [String: String] { storage.entries[index].messagesByLocale }
    func ruleSeverity(at index: Int) -> Severity { storage.entries[index].severity }
    var displayNameOverride: String? {
        get { storage.displayNameOverride }
        set { unique().displayNameOverride = newValue }
    }
    var keyMessages: [MessageKey: String] {
        get { storage.keyMessages }
        set { unique().keyMessages = newValue }
    }
    var priorityValue: Int {
        get { storage.priorityValue }
        set { unique().priorityValue = newValue }
    }
    var condition: (@Sendable (ValidationContext) -> Bool)? {
        get { storage.condition }
        set { unique().condition = newValue }
    }
    var conditionTag: (any Sendable)? {
        get { storage.conditionTag }
        set { unique().conditionTag = newValue }
    }
    var onScenarios: Set<String> {
        get { storage.onScenarios }
        set { unique().onScenarios = newValue }
    }
    var exceptScenarios: Set<String> {
        get { storage.exceptScenarios }
        set { unique().exceptScenarios = newValue }
    }
    var skipOnEmptyOverride: Bool? {
        get { storage.skipOnEmptyOverride }
        set {
            let changed = unique()
            changed.skipOnEmptyOverride = newValue
            changed.decideRules()
        }
    }
    var stopsAtFirstError: Bool {
        get { storage.stopsAtFirstError }
        set { unique().stopsAtFirstError = newValue }
    }
    var allowsEmpty: Bool {
        get { storage.allowsEmpty }
        set { unique().allowsEmpty = newValue }
    }
    var elementChain: [Validate] {
        get { storage.elementChain }
        set { unique().elementChain = newValue }
    }
    var nestedRules: RuleSet? {
        get { storage.nestedRules }
        set { unique().nestedRules = newValue }
    }
    var nestedLink: RuleSetLink? {
        get { storage.nestedLink }
        set { unique().nestedLink = newValue }
    }
    var emptiness: (@Sendable (Value, ValidationContext) -> Bool)? {
        get { storage.emptiness }
        set { unique().emptiness = newValue }
    }

    /// Whether a value is empty for this chain: its own test (``treatsAsEmpty(_:)``), else
    /// ``Value/isEmpty``.
    func isEmpty(_ value: Value, in context: ValidationContext) -> Bool {
        if let emptiness = storage.emptiness { return emptiness(value, context) }
        return value.isEmpty
    }

    var defaultDisplayName: String { storage.defaultDisplayName }

    /// Whether the chain decides emptiness itself (``treatsAsEmpty(_:)``).
    var hasCustomEmptiness: Bool { storage.emptiness != nil }

    /// Whether the chain validates elements or fields of its value (`each`, `nested`).
    var hasStructure: Bool {
        !storage.elementChain.isEmpty || storage.nestedRules != nil || storage.nestedLink != nil
    }

    /// Whether the chain runs in some scenarios only (`on`, `except`), so that ``isActive(in:)``
    /// must be asked.
    var isScenarioBound: Bool { !storage.onScenarios.isEmpty || !storage.exceptScenarios.isEmpty }

    /// Starts a chain for an attribute (a property name, or a key of a dictionary or JSON object).
    public init(_ attribute: String) {
        storage = Storage(attribute: attribute)
    }

    /// The rules of the chain, in order.
    public var rules: [any ValidationRule] { entries.map(\.rule) }

    /// The rules of each element of an array value (``each(_:)``), one chain per `each`.
    public var elementRules: [Validate] { elementChain }

    /// The rule set an object value is validated with (``nested(_:)``, or the model a rule file's
    /// `nested` names, once linked).
    public var nestedRuleSet: RuleSet? { nestedRules ?? nestedLink?.ruleSet }

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

    /// Replaces the message of the rule added last in each locale given (`["en": "is taken.",
    /// "de": "ist vergeben."]`); the English text, if given, is also the default.
    public func message(_ texts: [LocaleTag: String]) -> Validate {
        var copy = self
        guard !copy.entries.isEmpty else { return copy }
        let last = copy.entries.count - 1
        if let english = texts[.english] { copy.entries[last].message = english }
        for (locale, text) in texts { copy.entries[last].messagesByLocale[locale.identifier] = text }
        return copy
    }

    /// Sets the severity of the rule added last (a rule file's `severity` option): as a
    /// ``Severity/warning`` its failures are reported with the errors and never make the record
    /// invalid, nor stop a validation in first-error mode. Right after ``each(_:)`` it is the
    /// severity of the element rules too.
    ///
    /// ```swift
    /// Validate("nickname").maxLength(20).severity(.warning)
    /// ```
    public func severity(_ severity: Severity) -> Validate {
        var copy = self
        guard let last = copy.entries.indices.last else { return copy }
        copy.entries[last].severity = severity
        if (copy.entries[last].rule as? StructureTypeRule)?.name == StructureTypeRule.each.name {
            copy.elementChain = copy.elementChain.map { element in
                var element = element
                element.entries = element.entries.map { entry in
                    var entry = entry
                    entry.severity = severity
                    return entry
                }
                return element
            }
        }
        return copy
    }

    /// Gives the rule added last a JSON Schema hint for ``RuleSet/jsonSchema(_:)``: a schema that
    /// every value the rule accepts satisfies (`["pattern": "^[A-Z]"]` for a closure that wants a
    /// capital first). A rule JSON Schema cannot say — a closure, a Lua function — is then said by
    /// its hint, approximately; a rule that maps already must satisfy both.
    public func schemaHint(_ hint: SchemaObject) -> Validate {
        var copy = self
        if !copy.entries.isEmpty { copy.entries[copy.entries.count - 1].schemaHint = hint }
        return copy
    }

    /// Names where the rule added last was written (a rule file and line), which explanations,
    /// listings and schemas show; the rules of ``each(_:)`` that name no place of their own are
    /// written there too.
    public func origin(_ origin: RuleOrigin) -> Validate {
        var copy = self
        if !copy.entries.isEmpty { copy.entries[copy.entries.count - 1].origin = origin }
        if copy.elementChain.contains(where: { $0.entries.contains { $0.origin == nil } }) {
            copy.elementChain = copy.elementChain.map { element in
                var element = element
                element.entries = element.entries.map { entry in
                    var entry = entry
                    if entry.origin == nil { entry.origin = origin }
                    return entry
                }
                return element
            }
        }
        return copy
    }

    /// Replaces the message of every failure with this key (NGRValidator's `msgTooShort(…)`).
    public func message(_ key: MessageKey, _ text: String) -> Validate {
        var copy = self
        copy.keyMessages[key] = text
        return copy
    }

    /// The name that prefixes messages (NGRValidator's `localizedName`); `""` gives bare texts.
    /// Defaults to the attribute's words (``MessageFormatter/displayName(for:)``: `startDate` →
    /// `Start date`).
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
        copy.conditionTag = nil
        return copy
    }

    /// ``when(_:)`` with a tag saying what the condition is, for an engine that can run it its own
    /// way (a rule file's Lua `when`, which the Lua engine calls from its record driver).
    package func when(_ condition: @escaping @Sendable (ValidationContext) -> Bool, tag: any Sendable) -> Validate {
        var copy = when(condition)
        copy.conditionTag = tag
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
    /// A value that is not an array (nor empty) fails with the wrong-type error.
    public func each(_ element: (Validate) -> Validate) -> Validate {
        var copy = self.checkingStructure(.each)
        copy.elementChain.append(element(Validate(attribute)))
        return copy
    }

    /// This chain with the type check of `each` or `nested` among its rules, once.
    private func checkingStructure(_ check: StructureTypeRule) -> Validate {
        let checked = entries.contains { ($0.rule as? StructureTypeRule)?.name == check.name }
        return checked ? self : rule(check)
    }

    /// Decides what counts as empty for this chain (FXModelValidation's `isEmpty`): rules skip
    /// such values (unless ``skipOnEmpty(_:)`` says otherwise) and `required` fails on them.
    /// `Validate("quantity").required().treatsAsEmpty { $0 == 0 }` refuses `0`.
    public func treatsAsEmpty(_ test: @escaping @Sendable (Value) -> Bool) -> Validate {
        treatsAsEmpty { value, _ in test(value) }
    }

    /// ``treatsAsEmpty(_:)`` with a test that also sees the running validation (a rule file's Lua
    /// `isEmpty` runs in the validation's runtime).
    package func treatsAsEmpty(_ test: @escaping @Sendable (Value, ValidationContext) -> Bool) -> Validate {
        var copy = self
        copy.emptiness = test
        return copy
    }

    /// Validates an object value with the rules of a rule set that may not exist yet (a rule
    /// file's `nested` naming another model, linked once every model is loaded).
    package func nested(_ link: RuleSetLink) -> Validate {
        var copy = self.checkingStructure(.nested)
        copy.nestedLink = link
        return copy
    }

    /// Validates an object value with a nested rule set; errors have paths such as `address.city`.
    /// Combine with ``each(_:)`` for arrays of objects: `each { $0.nested(itemRules) }`. A value
    /// that is not an object (nor empty) fails with the wrong-type error.
    public func nested(_ rules: RuleSet) -> Validate {
        var copy = self.checkingStructure(.nested)
        copy.nestedRules = rules
        return copy
    }

    /// This chain followed by `next`'s rules as one chain, when both are on the same attribute and
    /// have no chain-level settings (scenarios, `when`, empty and error handling, names, messages by
    /// key, nesting) — so running them together behaves exactly as running them one after the other.
    /// Rule files use it to run consecutive entries on one attribute as one chain.
    public func merged(with next: Validate) -> Validate? {
        guard attribute == next.attribute, storage.hasOnlyRules, next.storage.hasOnlyRules,
            priorityValue == next.priorityValue
        else { return nil }
        var copy = self
        copy.entries += next.entries
        return copy
    }

    /// Whether the chain applies in a scenario: not excepted, and `on` empty, the scenario listed, or
    /// no scenario given.
    public func isActive(in scenario: String?) -> Bool {
        guard let scenario else { return true }
        // Read through `storage` each time: a local copy of it would retain the chain's settings.
        if !storage.exceptScenarios.isEmpty, storage.exceptScenarios.contains(scenario) { return false }
        return storage.onScenarios.isEmpty || storage.onScenarios.contains(scenario)
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
