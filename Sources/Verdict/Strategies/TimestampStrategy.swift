public import Foundation

/// Valid while the last update is younger than its expiry, invalid once it is not, unknown without a
/// timestamp (Vastra's `VSTimestampValidationStrategy`).
///
/// `now − lastUpdate < expiry` is valid and `>=` invalid; an update in the future is valid. The
/// timestamp comes from a ``TimestampDataSource`` or, for records, from a field (a date, an ISO 8601
/// string or a unix timestamp) with a fixed expiry — a rule file's `{ "timestamp", field =
/// "updatedAt", expiry = 300 }`.
public struct TimestampStrategy: ValidationStrategy {
    /// The field holding the last update, for objects that are not a ``TimestampDataSource``.
    public var field: String?
    /// The expiry for objects read through `field`.
    public var expiry: TimeInterval?

    /// Reads the object's ``TimestampDataSource`` conformance.
    public init() {}

    /// Reads a field of the object (when it is not a ``TimestampDataSource``).
    public init(field: String, expiry: TimeInterval) {
        self.field = field
        self.expiry = expiry
    }

    public var name: String { "timestamp" }

    public func evaluate(_ object: Any, in environment: StrategyEnvironment) throws -> StrategyOutcome {
        let lastUpdate: Date?
        let interval: TimeInterval
        if let source = object as? any TimestampDataSource {
            lastUpdate = source.lastUpdate
            interval = source.expiryInterval
        } else if let field, let expiry {
            lastUpdate = environment.attributes(of: object).value(of: field)?.dateValue
            interval = expiry
        } else {
            return StrategyOutcome(.unknown, reason: "the object has no timestamp")
        }
        guard let lastUpdate else { return StrategyOutcome(.unknown, reason: "no timestamp") }
        let age = environment.now.timeIntervalSince(lastUpdate)
        let reason = "updated \(Self.seconds(age)) ago; expires after \(Self.seconds(interval))"
        return StrategyOutcome(age < interval ? .valid : .invalid, reason: reason)
    }

    /// `300 s`, `0.250 s`; an age too large for an integer (a timestamp of `1e300`) as the double.
    static func seconds(_ t: TimeInterval) -> String {
        guard t.rounded() == t else { return String(format: "%.3f s", t) }
        guard let whole = Int(exactly: t) else { return "\(t) s" }
        return "\(whole) s"
    }
}
