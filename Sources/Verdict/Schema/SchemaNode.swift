import Foundation

/// A JSON value of a schema document: a constant, a list, or an object whose members keep the
/// order they were added in (``SchemaObject``), so that a schema prints the same way every time,
/// keywords where a reader looks for them and properties in the model's order.
public indirect enum SchemaNode: Sendable, Hashable {
    /// A scalar (`null`, a boolean, a number, a string). Lists and objects given as a ``Value``
    /// become ``array(_:)`` and ``object(_:)`` through ``init(constant:)``.
    case value(Verdict.Value)
    /// A list.
    case array([SchemaNode])
    /// An object, its members in order.
    case object(SchemaObject)

    /// A JSON constant as a node: objects with their keys sorted, numbers as JSON writes them (a
    /// whole double that fits is written as an integer), dates as ISO 8601 text, data as base64.
    public init(constant: Verdict.Value) {
        switch constant {
        case .array(let elements):
            self = .array(elements.map(SchemaNode.init(constant:)))
        case .object(let fields):
            var object = SchemaObject()
            for key in fields.keys.sorted() { object[key] = SchemaNode(constant: fields[key] ?? .null) }
            self = .object(object)
        case .double(let d):
            self = .number(d)
        case .date(let d):
            self = .value(.string(ISO8601.format(d)))
        case .data(let d):
            self = .value(.string(d.base64EncodedString()))
        default:
            self = .value(constant)
        }
    }

    /// A number: an integer when the double is whole and within ±2⁵³, where every integer is a
    /// double; otherwise the double.
    public static func number(_ d: Double) -> SchemaNode {
        if d.rounded(.towardZero) == d, abs(d) <= 9_007_199_254_740_992, let i = Int(exactly: d) {
            return .value(.int(i))
        }
        return .value(.double(d))
    }

    /// The node as a ``Value``: objects lose their order.
    public var constant: Verdict.Value {
        switch self {
        case .value(let v): return v
        case .array(let elements): return .array(elements.map(\.constant))
        case .object(let object): return object.constant
        }
    }

    /// The object, when this is one.
    public var objectValue: SchemaObject? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// The string, when this is one.
    public var stringValue: String? {
        if case .value(.string(let s)) = self { return s }
        return nil
    }

    /// The elements, when this is a list.
    public var arrayValue: [SchemaNode]? {
        if case .array(let a) = self { return a }
        return nil
    }
}

extension SchemaNode {
    /// Equal nodes are written alike: strings compare scalar by scalar, as JSON Schema compares
    /// them — not by canonical equivalence, as Swift's strings do (`"K"` and U+212A differ here).
    public static func == (lhs: SchemaNode, rhs: SchemaNode) -> Bool {
        switch (lhs, rhs) {
        case (.value(.string(let a)), .value(.string(let b))): return a.unicodeScalars.elementsEqual(b.unicodeScalars)
        case (.value(let a), .value(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)): return a == b
        default: return false
        }
    }

    /// Hashes the node as `==` compares it: strings scalar by scalar.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .value(.string(let s)):
            hasher.combine(0)
            for scalar in s.unicodeScalars { hasher.combine(scalar.value) }
        case .value(let v):
            hasher.combine(1)
            hasher.combine(v)
        case .array(let elements):
            hasher.combine(2)
            hasher.combine(elements)
        case .object(let object):
            hasher.combine(3)
            hasher.combine(object)
        }
    }
}

extension SchemaNode: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// A string constant.
    public init(stringLiteral value: String) { self = .value(.string(value)) }
    /// An integer constant.
    public init(integerLiteral value: Int) { self = .value(.int(value)) }
    /// A boolean constant.
    public init(booleanLiteral value: Bool) { self = .value(.bool(value)) }
    /// An array of nodes.
    public init(arrayLiteral elements: SchemaNode...) { self = .array(elements) }
    /// An object whose members keep the order written.
    public init(dictionaryLiteral elements: (String, SchemaNode)...) {
        var object = SchemaObject()
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
}
