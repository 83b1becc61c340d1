public import Foundation

/// A value that Verdict validates: the common shape of Swift objects, JSON, YAML, CSV and Lua data.
///
/// Integers and doubles are kept apart so that `integer` rules and Lua's integer subtype see what
/// the input held. Dates and binary data are first-class so that date and data rules need no parsing
/// when the value comes from Swift.
///
/// A whole number is exact however it is written. The readers (JSON, and the command line's CSV and
/// YAML) give a number written plainly as `.int` when it fits, and any other as `.double` — except a
/// whole number the double would round: `9007199254740993.0` and `9.007199254740993e15` are
/// `.int(9007199254740993)`, and a whole number beyond `Int` that no double holds
/// (`18446744073709551617`, `1.8446744073709551617e19`) is a ``largeInteger(_:)``, compared by its
/// digits. `100.0` and `1e2` stay doubles, exactly 100, and are written back as they were read. A
/// number with a fraction is its nearest double.
public enum Value: Sendable, Hashable {
    /// An explicit null (JSON `null`, Swift `nil`, Lua `nil` inside an object).
    case null
    /// A boolean.
    case bool(Bool)
    /// A signed 64-bit integer.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// A whole number that neither `Int` nor `Double` holds exactly, as the readers give it; see
    /// ``LargeInteger``. Boxed (`indirect`), so that every value stays the 17 bytes of a string.
    indirect case largeInteger(LargeInteger)
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
        /// ``Value/largeInteger(_:)``.
        case largeInteger
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
        case .largeInteger: .largeInteger
        case .string: .string
        case .date: .date
        case .data: .data
        case .array: .array
        case .object: .object
        }
    }
}
