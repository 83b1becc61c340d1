public import Foundation

/// A card expiry date `MM/yy`, valid through the last instant of its month.
///
/// The month is `01`–`12` and the year `yy` means 20yy. The card is valid while the validation's
/// ``ValidationContext/now`` (an injectable clock: pass `now:` to a validation, `--now` to the
/// command line) is before the first instant of the following month, in ``timeZone`` (UTC by
/// default).
///
/// With now = 2026-03-15: passes `03/26` (valid through 31 March), `12/30`; fails `02/26`
/// (expired), `13/26`, `00/26`, `3/26`, `03/2026`, `03-26`, `0326`, ` 03/26`.
///
/// NGRValidator's check is the same (`date + 1 month > now`); its test vector `02/23` has been
/// expired since March 2023.
public struct CardExpiryRule: ValidationRule {
    /// The time zone in which a month ends.
    public var timeZone: TimeZone

    /// Creates the rule.
    public init(timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current) {
        self.timeZone = timeZone
    }

    public var name: String { "cardExpiry" }

    /// The first instant after the card expires, or `nil` when the text is not `MM/yy`.
    public func expiry(of text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 5, bytes[2] == 0x2F,
            bytes.indices.allSatisfy({ $0 == 2 || bytes[$0] &- 0x30 < 10 })
        else { return nil }
        let month = Int(bytes[0] &- 0x30) * 10 + Int(bytes[1] &- 0x30)
        let year = 2000 + Int(bytes[3] &- 0x30) * 10 + Int(bytes[4] &- 0x30)
        guard (1...12).contains(month) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let next =
            month == 12
            ? DateComponents(year: year + 1, month: 1, day: 1)
            : DateComponents(year: year, month: month + 1, day: 1)
        return calendar.date(from: next)
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard case .string(let text) = value else { return SyntaxInput.notAString }
        guard let end = expiry(of: text) else { return .fail(.notCardExpiry, ["reason": "format"]) }
        return .check(context.now < end, .notCardExpiry, ["reason": "expired"])
    }
}

extension Validate {
    /// A card expiry date `MM/yy`, valid through the end of its month; see ``CardExpiryRule``.
    ///
    /// ```swift
    /// Validate("expiry").cardExpiry()   // "12/30" passes today, "02/23" has expired
    /// ```
    public func cardExpiry(timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current) -> Validate {
        rule(CardExpiryRule(timeZone: timeZone))
    }
}

extension CardExpiryRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor("cardExpiry", summary: "A card expiry `MM/yy` that has not passed.") { _ in CardExpiryRule() }
    ]
    public static let messages = [
        RuleMessage(
            .notCardExpiry,
            "{reason, select, expired {{name} is in the past: the card has expired.} other {{name} must be a card expiry date MM/YY, such as 09/29.}}",
            parameters: ["reason"])
    ]
}

extension MessageKey {
    /// Not a `MM/yy` date in the future.
    public static let notCardExpiry: MessageKey = "notCardExpiry"
}

extension CardExpiryRule: SchemaMappableRule {
    /// A string: whether the month has passed depends on the time of the validation.
    public var schemaMapping: SchemaMapping {
        .approximate(
            ["type": "string"], because: "compares the expiry with the time of the validation",
            keys: [
                RuleFailure(key: .notCardExpiry),
                RuleFailure(key: .wrongType, params: ["expected": "a string", "type": "string"]),
            ])
    }
}
