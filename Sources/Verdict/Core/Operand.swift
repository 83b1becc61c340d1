public import Foundation

/// What a comparison rule compares against: a constant, another attribute, or the current time.
public enum Operand: Sendable, Hashable {
    /// A constant value.
    case value(Value)
    /// Another attribute of the same object (`verdict.field "endDate"` in rule files).
    case field(String)
    /// The validation's current time (`verdict.now` in rule files); see ``ValidationContext/now``.
    case now

    /// A constant date.
    public static func date(_ date: Date) -> Operand { .value(.date(date)) }

    /// Resolves the operand in a validation; `nil` when it names an attribute the object lacks.
    public func resolve(in context: ValidationContext) -> Value? {
        switch self {
        case .value(let v): return v
        case .field(let name):
            guard let v = context.value(of: name), !v.isNull else { return nil }
            return v
        case .now: return .date(context.now)
        }
    }

    /// The constant, when the operand is one.
    var constant: Value? {
        if case .value(let v) = self { return v }
        return nil
    }

    /// Whether the operand is another attribute, which messages name rather than show.
    var isField: Bool {
        if case .field = self { return true }
        return false
    }

    /// A short description used in messages and rule listings.
    public var label: String {
        switch self {
        case .value(let v): return v.description
        case .field(let name): return name
        case .now: return "now"
        }
    }
}

extension Operand: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// A string literal is a fixed string value (`laterThan("2020-01-01T00:00:00Z")`).
    public init(stringLiteral value: String) { self = .value(.string(value)) }
    /// An integer literal is a fixed integer value.
    public init(integerLiteral value: Int) { self = .value(.int(value)) }
    /// A floating-point literal is a fixed number value.
    public init(floatLiteral value: Double) { self = .value(.double(value)) }
}
