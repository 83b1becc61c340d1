public import Foundation

/// A value that Verdict validates: the common shape of Swift objects, JSON, YAML, CSV and Lua data.
///
/// Integers and doubles are kept apart so that `integer` rules and Lua's integer subtype see what
/// the input held. Dates and binary data are first-class so that date and data rules need no parsing
/// when the value comes from Swift.
public enum Value: Sendable, Hashable {
    /// An explicit null (JSON `null`, Swift `nil`, Lua `nil` inside an object).
    case null
    /// A boolean.
    case bool(Bool)
    /// A signed 64-bit integer.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// A string.
    case string(String)
    /// A point in time.
    case date(Date)
    /// Raw bytes (files, images); JSON carries them as base64.
    case data(Data)
    /// An ordered list.
    case array([Value])
    /// A keyed object.
    case object([String: Value])
}

extension Value {
    /// The kind of a value, as used in messages about wrong types.
    public enum Kind: String, Sendable, CaseIterable {
        /// ``Value/null``.
        case null
        /// ``Value/bool(_:)``.
        case bool
        /// ``Value/int(_:)``.
        case int
        /// ``Value/double(_:)``.
        case double
        /// ``Value/string(_:)``.
        case string
        /// ``Value/date(_:)``.
        case date
        /// ``Value/data(_:)``.
        case data
        /// ``Value/array(_:)``.
        case array
        /// ``Value/object(_:)``.
        case object
    }

    /// The kind of this value.
    public var kind: Kind {
        switch self {
        case .null: .null
        case .bool: .bool
        case .int: .int
        case .double: .double
        case .string: .string
        case .date: .date
        case .data: .data
        case .array: .array
        case .object: .object
        }
    }
}
