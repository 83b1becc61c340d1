public import Foundation

extension Value {
    /// True for `.null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The string, when this is a string.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The boolean, when this is a boolean.
    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The integer, when this is an integer or a double with no fractional part that fits.
    public var intValue: Int? {
        switch self {
        case .int(let i): return i
        case .double(let d):
            guard d.rounded(.towardZero) == d, let i = Int(exactly: d) else { return nil }
            return i
        default: return nil
        }
    }

    /// The number as a double, when this is a number (a ``LargeInteger`` as its nearest double).
    public var doubleValue: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        case .largeInteger(let n): return n.nearestDouble
        default: return nil
        }
    }

    /// The number, of the kind it is, when this is one; see ``Number`` for its exact comparison.
    public var numberValue: Number? { Number(self) }

    /// The elements, when this is an array.
    public var arrayValue: [Value]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The fields, when this is an object.
    public var objectValue: [String: Value]? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// The bytes, when this is data.
    public var dataValue: Data? {
        if case .data(let d) = self { return d }
        return nil
    }

    /// Whether the value counts as empty: null, `""`, `[]` or `{}`, or empty data.
    ///
    /// `0`, `false` and whitespace-only strings are *not* empty (FXModelValidation's `isEmpty`).
    /// Use ``isBlank`` to also treat whitespace-only strings as empty.
    public var isEmpty: Bool {
        switch self {
        case .null: return true
        case .string(let s): return s.isEmpty
        case .array(let a): return a.isEmpty
        case .object(let o): return o.isEmpty
        case .data(let d): return d.isEmpty
        default: return false
        }
    }

    /// Whether the value is empty or a string of whitespace and newlines only.
    public var isBlank: Bool {
        if case .string(let s) = self {
            return s.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
        }
        return isEmpty
    }

    /// Reads a field of an object; `nil` for other kinds or a missing key.
    public subscript(key: String) -> Value? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    /// Reads an element of an array; `nil` for other kinds or an index out of range.
    public subscript(index: Int) -> Value? {
        if case .array(let a) = self, a.indices.contains(index) { return a[index] }
        return nil
    }
}

extension Value: CustomStringConvertible {
    /// A short, human-readable rendering used in messages: strings bare, others as JSON-like text.
    public var description: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d):
            if d.rounded(.towardZero) == d, abs(d) < 1e15 { return String(Int(d)) }
            return String(d)
        case .largeInteger(let n): return n.description
        case .string(let s): return s
        case .date(let d): return ISO8601.format(d)
        case .data(let d): return "<\(d.count) bytes>"
        case .array(let a): return "[" + a.map(\.quotedDescription).joined(separator: ", ") + "]"
        case .object(let o):
            let fields = o.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.quotedDescription)" }
            return "{" + fields.joined(separator: ", ") + "}"
        }
    }

    var quotedDescription: String {
        if case .string(let s) = self { return "\"\(s)\"" }
        return description
    }
}

extension Value: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// `nil` is ``null``.
    public init(nilLiteral: ()) { self = .null }
    /// `true` and `false` are ``bool(_:)``.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer literal is ``int(_:)``.
    public init(integerLiteral value: Int) { self = .int(value) }
    /// A floating-point literal is ``double(_:)``.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// A string literal is ``string(_:)``.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array literal is ``array(_:)`` of its elements.
    public init(arrayLiteral elements: Value...) { self = .array(elements) }
    /// A dictionary literal is ``object(_:)``; a key given twice keeps its last value.
    public init(dictionaryLiteral elements: (String, Value)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
