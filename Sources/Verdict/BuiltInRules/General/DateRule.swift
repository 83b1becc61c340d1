import Foundation

/// Date order: earlier than, later than, or equal-inclusive variants, against a date, an ISO 8601
/// string, a unix timestamp, now, or another attribute.
///
/// The value may be a date, an ISO 8601 string or a unix timestamp; anything else fails with
/// `is not a valid date.` When the other side is an absent attribute or not a date, the rule passes
/// (that attribute's own rules report it), as NGRValidator did for a nil date.
public struct DateRule: ValidationRule {
    /// The relation the value must have to the other date.
    public enum Relation: String, Sendable, CaseIterable {
        /// Strictly before the other date (`earlierThan`).
        case earlierThan
        /// Strictly after the other date (`laterThan`).
        case laterThan
        /// Before or at the other date (`earlierThanOrEqualTo`).
        case earlierThanOrEqualTo
        /// After or at the other date (`laterThanOrEqualTo`).
        case laterThanOrEqualTo
    }

    /// The relation.
    public let relation: Relation
    /// The other date.
    public let other: Operand
    private let constant: Date?
    /// The other attribute's key as UTF-8, for the screen (`nil` unless the other side is a field).
    private let otherKey: [UInt8]?

    /// Creates the rule.
    public init(_ relation: Relation, _ other: Operand) {
        self.relation = relation
        self.other = other
        if case .value(let v) = other { constant = v.dateValue } else { constant = nil }
        if case .field(let name) = other { otherKey = Array(name.utf8) } else { otherKey = nil }
    }

    public var name: String { relation.rawValue }
    public var parameters: [String: Value] { ["date": .string(other.label)] }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        outcome(date: context.date(of: value), now: context.now) { other.resolve(in: context)?.dateValue }
    }

    /// `validate`'s outcome for a value that is the date `date` (`nil`: not a date), at the time
    /// `now`, the other side's date read (when needed) from `operandDate` (`nil`: none, or not a date).
    private func outcome(date: Date?, now: Date, operandDate: () -> Date?) -> RuleOutcome {
        guard let date else { return .fail(.notDate) }
        let bound: Date
        if let constant {
            bound = constant
        } else if case .now = other {
            bound = now
        } else {
            guard let resolved = operandDate() else { return .passed }
            bound = resolved
        }
        switch relation {
        case .earlierThan: return .check(date < bound, .notEarlierThan)
        case .laterThan: return .check(date > bound, .notLaterThan)
        case .earlierThanOrEqualTo: return .check(date <= bound, .notEarlierThanOrEqualTo)
        case .laterThanOrEqualTo: return .check(date >= bound, .notLaterThanOrEqualTo)
        }
    }
}

extension DateRule: ScreenableRule {
    var operandAttribute: String? {
        if case .field(let name) = other { name } else { nil }
    }

    func clears(_ field: RawField, in record: ScreenedRecord) -> Bool {
        // Numbers are dates too (unix timestamps), but rare in records: the full validation reads them.
        guard let date = record.date(of: field) else { return false }
        let bound: Date
        if let constant {
            bound = constant
        } else {
            switch other {
            case .now:
                bound = record.now
            case .field:
                // As `validate`: an absent or undated other side passes (its own rules report it).
                guard let otherKey else { return false }
                let operand = record.operand ?? otherKey.withUnsafeBufferPointer { record.field(key: $0) }
                switch operand.kind {
                case .absent, .null, .boolean: return true
                case .number, .composite: return false
                case .string:
                    guard let resolved = record.date(of: operand) else { return true }
                    bound = resolved
                }
            case .value:
                return true
            }
        }
        // Compared as `validate` compares, as dates.
        switch relation {
        case .earlierThan: return date < bound
        case .laterThan: return date > bound
        case .earlierThanOrEqualTo: return date <= bound
        case .laterThanOrEqualTo: return date >= bound
        }
    }

    func outcome(of field: RawField, value: Value, in record: ScreenedRecord) -> RuleOutcome? {
        // A string's date as `Value.dateValue` reads it, read once a record: the field's text is
        // the string's UTF-8 (the record's reader checked it).
        let date = field.kind == .string ? record.date(of: field) : value.dateValue
        guard case .field = other else { return outcome(date: date, now: record.now) { other.constant?.dateValue } }
        // The other side as `Operand.resolve` reads it: absent, null or a boolean is no date.
        guard let operand = record.operand else { return nil }
        switch operand.kind {
        case .absent, .null, .boolean: return outcome(date: date, now: record.now) { nil }
        case .string: return outcome(date: date, now: record.now) { record.date(of: operand) }
        case .number, .composite: return nil
        }
    }
}

