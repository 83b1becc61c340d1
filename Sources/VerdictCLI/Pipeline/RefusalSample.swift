import Verdict

/// What `--report` shows beyond the counts: the most common failing values of each attribute and
/// rule, and the first refused records with their errors.
///
/// Memory stays bounded however large the input: at most ``recordLimit`` records are kept, and
/// at most ``distinctValueLimit`` distinct values of each attribute and rule (a value first seen
/// after that is counted among ``ValueCounts/uncounted``), each value by at most
/// ``valueTextLimit`` characters of its JSON text. A secret attribute's values (the model's
/// `secrets`) are not kept at all: its errors carry none (``Verdict/ValidationError/isSecret``).
final class RefusalSample {
    /// A refused record as the report lists it.
    struct Refusal {
        /// Where the record is.
        let location: RecordLocation
        /// Its errors and warnings, as the per-record output lists them.
        let errors: [ValidationError]
        /// Why the deciding strategy refused it, when it said; for an unreadable record, why it
        /// could not be read.
        let reason: String?
        /// Whether the record could not be read.
        let isUnreadable: Bool
    }

    /// The failing values of one attribute and rule.
    struct ValueCounts {
        /// How many failures had each value, by the value's JSON text.
        fileprivate(set) var counts: [String: Int] = [:]
        /// Failures whose value came after ``RefusalSample/distinctValueLimit`` others.
        fileprivate(set) var uncounted = 0
        /// Whether the attribute is secret: no value is kept.
        fileprivate(set) var isSecret = false

        /// The `count` most common values, most common first, then by their text.
        func mostCommon(_ count: Int) -> [(value: String, count: Int)] {
            counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                .prefix(count).map { (value: $0.key, count: $0.value) }
        }
    }

    /// How many refused records are kept.
    let recordLimit: Int
    /// How many distinct values of one attribute and rule are counted.
    static let distinctValueLimit = 1_000
    /// How many characters of a value's JSON text are kept (longer ones end in `…`).
    static let valueTextLimit = 200

    /// The first refused records, in input order.
    private(set) var refusals: [Refusal] = []
    /// The refusing failures' values by attribute and rule (warnings' values are not kept).
    private(set) var values: [FailureTally.Key: ValueCounts] = [:]

    /// - Parameter recordLimit: how many refused records are kept.
    init(recordLimit: Int = 20) {
        self.recordLimit = recordLimit
    }

    /// Counts the values of a record's refusing failures.
    func addValues(of errors: [ValidationError]) {
        for n in errors.indices where errors[n].severity != .warning {
            let key = FailureTally.Key(attribute: errors[n].attribute, rule: errors[n].rule)
            if errors[n].isSecret {
                values[key, default: ValueCounts()].isSecret = true
                continue
            }
            let text = Self.shortened(errors[n].value.jsonText)
            values[key, default: ValueCounts()].count(text)
        }
    }

    /// Keeps a refused record, while fewer than ``recordLimit`` are kept.
    func add(_ location: RecordLocation, refusedWith errors: [ValidationError], reason: String?) {
        guard refusals.count < recordLimit else { return }
        refusals.append(Refusal(location: location, errors: errors, reason: reason, isUnreadable: false))
    }

    /// Keeps a record that could not be read, while fewer than ``recordLimit`` are kept.
    func add(_ location: RecordLocation, unreadable reason: String) {
        guard refusals.count < recordLimit else { return }
        refusals.append(Refusal(location: location, errors: [], reason: reason, isUnreadable: true))
    }

    /// The text cut to ``valueTextLimit`` characters, the last an ellipsis.
    private static func shortened(_ text: String) -> String {
        guard text.utf8.count > valueTextLimit, text.count > valueTextLimit else { return text }
        return text.prefix(valueTextLimit - 1) + "…"
    }
}

extension RefusalSample.ValueCounts {
    /// Counts one failure with this value.
    fileprivate mutating func count(_ text: String) {
        // A value seen before, the most common case, is looked up once.
        if let index = counts.index(forKey: text) {
            counts.values[index] += 1
        } else if counts.count < RefusalSample.distinctValueLimit {
            counts[text] = 1
        } else {
            uncounted += 1
        }
    }
}
