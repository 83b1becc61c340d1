import Foundation

/// A JSON record read for validation: its whole text is checked and its top-level fields are
/// located when it is read, but a field's value is decoded only when a rule reads it — no
/// dictionary is built and no key is hashed.
///
/// Reading accepts exactly what ``JSONReader`` accepts and fails with the same errors. Lookups
/// compare bytes; when a key repeats, the last occurrence wins, as in ``JSONReader``. A record
/// whose keys have escapes, or a text that is not an object, is kept as ``JSONReader`` reads it.
///
/// ```swift
/// let bytes = Array(#"{"title": "Standup", "seats": 12}"#.utf8)
/// let record = try JSONRecord.read(bytes, in: bytes.indices)
/// record.value(of: "seats")  // .int(12)
/// ```
public struct JSONRecord: Sendable {
    /// Where one top-level field is in the text.
    struct Field: Sendable {
        var keyStart: Int
        var keyEnd: Int
        var valueStart: Int
        var valueEnd: Int
        /// A string without escapes: its value is the bytes between the quotes.
        var isPlainString: Bool
    }

    /// What a record holds, behind one reference: a record is one word, so it sits inline in an
    /// existential (`any AttributeSource`, `Any`) instead of in a box allocated per conversion.
    private final class Storage: Sendable {
        /// The text (shared, e.g. a batch of lines); empty when the record is kept as `readValue`.
        let bytes: [UInt8]
        /// The fields located in `bytes`.
        let fields: [Field]
        /// What ``JSONReader`` made of a text whose fields are not located (not an object, or keys
        /// with escapes); `nil` when they are.
        let readValue: Value?

        init(bytes: [UInt8], fields: [Field], readValue: Value?) {
            self.bytes = bytes
            self.fields = fields
            self.readValue = readValue
        }
    }

    private let storage: Storage
    private var bytes: [UInt8] { storage.bytes }
    private var fields: [Field] { storage.fields }
    private var readValue: Value? { storage.readValue }

    private init(bytes: [UInt8], fields: [Field]) {
        storage = Storage(bytes: bytes, fields: fields, readValue: nil)
    }

    private init(readValue: Value) {
        storage = Storage(bytes: [], fields: [], readValue: readValue)
    }

