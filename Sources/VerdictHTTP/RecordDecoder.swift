import Foundation
public import Verdict

/// Reads a `Decodable` value from a ``Verdict/Value``: the typed value of a validated request body.
///
/// Objects are read by key, arrays by position; a number is read as any integer or floating-point
/// type it fits exactly (`2.0` as an `Int`, `3` as a `Double`), a `Date` from a date or an ISO 8601
/// string, `Data` from bytes or a base64 string, a `URL` from a string.
///
/// A form's values are all strings (see ``URLEncodedForm``), so for them
/// ``readsStringsAsScalars`` is on: a string is also read as a number (`"42"`), a boolean (`true`,
/// `false`, `1`, `0`, `on`, `off`, any case) or a one-element array, as the type asks.
///
/// ```swift
/// struct Signup: Decodable { var name: String; var age: Int; var tags: [String] }
/// let signup = try RecordDecoder(readsStringsAsScalars: true)
///     .decode(Signup.self, from: ["name": "Ann", "age": "42", "tags": "a"])
/// ```
public struct RecordDecoder: Sendable {
    /// Whether strings are read as the numbers, booleans and one-element arrays a type asks for.
    public var readsStringsAsScalars: Bool

    /// Creates a decoder.
    /// - Parameter readsStringsAsScalars: whether strings are also read as numbers, booleans and
    ///   one-element arrays (form bodies); off by default.
    public init(readsStringsAsScalars: Bool = false) {
        self.readsStringsAsScalars = readsStringsAsScalars
    }

    /// Reads a value of a type.
    /// - Parameters:
    ///   - type: the type.
    ///   - value: the value it is read from.
    /// - Returns: the typed value.
    /// - Throws: `DecodingError` naming the coding path of the first value that does not fit.
    public func decode<T: Decodable>(_ type: T.Type, from value: Value) throws -> T {
        try ValueDecoding(value, path: [], readsStrings: readsStringsAsScalars).read(type)
    }
}

/// The `Decoder` of one value: also its single-value container.
private struct ValueDecoding: Decoder, SingleValueDecodingContainer {
    let value: Value
    let codingPath: [any CodingKey]
    let readsStrings: Bool
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ value: Value, path: [any CodingKey], readsStrings: Bool) {
        self.value = value
        self.codingPath = path
        self.readsStrings = readsStrings
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let fields) = value else { throw mismatch([String: Value].self, expected: "an object") }
        return KeyedDecodingContainer(KeyedValues<Key>(fields: fields, path: codingPath, readsStrings: readsStrings))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch value {
        case .array(let elements):
            return UnkeyedValues(elements: elements, path: codingPath, readsStrings: readsStrings)
        case .string where readsStrings:
            return UnkeyedValues(elements: [value], path: codingPath, readsStrings: readsStrings)
        default:
            throw mismatch([Value].self, expected: "an array")
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { value.isNull }

    func decode(_ type: Bool.Type) throws -> Bool {
        if case .bool(let flag) = value { return flag }
        if readsStrings, case .string(let text) = value {
            switch text.lowercased() {
            case "true", "1", "on": return true
            case "false", "0", "off": return false
            default: break
            }
        }
        throw mismatch(type)
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let text) = value else { throw mismatch(type) }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double {
        switch value {
        case .double(let number): return number
        case .int(let number): return Double(number)
        case .largeInteger(let number): return number.nearestDouble
        case .string(let text) where readsStrings:
            guard let number = Double(text) else { throw mismatch(type) }
            return number
        default: throw mismatch(type)
        }
    }

    func decode(_ type: Float.Type) throws -> Float {
        let number = try decode(Double.self)
        guard let exact = Float(exactly: number) ?? (number.isFinite ? Float(number) : nil) else {
            throw mismatch(type)
        }
        return exact
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try read(type) }

    /// Reads a type, the few Foundation types whose own `Decodable` reads another shape first.
    func read<T: Decodable>(_ type: T.Type) throws -> T {
        if type == Date.self, let date = date { return try cast(date) }
        if type == Data.self, let data = value.dataValue { return try cast(data) }
        if type == URL.self, case .string(let text) = value, let url = URL(string: text) { return try cast(url) }
        if type == Value.self { return try cast(value) }
        return try T(from: self)
    }

    private func cast<T>(_ value: Any) throws -> T {
        guard let typed = value as? T else { throw mismatch(T.self) }
        return typed
    }

    private var date: Date? {
        switch value {
        case .date(let date): date
        case .string(let text): ISO8601.parse(text)
        default: nil
        }
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let fitting: T?
        switch value {
        case .int(let number): fitting = T(exactly: number)
        case .double(let number): fitting = T(exactly: number)
        // Beyond `Int`, and within `UInt64` for some: read from its digits.
        case .largeInteger(let number): fitting = T(number.description)
        case .string(let text) where readsStrings: fitting = T(text)
        default: fitting = nil
        }
        guard let fitting else { throw mismatch(type) }
        return fitting
    }

    func mismatch(_ type: Any.Type, expected: String? = nil) -> DecodingError {
        DecodingError.typeMismatch(
            type,
            .init(
                codingPath: codingPath,
                debugDescription: "expected \(expected ?? "\(type)"), found \(value.kind.withArticle)"))
    }
}

/// The keyed container of an object.
private struct KeyedValues<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let fields: [String: Value]
    let path: [any CodingKey]
    let readsStrings: Bool
    var codingPath: [any CodingKey] { path }
    var allKeys: [Key] { fields.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { fields[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool { fields[key.stringValue]?.isNull ?? true }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoding(key).read(type)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoding(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoding(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        ValueDecoding(.object(fields), path: path, readsStrings: readsStrings)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { try decoding(key) }

    private func decoding(_ key: Key) throws -> ValueDecoding {
        guard let value = fields[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: path, debugDescription: "no value for '\(key.stringValue)'"))
        }
        return ValueDecoding(value, path: path + [key], readsStrings: readsStrings)
    }
}

/// The unkeyed container of an array.
private struct UnkeyedValues: UnkeyedDecodingContainer {
    let elements: [Value]
    let path: [any CodingKey]
    let readsStrings: Bool
    var currentIndex = 0

    init(elements: [Value], path: [any CodingKey], readsStrings: Bool) {
        self.elements = elements
        self.path = path
        self.readsStrings = readsStrings
    }

    var codingPath: [any CodingKey] { path }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try next(type).read(type)
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try next(type).container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try next([Value].self).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = try next(Value.self)
        currentIndex += 1
        return decoder
    }

    private func next(_ type: Any.Type) throws -> ValueDecoding {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, .init(codingPath: path, debugDescription: "the array has only \(elements.count) elements"))
        }
        return ValueDecoding(
            elements[currentIndex], path: path + [ElementKey(index: currentIndex)], readsStrings: readsStrings)
    }
}

/// The coding key of an array element.
private struct ElementKey: CodingKey {
    let index: Int
    init(index: Int) { self.index = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.index = intValue }
    var stringValue: String { "\(index)" }
    var intValue: Int? { index }
}
