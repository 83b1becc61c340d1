public import Foundation

/// A Swift type that a model attribute can hold: it converts to a ``Value`` and back.
///
/// ``Validated`` properties use it to read and write attributes by name, so massive assignment
/// and filters (`trim`, `filter`, `default`) can store their results. Conversions are lossless
/// only: an integral `.double` becomes an `Int`, an `.int` becomes a `Double`, an ISO 8601 string
/// becomes a `Date`; a string is never parsed into a number, so `"42"` does not become `42`.
///
/// ```swift
/// enum Plan: String, ValueConvertible {
///     case free, pro
///     init?(value: Value) { self.init(rawValue: value.stringValue ?? "") }
///     var valueRepresentation: Value { .string(rawValue) }
/// }
/// ```
public protocol ValueConvertible {
    /// Reads an instance from a value.
    /// - Parameter value: the value to convert.
    /// - Returns: `nil` when the value cannot become this type without losing information.
    init?(value: Value)

    /// The value this instance stands for.
    var valueRepresentation: Value { get }
}

extension Value: ValueConvertible {
    /// The value itself.
    public init?(value: Value) { self = value }
    /// The value itself.
    public var valueRepresentation: Value { self }
}

/// A string is a ``Value/string(_:)``, so a `@Validated` string property can be validated.
extension String: ValueConvertible {
    /// The string of a `.string` value.
    public init?(value: Value) {
        guard let s = value.stringValue else { return nil }
        self = s
    }
    /// A `.string` value.
    public var valueRepresentation: Value { .string(self) }
}

/// An integer is a ``Value/int(_:)``.
extension Int: ValueConvertible {
    /// The integer of an `.int` value or of a `.double` with no fractional part.
    public init?(value: Value) {
        guard let i = value.intValue else { return nil }
        self = i
    }
    /// An `.int` value.
    public var valueRepresentation: Value { .int(self) }
}

/// A double is a ``Value/double(_:)``.
extension Double: ValueConvertible {
    /// The number of an `.int` or `.double` value.
    public init?(value: Value) {
        guard let d = value.doubleValue else { return nil }
        self = d
    }
    /// A `.double` value.
    public var valueRepresentation: Value { .double(self) }
}

/// A float is a ``Value/double(_:)``.
extension Float: ValueConvertible {
    /// The number of an `.int` or `.double` value, rounded to the nearest `Float`.
    public init?(value: Value) {
        guard let d = value.doubleValue else { return nil }
        self = Float(d)
    }
    /// A `.double` value.
    public var valueRepresentation: Value { .double(Double(self)) }
}

/// A boolean is a ``Value/bool(_:)``.
extension Bool: ValueConvertible {
    /// The boolean of a `.bool` value.
    public init?(value: Value) {
        guard let b = value.boolValue else { return nil }
        self = b
    }
    /// A `.bool` value.
    public var valueRepresentation: Value { .bool(self) }
}

/// A date is a ``Value/date(_:)``.
extension Date: ValueConvertible {
    /// The date of a `.date` value, an ISO 8601 string or a unix timestamp.
    public init?(value: Value) {
        guard let d = value.dateValue else { return nil }
        self = d
    }
    /// A `.date` value.
    public var valueRepresentation: Value { .date(self) }
}

/// Binary data is a ``Value/data(_:)``.
extension Data: ValueConvertible {
    /// The bytes of a `.data` value.
    public init?(value: Value) {
        guard let d = value.dataValue else { return nil }
        self = d
    }
    /// A `.data` value.
    public var valueRepresentation: Value { .data(self) }
}

/// An optional is its wrapped value, or ``Value/null`` when it is `nil`.
extension Optional: ValueConvertible where Wrapped: ValueConvertible {
    /// `nil` for `.null`, else the wrapped type's conversion.
    public init?(value: Value) {
        if value.isNull {
            self = .none
        } else if let wrapped = Wrapped(value: value) {
            self = .some(wrapped)
        } else {
            return nil
        }
    }
    /// `.null` for `nil`, else the wrapped value's representation.
    public var valueRepresentation: Value { map(\.valueRepresentation) ?? .null }
}

/// An array is a ``Value/array(_:)`` of its elements.
extension Array: ValueConvertible where Element: ValueConvertible {
    /// The elements of an `.array` value, each converted; `nil` when any element does not convert.
    public init?(value: Value) {
        guard let items = value.arrayValue else { return nil }
        var converted: [Element] = []
        converted.reserveCapacity(items.count)
        for item in items {
            guard let element = Element(value: item) else { return nil }
            converted.append(element)
        }
        self = converted
    }
    /// An `.array` value.
    public var valueRepresentation: Value { .array(map(\.valueRepresentation)) }
}

/// A dictionary keyed by strings is a ``Value/object(_:)`` of its values.
extension Dictionary: ValueConvertible where Key == String, Value: ValueConvertible {
    /// The fields of an `.object` value, each converted; `nil` when any field does not convert.
    public init?(value: Verdict.Value) {
        guard let fields = value.objectValue else { return nil }
        var converted: [String: Value] = [:]
        for (key, field) in fields {
            guard let element = Value(value: field) else { return nil }
            converted[key] = element
        }
        self = converted
    }
    /// An `.object` value.
    public var valueRepresentation: Verdict.Value { .object(mapValues(\.valueRepresentation)) }
}
