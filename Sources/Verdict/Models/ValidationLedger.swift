/// Which validation last cleared each attribute's errors, and the remote checks still awaited, so
/// that a newer validation supersedes the results an older one has not delivered yet.
///
/// Every validation gets a number in the order it starts. Clearing an attribute's errors — a
/// validation with `clearErrors: true` (the default), or `clearErrors(…)` — makes every remote
/// result still in flight for it stale: it was asked for before the attribute's errors started
/// afresh. A validation with `clearErrors: false` supersedes nothing, as it keeps the errors it
/// found.
struct ValidationLedger: Sendable {
    /// The number of the newest validation; 0 before the first.
    private var latest = 0
    /// The newest number that cleared every attribute's errors.
    private var everyAttributeClearedAt = 0
    /// The newest number that cleared each attribute named explicitly.
    private var attributeClearedAt: [String: Int] = [:]
    /// The attributes each validation still awaits remote answers for, by its number.
    private var awaited: [Int: [String]] = [:]

    /// Numbers a new validation.
    mutating func begin() -> Int {
        latest += 1
        return latest
    }

    /// Records that the errors of `attributes` (of every attribute when `nil`) were cleared: remote
    /// results still in flight for them are stale from now on.
    mutating func clear(_ attributes: [String]?) {
        let number = begin()
        guard let attributes else {
            everyAttributeClearedAt = number
            attributeClearedAt.removeAll()
            return
        }
        for name in attributes { attributeClearedAt[name] = number }
    }

    /// Whether a result of validation `number` for an attribute is still to be stored: no later
    /// clearing touched the attribute.
    func isCurrent(_ number: Int, for attribute: String) -> Bool {
        everyAttributeClearedAt <= number && (attributeClearedAt[attribute] ?? 0) <= number
    }

    /// Records that validation `number` awaits remote answers for these attributes.
    mutating func awaitAnswers(for attributes: [String], of number: Int) {
        awaited[number] = attributes
    }

    /// Records that validation `number` has its answers.
    mutating func finish(_ number: Int) {
        awaited[number] = nil
    }

    /// The attributes whose remote answers are awaited and will still be stored, in the order the
    /// validations started, without repeats.
    var awaitedAttributes: [String] {
        var seen = Set<String>()
        return awaited.sorted { $0.key < $1.key }.flatMap { number, names in
            names.filter { isCurrent(number, for: $0) && seen.insert($0).inserted }
        }
    }
}