    /// Reads the JSON value in `bytes[range]` (whitespace around it allowed).
    /// - Parameters:
    ///   - bytes: the text; it may hold more than this record (a batch of lines), and is shared, not
    ///     copied.
    ///   - range: where the record is; error positions are counted from its start.
    ///   - maximumDepth: how deeply arrays and objects may nest.
    /// - Throws: ``JSONReadError``, as ``JSONReader/read(_:)-(UnsafeBufferPointer<UInt8>)`` throws it.
    public static func read(
        _ bytes: [UInt8], in range: Range<Int>, maximumDepth: Int = JSONReader.defaultMaximumDepth
    ) throws(JSONReadError) -> JSONRecord {
        let fields: [Field]? = bytes.withUnsafeBufferPointer { buffer in
            locateFields(
                in: UnsafeBufferPointer(rebasing: buffer[range]), startingAt: range.lowerBound,
                maximumDepth: maximumDepth)
        }
        if let fields { return JSONRecord(bytes: bytes, fields: fields) }
        // Not a plain object, or not valid: the full reader decides, with its exact error.
        let value = try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONReadError) in
                try JSONReader(maximumDepth: maximumDepth).read(UnsafeBufferPointer(rebasing: buffer[range]))
            }
        }.get()
        return JSONRecord(readValue: value)
    }

    /// The fields of a one-object text whose keys have no escapes, with offsets counted from
    /// `base` (where the text starts in the record's bytes); `nil` for anything else, including
    /// invalid text.
    private static func locateFields(in text: UnsafeBufferPointer<UInt8>, startingAt base: Int, maximumDepth: Int)
        -> [Field]?
    {
        var parser = JSONParser(bytes: text, position: 0, maximumDepth: maximumDepth, lineOrigin: 0)
        parser.skipWhitespace()
        guard parser.position < text.count, text[parser.position] == UInt8(ascii: "{"), maximumDepth >= 1 else {
            return nil
        }
        parser.position += 1
        parser.depth = 1
        var fields: [Field] = []
        fields.reserveCapacity(8)
        do throws(JSONReadError) {
            parser.skipWhitespace()
            if parser.position < text.count, text[parser.position] == UInt8(ascii: "}") {
                parser.position += 1
            } else {
                while true {
                    guard parser.position < text.count, text[parser.position] == UInt8(ascii: "\"") else { return nil }
                    parser.position += 1
                    let keyStart = parser.position
                    guard try parser.skipString() else { return nil }
                    let keyEnd = parser.position - 1
                    parser.skipWhitespace()
                    guard parser.position < text.count, text[parser.position] == UInt8(ascii: ":") else { return nil }
                    parser.position += 1
                    parser.skipWhitespace()
                    let valueStart = parser.position
                    let isString = valueStart < text.count && text[valueStart] == UInt8(ascii: "\"")
                    let isPlain = try parser.skipValue()
                    fields.append(
                        Field(
                            keyStart: base + keyStart, keyEnd: base + keyEnd, valueStart: base + valueStart,
                            valueEnd: base + parser.position, isPlainString: isString && isPlain))
                    parser.skipWhitespace()
                    guard parser.position < text.count else { return nil }
                    let c = text[parser.position]
                    parser.position += 1
                    if c == UInt8(ascii: "}") { break }
                    guard c == UInt8(ascii: ","), parser.position < text.count else { return nil }
                    parser.skipWhitespace()
                }
            }
        } catch {
            return nil
        }
        parser.skipWhitespace()
        return parser.position == text.count ? fields : nil
    }

    /// Whether the record is a JSON object (only objects have attributes).
    public var isObject: Bool { kind == .object }

    /// The kind of JSON value the record is.
    public var kind: Value.Kind { readValue?.kind ?? .object }

    /// The whole record as a ``Value`` (every field decoded).
    public var value: Value {
        if let readValue { return readValue }
        var object: [String: Value] = [:]
        object.reserveCapacity(fields.count)
        for field in fields {
            object[key(of: field)] = decode(field)
        }
        return .object(object)
    }

    private func key(of field: Field) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: $0[field.keyStart..<field.keyEnd], as: UTF8.self) }
    }

    private func decode(_ field: Field) -> Value {
        bytes.withUnsafeBufferPointer { buffer in
            if field.isPlainString {
                return .string(String(decoding: buffer[(field.valueStart + 1)..<(field.valueEnd - 1)], as: UTF8.self))
            }
            // Checked when the record was read, so this cannot fail.
            let text = UnsafeBufferPointer(rebasing: buffer[field.valueStart..<field.valueEnd])
            return (try? JSONReader(maximumDepth: .max).read(text)) ?? .null
        }
    }
}

extension JSONRecord: ListableAttributeSource {
    /// The field's value, decoded now; `nil` when the record has no such field or is not an object.
    public func value(of attribute: String) -> Value? {
        if let readValue { return readValue[attribute] }
        guard let index = fieldIndex(of: attribute) else { return nil }
        return decode(fields[index])
    }

    /// Where the field named `attribute` is in `fields`: the last occurrence, so that a repeated key
    /// reads as its last value.
    private func fieldIndex(of attribute: String) -> Int? {
        var name = attribute
        return name.withUTF8 { name -> Int? in
            bytes.withUnsafeBufferPointer { buffer -> Int? in
                guard let text = buffer.baseAddress, let key = name.baseAddress else {
                    return name.isEmpty ? fields.lastIndex { $0.keyStart == $0.keyEnd } : nil
                }
                var index = fields.count
                while index > 0 {
                    index -= 1
                    let field = fields[index]
                    if field.keyEnd &- field.keyStart == name.count,
                        UTF8Bytes.equal(text + field.keyStart, key, count: name.count)
                    {
                        return index
                    }
                }
                return nil
            }
        }
    }

    /// The keys of the object, each once, in order of first appearance; empty for other values.
    public var attributeNames: [String] {
        if let readValue { return readValue.attributeNames }
        var names: [String] = []
        for field in fields {
            let name = key(of: field)
            if !names.contains(name) { names.append(name) }
        }
        return names
    }
}

extension JSONRecord {
    /// Runs `body` over the record's located fields, for a ``RecordScreen``; `nil` when the record
    /// is kept decoded (not an object, or keys with escapes).
    @inline(__always)
    func withScreenedRecord<R>(now: Date, _ body: (ScreenedRecord) -> R) -> R? {
        guard storage.readValue == nil else { return nil }
        return storage.bytes.withUnsafeBufferPointer { json in
            storage.fields.withUnsafeBufferPointer { fields in
                withUnsafeTemporaryAllocation(of: Double.self, capacity: fields.count) { dates in
                    dates.initialize(repeating: .nan)
                    return body(ScreenedRecord(now: now, json: json, fields: fields, dates: dates))
                }
            }
        }
    }
}
