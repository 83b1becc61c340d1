// Tuned storage (listed in scripts/tuned-code.txt).
//
// Invariant: a chain's storage is mutated only while uniquely referenced (`unique()` copies it
// first otherwise), as a standard collection is; rule sets share it read-only between tasks. So
// its properties skip Swift's dynamic exclusivity checks, which every read on every rule of every
// validation would otherwise pay.
//
// Measurement (callgrind, `verdict validate --jobs 1` on the 20,000 side-by-side records, release
// build, 2026-11-27): with the checks back on in this file and its twin (`Validate+Storage.swift`,
// `ValidationContext+Storage.swift`), built-in rules take 302.99 M instructions instead of 295.35 M
// (+2.6 %) for text output and 309.99 M instead of 302.51 M (+2.5 %) for JSON; all-Lua rules 611.22 M
// instead of 606.99 M (+0.7 %) and 614.86 M instead of 609.94 M (+0.8 %).
//
// Why a reference at all: with the storage a struct held inline (no box, no `unique()`), running
// a rule set copies every field of each chain it reads, and built-in rules take 298.17 M
// instructions instead of 292.56 M (+1.9 %) for text output and 305.37 M instead of 299.67 M
// (+1.9 %) for JSON; all-Lua rules 610.10 M instead of 605.08 M (+0.8 %) and 614.78 M instead of
// 609.17 M (+0.9 %) (same file and build, measured 2026-11-27 after the verdict types merged).

extension Validate {
    /// The chain's settings, shared between copies until one is changed (copy on write), so that
    /// running a rule set copies each chain with one retain.
    final class Storage: @unchecked Sendable {
        let attribute: String
        /// The name messages use when nothing else names the attribute: `startDate` → `Start date` (``MessageFormatter/displayName(for:)``).
        let defaultDisplayName: String
        @exclusivity(unchecked) var entries: [Entry] = []
        @exclusivity(unchecked) var displayNameOverride: String?
        @exclusivity(unchecked) var keyMessages: [MessageKey: String] = [:]
        @exclusivity(unchecked) var priorityValue = 100
        @exclusivity(unchecked) var condition: (@Sendable (ValidationContext) -> Bool)?
        /// What made `condition`, for engines that can run it their own way (``ChainShape``).
        @exclusivity(unchecked) var conditionTag: (any Sendable)?
        @exclusivity(unchecked) var onScenarios: Set<String> = []
        @exclusivity(unchecked) var exceptScenarios: Set<String> = []
        @exclusivity(unchecked) var skipOnEmptyOverride: Bool?
        @exclusivity(unchecked) var stopsAtFirstError = false
        @exclusivity(unchecked) var allowsEmpty = false
        @exclusivity(unchecked) var elementChain: [Validate] = []
        @exclusivity(unchecked) var nestedRules: RuleSet?
        @exclusivity(unchecked) var nestedLink: RuleSetLink?
        @exclusivity(unchecked) var emptiness: (@Sendable (Value, ValidationContext) -> Bool)?
        /// Each rule's ``EmptySkip``, in rule order: decided from `entries` and
        /// `skipOnEmptyOverride` whenever either changes (``decideRules()``), not on every record.
        @exclusivity(unchecked) var emptySkips: [EmptySkip] = []
        /// Whether a rule is a ``RemoteRule``: decided with `emptySkips`.
        @exclusivity(unchecked) var hasRemoteRules = false

        init(attribute: String) {
            self.attribute = attribute
            defaultDisplayName = MessageFormatter.displayName(for: attribute)
        }

        /// A storage for `attribute` whose display name is derived already: a copy's.
        private init(attribute: String, defaultDisplayName: String) {
            self.attribute = attribute
            self.defaultDisplayName = defaultDisplayName
        }

        /// No chain-level setting besides the rules and their own messages. (`emptySkips` and
        /// `hasRemoteRules` are no settings: they follow from the rules and `skipOnEmptyOverride`.)
        var hasOnlyRules: Bool {
            displayNameOverride == nil && keyMessages.isEmpty && condition == nil && onScenarios.isEmpty
                && exceptScenarios.isEmpty && skipOnEmptyOverride == nil && !stopsAtFirstError && !allowsEmpty
                && elementChain.isEmpty && nestedRules == nil && nestedLink == nil && emptiness == nil
        }

        func copy() -> Storage {
            let c = Storage(attribute: attribute, defaultDisplayName: defaultDisplayName)
            c.entries = entries
            c.displayNameOverride = displayNameOverride
            c.keyMessages = keyMessages
            c.priorityValue = priorityValue
            c.condition = condition
            c.conditionTag = conditionTag
            c.onScenarios = onScenarios
            c.exceptScenarios = exceptScenarios
            c.skipOnEmptyOverride = skipOnEmptyOverride
            c.stopsAtFirstError = stopsAtFirstError
            c.allowsEmpty = allowsEmpty
            c.elementChain = elementChain
            c.nestedRules = nestedRules
            c.nestedLink = nestedLink
            c.emptiness = emptiness
            c.emptySkips = emptySkips
            c.hasRemoteRules = hasRemoteRules
            return c
        }

        /// Decides again what follows from `entries` and `skipOnEmptyOverride`: each rule's
        /// ``EmptySkip`` and whether a rule is remote. Called by whatever changes either.
        func decideRules() {
            let override = skipOnEmptyOverride
            emptySkips = entries.map { EmptySkip($0.rule.emptyPolicy, skipOnEmpty: override) }
            hasRemoteRules = entries.contains { $0.rule is RemoteRule }
        }
    }

    /// The storage, copied first when another chain shares it.
    mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }
}
