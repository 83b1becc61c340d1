public import Observation

// The validator's tracked properties, each over a stored one in InputValidator.swift. The
// validator belongs to one actor and holds no lock, so each change goes through the registrar's
// `withMutation`, as the `@Observable` macro's would: observers hear of it just before it is made.
// A value equal to the current one tells nobody, so a validation that ends as it started
// (invalid again, with the same messages) does not redraw a view.
extension InputValidator: Observable {}

extension InputValidator {
    /// The rules, in the order they run. Tracked.
    public internal(set) var rules: [InputRule] {
        get {
            observation.access(self, keyPath: \.rules)
            return storedRules
        }
        set { observation.withMutation(of: self, keyPath: \.rules) { storedRules = newValue } }
    }

    /// The state after the last validation; ``InputState/invalid`` before the first. Tracked: it
    /// changes when the local rules are done and again when the remote answers arrive.
    public internal(set) var state: InputState {
        get {
            observation.access(self, keyPath: \.state)
            return storedState
        }
        set { observation.update(self, \.state, from: storedState, to: newValue) { storedState = $0 } }
    }

    /// The messages of the rules that failed in the last validation, in rule order; cleared when
    /// the next validation starts. Tracked.
    public internal(set) var errorMessages: [String] {
        get {
            observation.access(self, keyPath: \.errorMessages)
            return storedErrorMessages
        }
        set {
            observation.update(self, \.errorMessages, from: storedErrorMessages, to: newValue) {
                storedErrorMessages = $0
            }
        }
    }

    /// When true, an empty value (null or `""`) is valid without running any rule: an optional
    /// field. Default false, as in AJWValidator. Tracked.
    public var allowsEmpty: Bool {
        get {
            observation.access(self, keyPath: \.allowsEmpty)
            return storedAllowsEmpty
        }
        set {
            observation.update(self, \.allowsEmpty, from: storedAllowsEmpty, to: newValue) { storedAllowsEmpty = $0 }
        }
    }

    /// How the messages read: the catalogs of ``locale``; `nil` for the default English texts.
    /// Tracked (``locale`` reads it).
    var localization: Localization? {
        get {
            observation.access(self, keyPath: \.localization)
            return storedLocalization
        }
        set {
            observation.update(self, \.localization, from: storedLocalization, to: newValue) { storedLocalization = $0 }
        }
    }
}
