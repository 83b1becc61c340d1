import Foundation

/// An ordered collection of attribute chains: the rules of one model.
///
/// ```swift
/// let rules = RuleSet {
///     Validate("title").required().minLength(6)
///     Validate("startDate").required().earlierThan(.field("endDate"))
/// }
/// let report = rules.validate(["title": "Demo"])
/// ```
/// Chains run in ascending ``Validate/order(_:)``, ties in declaration order. A `RuleSet` is an
/// immutable value: safe to share between tasks.
public struct RuleSet: Sendable {
    /// The chains, in run order.
    public private(set) var validators: [Validate]
    /// Display names by attribute (a rule file's `names`), used when a chain sets none.
    public var displayNames: [String: String] = [:] {
        didSet {
            chainDisplayNames = Self.displayNames(of: validators, names: displayNames)
            messages = MessageCache(chains: validators.count)
            localizedMessages = LocalizedMessageCaches()
        }
    }
    /// Messages by attribute and key, used verbatim (NGRValidator's delegate table).
    public var messageTable: [String: [MessageKey: String]] = [:] {
        didSet { messages = MessageCache(chains: validators.count) }
    }
    /// Messages by locale identifier, attribute and key, used verbatim in that locale (a rule file's
    /// `messages = { title = { tooShort = { de = "…" } } }`); they win over ``messageTable``.
    public var localizedMessageTable: [String: [String: [MessageKey: String]]] = [:] {
        didSet { localizedMessages = LocalizedMessageCaches() }
    }
    /// Attribute paths whose values no message or result shows (``secrets(_:)``).
    public var secrets: Set<String> = []
    /// The model the rules belong to, whose texts and names message catalogs may give
    /// (``MessageCatalog/ModelTexts``); `nil` for rules of no model.
    public var modelName: String? {
        didSet { localizedMessages = LocalizedMessageCaches() }
    }
    /// The messages rendered in each locale so far (shared by copies).
    private(set) var localizedMessages = LocalizedMessageCaches()
    /// The quick pass that clears valid JSON records, when every chain can be screened.
    let screen: RecordScreen?
    /// `screen`, for the calls made for every record: taken without a retain (`screen` keeps it
    /// alive), since workers that retain one shared object for each record make its reference
    /// count bounce between their cores.
    let screenHandle: UnretainedReference<RecordScreen>?
    /// A host engine's way to run the chains on a JSON record at once (the Lua engine's, for a
    /// model of Lua rules); the `rules` strategy offers it every JSON record first.
    package var recordDriver: (any RecordDriver)?
    /// Each chain's display name in its messages, resolved once rather than per error.
    private(set) var chainDisplayNames: [String]
    /// Whether each chain runs in some scenarios only (its `isScenarioBound`), read without
    /// touching the chain.
    let chainsWithScenarios: [Bool]
    /// The chains' messages rendered so far (shared by copies; replaced when names or the table change).
    private(set) var messages: MessageCache

    /// Consecutive chains on one attribute without options of their own run as one chain: the
    /// same results, one attribute lookup (how rule files' entries become a rule set).
    package static func mergingAdjacent(_ chains: [Validate]) -> [Validate] {
        var out: [Validate] = []
        for chain in chains {
            if let last = out.last, let merged = last.merged(with: chain) {
                out[out.count - 1] = merged
            } else {
                out.append(chain)
            }
        }
        return out
    }

    /// Creates a rule set from chains.
    public init(_ validators: [Validate]) {
        self.validators = validators.enumerated()
            .sorted { ($0.element.priorityValue, $0.offset) < ($1.element.priorityValue, $1.offset) }
            .map(\.element)
        screen = RecordScreen(self.validators)
        screenHandle = screen.map { UnretainedReference($0) }
        chainsWithScenarios = self.validators.map(\.isScenarioBound)
        chainDisplayNames = Self.displayNames(of: self.validators, names: [:])
        messages = MessageCache(chains: self.validators.count)
    }

    /// A chain's own display name, else the rule set's for its attribute, else one derived from
    /// the attribute.
    private static func displayNames(of validators: [Validate], names: [String: String]) -> [String] {
        validators.map { $0.displayNameOverride ?? names[$0.attribute] ?? $0.defaultDisplayName }
    }

    /// Creates a rule set with a builder.
    public init(@RuleSetBuilder _ build: () -> [Validate]) {
        self.init(build())
    }

    /// Sets display names by attribute.
    public func displayNames(_ names: [String: String]) -> RuleSet {
        var copy = self
        copy.displayNames.merge(names) { _, new in new }
        return copy
    }

    /// Names the model the rules belong to, so that message catalogs can give its texts and names.
    public func model(_ name: String) -> RuleSet {
        var copy = self
        copy.modelName = name
        return copy
    }

    /// The kept messages of the rule set's chains in a localization.
    func messages(in localization: Localization) -> MessageCache {
        localizedMessages.cache(for: localization, chains: validators.count)
    }

    /// Sets messages by attribute and key; they win over every other text and are not prefixed.
    public func messages(_ table: [String: [MessageKey: String]]) -> RuleSet {
        var copy = self
        copy.messageTable.merge(table) { old, new in old.merging(new) { _, n in n } }
        return copy
    }

    /// The attributes named by the chains, in order, without repeats.
    public var attributes: [String] {
        var seen = Set<String>()
        return validators.map(\.attribute).filter { seen.insert($0).inserted }
    }
}