extension Validate {
    /// Strictly earlier than a date, ISO 8601 string, unix timestamp, `.now` or `.field(…)`.
    public func earlierThan(_ other: Operand) -> Validate { rule(DateRule(.earlierThan, other)) }
    /// Strictly later than the other date.
    public func laterThan(_ other: Operand) -> Validate { rule(DateRule(.laterThan, other)) }
    /// Earlier than or equal to the other date.
    public func earlierThanOrEqualTo(_ other: Operand) -> Validate { rule(DateRule(.earlierThanOrEqualTo, other)) }
    /// Later than or equal to the other date.
    public func laterThanOrEqualTo(_ other: Operand) -> Validate { rule(DateRule(.laterThanOrEqualTo, other)) }
    /// Earlier than a unix timestamp (seconds since 1970).
    public func earlierThan(unixTimestamp t: Double) -> Validate { earlierThan(.date(Date(timeIntervalSince1970: t))) }
    /// Later than a unix timestamp.
    public func laterThan(unixTimestamp t: Double) -> Validate { laterThan(.date(Date(timeIntervalSince1970: t))) }
    /// Earlier than or equal to a unix timestamp.
    public func earlierThanOrEqualTo(unixTimestamp t: Double) -> Validate {
        earlierThanOrEqualTo(.date(Date(timeIntervalSince1970: t)))
    }
    /// Later than or equal to a unix timestamp.
    public func laterThanOrEqualTo(unixTimestamp t: Double) -> Validate {
        laterThanOrEqualTo(.date(Date(timeIntervalSince1970: t)))
    }
}

extension DateRule: RuleCatalogEntry {
    public static let descriptors = Relation.allCases.map { relation in
        RuleDescriptor(relation.rawValue, signature: "date", summary: relation.summary) {
            args throws(RuleDefinitionError) in
            let operand = try args.operand(0, "a date, an ISO 8601 string, a unix timestamp, now or a field")
            if case .value(let v) = operand, v.dateValue == nil {
                throw .wrongArgument(
                    rule: relation.rawValue, position: 1, expected: "a date (ISO 8601 or unix timestamp)",
                    got: RuleArguments.shown(v))
            }
            return DateRule(relation, operand)
        }
    }

    public static let messages = [
        RuleMessage(.notDate, "{name} must be a date, such as 2024-05-31 or 2024-05-31T12:00:00Z."),
        RuleMessage(.notEarlierThan, "{name} must be earlier than {date}.", parameters: ["date"]),
        RuleMessage(.notLaterThan, "{name} must be later than {date}.", parameters: ["date"]),
        RuleMessage(.notEarlierThanOrEqualTo, "{name} must be {date} or earlier.", parameters: ["date"]),
        RuleMessage(.notLaterThanOrEqualTo, "{name} must be {date} or later.", parameters: ["date"]),
    ]

    public static let screen = RuleScreen(DateRule.self)
}

extension DateRule.Relation {
    /// The relation in one sentence, for references.
    var summary: String {
        switch self {
        case .earlierThan: "A date strictly earlier than `date` (ISO 8601, unix timestamp, `verdict.now` or a field)."
        case .laterThan: "A date strictly later than `date`."
        case .earlierThanOrEqualTo: "A date earlier than or equal to `date`."
        case .laterThanOrEqualTo: "A date later than or equal to `date`."
        }
    }
}

extension MessageKey {
    /// Not a date, an ISO 8601 string or a unix timestamp.
    public static let notDate: MessageKey = "notDate"
    /// Not earlier.
    public static let notEarlierThan: MessageKey = "notEarlierThan"
    /// Not later.
    public static let notLaterThan: MessageKey = "notLaterThan"
    /// Later.
    public static let notEarlierThanOrEqualTo: MessageKey = "notEarlierThanOrEqualTo"
    /// Earlier.
    public static let notLaterThanOrEqualTo: MessageKey = "notLaterThanOrEqualTo"
}

extension DateRule: SchemaMappableRule {
    /// A date — an ISO 8601 string or a unix timestamp — in an order JSON Schema cannot say: only
    /// its type is.
    public var schemaMapping: SchemaMapping {
        let key: MessageKey =
            switch relation {
            case .earlierThan: .notEarlierThan
            case .laterThan: .notLaterThan
            case .earlierThanOrEqualTo: .notEarlierThanOrEqualTo
            case .laterThanOrEqualTo: .notLaterThanOrEqualTo
            }
        let against: String =
            switch other {
            case .now: "the time of the validation"
            case .field(let name): "another attribute (\(name))"
            case .value(let v): v.description
            }
        return .approximate(
            ["type": ["string", "number"]], because: "compares dates (with \(against)), which JSON Schema cannot",
            keys: [RuleFailure(key: .notDate), RuleFailure(key: key)])
    }
}
