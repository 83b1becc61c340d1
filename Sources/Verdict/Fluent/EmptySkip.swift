/// Which empty values a rule of a chain is not run on: the chain's `skipOnEmpty`, else the rule's
/// ``EmptyPolicy``.
///
/// The one home of that decision. A chain decides it for each of its rules when it is built or
/// changed (`Validate.emptySkips`), and everything that runs a chain reads it from there: the
/// validation, the record screen, a record driver (``ChainShape/emptySkips``), the remote checks
/// and the schema exporter. Package API: engines that run chains their own way read it.
package enum EmptySkip: Sendable, Equatable {
    /// Run on every value.
    case never
    /// Skipped on absent and null values.
    case whenNull
    /// Skipped on absent, null and empty values (empty as the chain judges it).
    case whenEmpty

    /// The skip of a rule with `policy` in a chain whose `skipOnEmpty` is `override`: `true` skips
    /// every empty value, `false` none; `nil` (unset) leaves it to the policy.
    package init(_ policy: EmptyPolicy, skipOnEmpty override: Bool?) {
        if let override {
            self = override ? .whenEmpty : .never
            return
        }
        switch policy {
        case .skipEmpty: self = .whenEmpty
        case .skipNull: self = .whenNull
        case .checkAll: self = .never
        }
    }

    /// Whether the rule is skipped on a value the chain judged empty (`isEmpty`) or not, that is
    /// absent or null (`isNull`) or not. A value the chain does not judge empty is never skipped,
    /// not even a null one its own emptiness test (`treatsAsEmpty`) lets through.
    package func skips(isEmpty: Bool, isNull: Bool) -> Bool {
        switch self {
        case .never: false
        case .whenNull: isEmpty && isNull
        case .whenEmpty: isEmpty
        }
    }
}
