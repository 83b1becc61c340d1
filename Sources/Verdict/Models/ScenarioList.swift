/// The scenarios of a model and the attributes each one validates and lets be assigned.
///
/// A scenario maps to its attributes; a name prefixed with `!` is *active* (validated) but
/// *unsafe* (never set by massive assignment):
/// ```swift
/// static let scenarioList: ScenarioList = [
///     "login": ["username", "password"],
///     "register": ["username", "password", "password_repeat", "!role"],
/// ]
/// ```
/// Every list has the scenario `default`; a declared list that omits it gets an empty one, so an
/// undeclared scenario assigns nothing. Without a declaration the list is derived from the rules
/// (``init(derivedFrom:)``).
public struct ScenarioList: Sendable, Hashable, ExpressibleByDictionaryLiteral,
    CustomStringConvertible
{
    /// The scenario every model starts in.
    public static let defaultScenario = "default"

    /// The declared attributes of each scenario, `!` prefixes included.
    public private(set) var declarations: [String: [String]]

    /// Declares scenarios explicitly; `default` is added with no attributes when missing.
    public init(_ declarations: [String: [String]]) {
        self.declarations = declarations
        if self.declarations[Self.defaultScenario] == nil {
            self.declarations[Self.defaultScenario] = []
        }
    }

    /// Declares scenarios explicitly with a dictionary literal.
    public init(dictionaryLiteral elements: (String, [String])...) {
        self.init(Dictionary(elements) { first, second in first + second })
    }

    /// Derives the scenarios from the rules' `on` and `except` lists (FXModelValidation's default).
    ///
    /// The scenarios are `default` plus every name any chain lists in `on` or `except`. A chain
    /// with neither puts its attribute in every scenario; one with only `except` in every scenario
    /// it does not except; one with `on` in the scenarios it lists (and does not except). A
    /// scenario left without attributes is dropped, except `default`. Attributes keep the order of
    /// the rules, and all of them are safe.
    public init(derivedFrom rules: RuleSet) {
        var names: Set<String> = [Self.defaultScenario]
        for chain in rules.validators {
            names.formUnion(chain.scenarios)
            names.formUnion(chain.exceptedScenarios)
        }
        var lists: [String: [String]] = [:]
        for chain in rules.validators {
            let targets = chain.scenarios.isEmpty ? names : chain.scenarios
            for scenario in targets where !chain.exceptedScenarios.contains(scenario) {
                if !(lists[scenario] ?? []).contains(chain.attribute) {
                    lists[scenario, default: []].append(chain.attribute)
                }
            }
        }
        self.init(lists)
    }

    /// The scenario names, sorted.
    public var names: [String] { declarations.keys.sorted() }

    /// Whether the list has this scenario.
    public func contains(_ scenario: String) -> Bool {
        declarations[scenario] != nil
    }

    /// The attributes a scenario validates, `!` prefixes removed, in declaration order without repeats.
    public func activeAttributes(in scenario: String) -> [String] {
        var seen = Set<String>()
        return (declarations[scenario] ?? []).map(Self.strip).filter { seen.insert($0).inserted }
    }

    /// The attributes massive assignment may set in a scenario: those declared without `!`.
    public func safeAttributes(in scenario: String) -> [String] {
        var seen = Set<String>()
        return (declarations[scenario] ?? []).filter {
            !$0.hasPrefix("!") && seen.insert($0).inserted
        }
    }

    /// Every attribute named in any scenario, `!` prefixes removed, in order of scenario name and
    /// declaration, without repeats.
    public var attributes: [String] {
        var seen = Set<String>()
        return names.flatMap { activeAttributes(in: $0) }.filter { seen.insert($0).inserted }
    }

    /// E.g. `default: [valueBoolean]; update: [!valueString, valueBoolean]`.
    public var description: String {
        names.map { "\($0): [\((declarations[$0] ?? []).joined(separator: ", "))]" }.joined(
            separator: "; ")
    }

    private static func strip(_ attribute: String) -> String {
        attribute.hasPrefix("!") ? String(attribute.dropFirst()) : attribute
    }
}
