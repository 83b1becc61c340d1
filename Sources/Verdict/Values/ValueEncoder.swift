import Foundation

/// Reads any `Encodable` Swift value as a ``Value``, with no boilerplate in the type.
///
/// Dates become `.date`, `Data` becomes `.data`, URLs become strings, optionals that are `nil`
/// become absent keys (so `required` sees them as missing). Integers of every width become `.int`
/// (an unsigned value above `Int.max` becomes `.double`).
public enum ValueEncoder {
    /// Encodes a value.
    /// - Throws: whatever the type's `encode(to:)` throws.
    public static func encode(_ value: some Encodable) throws -> Value {
        try box(value)
    }

    /// Encodes a value; an encoding failure becomes an object with no attributes, so every
    /// `required` rule reports it rather than the program crashing.
    public static func encodeOrError(_ value: any Encodable) -> Value {
        (try? box(value)) ?? .object([:])
    }

    static func box(_ value: any Encodable) throws -> Value {
        switch value {
        case let date as Date: return .date(date)
        case let data as Data: return .data(data)
        case let url as URL: return .string(url.absoluteString)
        case let decimal as Decimal: return .double(NSDecimalNumber(decimal: decimal).doubleValue)
        default:
            let node = EncodingNode()
            try value.encode(to: ValueEncoderImpl(node: node, codingPath: []))
            return node.value
        }
    }
}

/// A mutable box the encoder fills; containers write into it lazily.
final class EncodingNode {
    enum Content {
        case unset
        case single(Value)
        case keyed([String: EncodingNode], [String])
        case unkeyed([EncodingNode])
    }
    var content: Content = .unset

    var value: Value {
        switch content {
        case .unset: return .null
        case .single(let v): return v
        case .keyed(let fields, _):
            return .object(
                fields.compactMapValues { node in
                    if case .unset = node.content { return nil }
                    return node.value
                })
        case .unkeyed(let items): return .array(items.map(\.value))
        }
    }
}

struct ValueEncoderImpl: Encoder {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .keyed = node.content {} else { node.content = .keyed([:], []) }
        return KeyedEncodingContainer(KeyedValueContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .unkeyed = node.content {} else { node.content = .unkeyed([]) }
        return UnkeyedValueContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(node: node, codingPath: codingPath)
    }
}

struct KeyedValueContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    private func child(_ key: Key) -> EncodingNode {
        guard case .keyed(var fields, var order) = node.content else { return EncodingNode() }
        if let existing = fields[key.stringValue] { return existing }
        let child = EncodingNode()
        fields[key.stringValue] = child
        order.append(key.stringValue)
        node.content = .keyed(fields, order)
        return child
    }

    mutating func encodeNil(forKey key: Key) throws { child(key).content = .single(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { child(key).content = .single(.bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { child(key).content = .single(.string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { child(key).content = .single(.double(value)) }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        child(key).content = .single(.double(Double(value)))
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { child(key).content = .single(.int(value)) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let target = child(key)
        target.content = .single(try boxed(value, path: codingPath + [key]))
    }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return }
        try encode(value, forKey: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let target = child(key)
        target.content = .keyed([:], [])
        return KeyedEncodingContainer(KeyedValueContainer<NestedKey>(node: target, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let target = child(key)
        target.content = .unkeyed([])
        return UnkeyedValueContainer(node: target, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { ValueEncoderImpl(node: node, codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        ValueEncoderImpl(node: child(key), codingPath: codingPath + [key])
    }
}

struct UnkeyedValueContainer: UnkeyedEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    var count: Int {
        if case .unkeyed(let items) = node.content { return items.count }
        return 0
    }

    private func append() -> EncodingNode {
        let child = EncodingNode()
        if case .unkeyed(var items) = node.content {
            items.append(child)
            node.content = .unkeyed(items)
        }
        return child
    }

    mutating func encodeNil() throws { append().content = .single(.null) }
    mutating func encode(_ value: Bool) throws { append().content = .single(.bool(value)) }
    mutating func encode(_ value: String) throws { append().content = .single(.string(value)) }
    mutating func encode(_ value: Double) throws { append().content = .single(.double(value)) }
    mutating func encode(_ value: Int) throws { append().content = .single(.int(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        append().content = .single(try boxed(value, path: codingPath))
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let child = append()
        child.content = .keyed([:], [])
        return KeyedEncodingContainer(KeyedValueContainer<NestedKey>(node: child, codingPath: codingPath))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = append()
        child.content = .unkeyed([])
        return UnkeyedValueContainer(node: child, codingPath: codingPath)
    }
    mutating func superEncoder() -> any Encoder { ValueEncoderImpl(node: append(), codingPath: codingPath) }
}

struct SingleValueContainer: SingleValueEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.content = .single(.null) }
    mutating func encode(_ value: Bool) throws { node.content = .single(.bool(value)) }
    mutating func encode(_ value: String) throws { node.content = .single(.string(value)) }
    mutating func encode(_ value: Double) throws { node.content = .single(.double(value)) }
    mutating func encode(_ value: Float) throws { node.content = .single(.double(Double(value))) }
    mutating func encode(_ value: Int) throws { node.content = .single(.int(value)) }
    mutating func encode(_ value: Int64) throws { node.content = .single(.int(Int(value))) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        node.content = .single(try boxed(value, path: codingPath))
    }
}

/// Encodes a nested value: special types directly, integers of any width as `.int`, others through
/// a fresh node.
private func boxed(_ value: some Encodable, path: [any CodingKey]) throws -> Value {
    switch value {
    case let i as any BinaryInteger:
        if let exact = Int(exactly: i) { return .int(exact) }
        return .double(Double(i))
    case let f as Float: return .double(Double(f))
    case let d as Double: return .double(d)
    case let s as String: return .string(s)
    case let b as Bool: return .bool(b)
    case is Date, is Data, is URL, is Decimal, is Value: return try ValueEncoder.box(value)
    default:
        let node = EncodingNode()
        try value.encode(to: ValueEncoderImpl(node: node, codingPath: path))
        return node.value
    }
}
