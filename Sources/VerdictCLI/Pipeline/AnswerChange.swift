import Verdict

/// How a record's answer changes from one rule set to another (`verdict diff`); each raw value is
/// the key `verdict diff --format json` counts it under.
///
/// The verdicts are compared first: valid then invalid is ``newlyInvalid``, the reverse
/// ``newlyValid``. With the same verdict, the errors are compared as a multiset of their
/// attribute, rule, message key, parameters and message: the order they come in does not count
/// (rules moved within a file change no answer), how many times each comes does. The failing
/// value (the record's own, the same on both sides), the deciding strategy and its reason are not
/// compared: an invalid record keeps its answer when only the strategy that refused it changed.
enum AnswerChange: String, Sendable, CaseIterable {
    /// Valid with the old rules, invalid with the new: the change would refuse it.
    case newlyInvalid
    /// Invalid with the old rules, valid with the new: the change would accept it.
    case newlyValid
    /// The same verdict, with other errors.
    case errorsChanged
    /// The same verdict and the same errors.
    case unchanged

    /// Compares two answers on one record.
    /// - Parameters:
    ///   - old: the answer of the rules as they are.
    ///   - new: the answer of the rules as they would be.
    init(from old: RecordVerdict, to new: RecordVerdict) {
        if old.isValid != new.isValid {
            self = new.isValid ? .newlyValid : .newlyInvalid
        } else {
            self = Self.sameErrors(old.errors, new.errors) ? .unchanged : .errorsChanged
        }
    }

    /// Whether the answer changed.
    var isChange: Bool { self != .unchanged }

    /// Whether two lists hold the same errors, each as many times, in any order.
    private static func sameErrors(_ old: [Verdict.ValidationError], _ new: [Verdict.ValidationError]) -> Bool {
        guard old.count == new.count else { return false }
        if old.isEmpty { return true }
        var counts: [ErrorIdentity: Int] = [:]
        for error in old { counts[ErrorIdentity(error), default: 0] += 1 }
        for error in new {
            let identity = ErrorIdentity(error)
            guard let count = counts[identity], count > 0 else { return false }
            counts[identity] = count - 1
        }
        return true
    }
}

/// What of an error `verdict diff` compares: everything a client reads of it but the failing value.
private struct ErrorIdentity: Hashable {
    let attribute: String
    let rule: String
    let key: MessageKey
    let params: [String: Value]
    let message: String
    let severity: Severity

    init(_ error: Verdict.ValidationError) {
        attribute = error.attribute
        rule = error.rule
        key = error.key
        params = error.params
        message = error.message
        severity = error.severity
    }
}
