package import Foundation
package import CVerdictJSON

/// A record to validate, as its reader made it: the one input type carried from a reader to a
/// ``ValidationService``.
///
/// A record read from JSON text (``read(_:in:maximumDepth:)-([UInt8],Range<Int>,_)``) has its
/// whole text checked and its top-level fields located when it is read, but a field's value is
/// decoded only when a rule reads it — no dictionary is built and no key is hashed — and
/// strategies screen its text first. Any other record (a CSV row, a YAML document, a value built
/// in code) is kept as its ``Value`` (``init(_:)``).
///
/// Reading accepts exactly what ``JSONReader`` accepts and fails with the same errors. Lookups
/// compare bytes; when a key repeats, the last occurrence wins, as in ``JSONReader``. A record
/// whose keys have escapes, or a text that is not an object, is kept as ``JSONReader`` reads it.
///
/// ```swift
/// let bytes = Array(#"{"title": "Standup", "seats": 12}"#.utf8)
/// let record = try InputRecord.read(bytes, in: bytes.indices)
/// record.value(of: "seats")  // .int(12)
/// ```
public struct InputRecord: Sendable {
    /// Where one top-level field is in the text: the key between its quotes, the value from its
    /// first byte to just past its last, and whether the value is a string without escapes (its
    /// value is then the bytes between the quotes). A C struct, which the fast locator fills.
    package typealias Field = verdict_json_field

    /// What records hold, behind one reference: a record is two words, so it sits inline in an
    /// existential (`any AttributeSource`, `Any`) instead of in a box allocated per conversion. The
    /// records of a batch read together share one storage: no allocation per record.
    private final class Storage: Sendable {
        /// The text (shared, e.g. a batch of lines); empty when the record is kept as `readValue`.
        let bytes: [UInt8]
        /// The fields located in `bytes`, record after record.
        let fields: [Field]
        /// Where each record's fields start in `fields`, and where the last one's end: record `i`
        /// has `fields[starts[i]..<starts[i + 1]]`.
        let starts: [Int]
        /// What ``JSONReader`` made of a text whose fields are not located (not an object, or keys
        /// with escapes); `nil` when they are. Such a record has a storage of its own.
        let readValue: Value?

        init(bytes: [UInt8], fields: [Field], starts: [Int], readValue: Value?) {
            self.bytes = bytes
            self.fields = fields
            self.starts = starts
            self.readValue = readValue
        }
    }

    private let storage: Storage
    /// Which of the storage's records this is.
    private let index: Int
    private var bytes: [UInt8] { storage.bytes }
    private var readValue: Value? { storage.readValue }
    /// Where the record's fields are in `storage.fields`.
    private var fieldRange: Range<Int> { storage.starts[index]..<storage.starts[index + 1] }
    /// The record's fields.
    private var fields: ArraySlice<Field> { storage.fields[fieldRange] }

    private init(storage: Storage, index: Int) {
        self.storage = storage
        self.index = index
    }

    private init(readValue: Value) {
        self.init(storage: Storage(bytes: [], fields: [], starts: [0, 0], readValue: readValue), index: 0)
    }

    /// A record kept as `value`: one another reader made (a CSV row, a YAML document) or built in
    /// code. Rules read its fields from the value; there is no text to screen.
    public init(_ value: Value) {
        self.init(readValue: value)
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
    ) throws(JSONReadError) -> InputRecord {
        // The batch read for one range, without its lists of ranges and results (a server reads
        // one record a request).
        var fields: [Field] = []
        let isLocated = bytes.withUnsafeBufferPointer { buffer in
            withUnsafeTemporaryAllocation(of: Field.self, capacity: fastLocatorCapacity) { scratch in
                locate(in: buffer, range, maximumDepth: maximumDepth, scratch: scratch, into: &fields)
            }
        }
        guard isLocated else {
            let value = try bytes.withUnsafeBufferPointer { buffer throws(JSONReadError) in
                try JSONReader(maximumDepth: maximumDepth).read(UnsafeBufferPointer(rebasing: buffer[range]))
            }
            return InputRecord(readValue: value)
        }
        return InputRecord(
            storage: Storage(bytes: bytes, fields: fields, starts: [0, fields.count], readValue: nil), index: 0)
    }

    /// Reads the JSON values in `bytes[ranges[i]]`, as ``read(_:in:maximumDepth:)`` reads each: the
    /// records share `bytes` and one storage for their fields, so a batch of lines costs a few
    /// allocations, not a few per record.
    /// - Returns: one record, or the error that made its text unreadable, per range, in order.
    public static func read(
        _ bytes: [UInt8], in ranges: [Range<Int>], maximumDepth: Int = JSONReader.defaultMaximumDepth
    ) -> [Result<InputRecord, JSONReadError>] {
        var fields: [Field] = []
        fields.reserveCapacity(ranges.count * 8)
        var starts: [Int] = [0]
        starts.reserveCapacity(ranges.count + 1)
        // Texts whose fields could not be located: read in full afterwards, each on its own.
        var unlocated: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            withUnsafeTemporaryAllocation(of: Field.self, capacity: fastLocatorCapacity) { scratch in
                for (i, range) in ranges.enumerated() {
                    if !locate(in: buffer, range, maximumDepth: maximumDepth, scratch: scratch, into: &fields) {
                        unlocated.append(i)
                    }
                    starts.append(fields.count)
                }
            }
        }
        let storage = Storage(bytes: bytes, fields: fields, starts: starts, readValue: nil)
        var records = ranges.indices.map {
            Result<InputRecord, JSONReadError>.success(InputRecord(storage: storage, index: $0))
        }
        for i in unlocated {
            // Not a plain object, or not valid: the full reader decides, with its exact error.
            records[i] = bytes.withUnsafeBufferPointer { buffer in
                Result { () throws(JSONReadError) in
                    try JSONReader(maximumDepth: maximumDepth).read(UnsafeBufferPointer(rebasing: buffer[ranges[i]]))
                }
            }.map { InputRecord(readValue: $0) }
        }
        return records
    }

    /// Appends the fields of the record at `range` of `buffer`: the C locator first; what it leaves
    /// undecided, the Swift one (which has the reader's errors behind it). `false`, with nothing
    /// appended, when the record's fields cannot be located (the full reader must decide).
    private static func locate(
        in buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, maximumDepth: Int,
        scratch: UnsafeMutableBufferPointer<Field>, into fields: inout [Field]
    ) -> Bool {
        let count = locateFieldsQuickly(in: buffer, range, maximumDepth: maximumDepth, into: scratch)
        if count >= 0 {
            fields.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<count]))
            return true
        }
        return locateFields(
            in: UnsafeBufferPointer(rebasing: buffer[range]), startingAt: range.lowerBound, maximumDepth: maximumDepth,
            into: &fields)
    }

    /// The most fields the C locator takes in one record; a record with more is located in Swift.
    private static let fastLocatorCapacity = 512

    /// The C locator (`verdict_json_locate`) on the record at `range` of `buffer`: how many fields
    /// it wrote to `scratch`, with offsets counted in `buffer`, or a negative count when it
    /// leaves the record to ``locateFields(in:startingAt:maximumDepth:into:)``. It accepts only
    /// texts the reader accepts and locates the same fields; it may read past the record, within
    /// `buffer`.
    static func locateFieldsQuickly(
        in buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, maximumDepth: Int,
        into scratch: UnsafeMutableBufferPointer<Field>, portable: Bool = false
    ) -> Int {
        guard let text = buffer.baseAddress, let fields = scratch.baseAddress else { return -1 }
        let depth = Int32(clamping: maximumDepth)
        return portable
            ? verdict_json_locate_portable(
                text, range.lowerBound, range.upperBound, buffer.count, depth, fields, scratch.count)
            : verdict_json_locate(text, range.lowerBound, range.upperBound, buffer.count, depth, fields, scratch.count)
    }

    /// Appends the fields of a one-object text whose keys have no escapes, with offsets counted
    /// from `base` (where the text starts in the record's bytes); appends nothing and returns
    /// `false` for anything else, including invalid text.
    static func locateFields(
        in text: UnsafeBufferPointer<UInt8>, startingAt base: Int, maximumDepth: Int, into fields: inout [Field]
    ) -> Bool {
        let first = fields.count
        let located = locateFields(in: text, startingAt: base, maximumDepth: maximumDepth, appending: &fields)
        if !located { fields.removeSubrange(first...) }
        return located
    }

    /// ``locateFields(in:startingAt:maximumDepth:into:)``, leaving what it appended when it fails.
    private static func locateFields(
        in text: UnsafeBufferPointer<UInt8>, startingAt base: Int, maximumDepth: Int, appending fields: inout [Field]
    ) -> Bool {
        var parser = JSONParser(bytes: text, position: 0, maximumDepth: maximumDepth, lineOrigin: 0)
        parser.skipWhitespace()
        guard parser.position < text.count, text[parser.position] == UInt8(ascii: "{"), maximumDepth >= 1 else {
            return false
        }
        parser.position += 1
        parser.depth = 1
        do throws(JSONReadError) {
            parser.skipWhitespace()
            if parser.position < text.count, text[parser.position] == UInt8(ascii: "}") {
                parser.position += 1
            } else {
                while true {
                    guard parser.position < text.count, text[parser.position] == UInt8(ascii: "\"") else {
                        return false
                    }
                    parser.position += 1
                    let keyStart = parser.position
                    guard try parser.skipString() else { return false }
                    let keyEnd = parser.position - 1
                    parser.skipWhitespace()
                    guard parser.position < text.count, text[parser.position] == UInt8(ascii: ":") else { return false }
                    parser.position += 1
                    parser.skipWhitespace()
                    let valueStart = parser.position
                    let isString = valueStart < text.count && text[valueStart] == UInt8(ascii: "\"")
                    let isPlain: Bool
                    if !isString, let length = literalLength(in: text, at: valueStart) {
                        // What follows it is checked below, as after any value.
                        parser.position = valueStart + length
                        isPlain = false
                    } else {
                        isPlain = try parser.skipValue()
                    }
                    fields.append(
                        Field(
                            keyStart: base + keyStart, keyEnd: base + keyEnd, valueStart: base + valueStart,
                            valueEnd: base + parser.position, isPlainString: isString && isPlain))
                    parser.skipWhitespace()
                    guard parser.position < text.count else { return false }
                    let c = text[parser.position]
                    parser.position += 1
                    if c == UInt8(ascii: "}") { break }
                    guard c == UInt8(ascii: ","), parser.position < text.count else { return false }
                    parser.skipWhitespace()
                }
            }
        } catch {
            return false
        }
        parser.skipWhitespace()
        return parser.position == text.count
    }

    /// The length of the literal `true`, `false` or `null` at `offset`, else `nil`: four bytes
    /// compared at once, where the parser reads a literal byte by byte and builds its value. The
    /// caller checks what follows (only a delimiter may), as the parser would.
    @inline(__always)
    private static func literalLength(in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
        guard let base = text.baseAddress, offset >= 0, offset &+ 4 <= text.count else { return nil }
        // "null", "true" and "fals" as little-endian words.
        switch UInt32(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt32.self)) {
        case 0x6C6C_756E, 0x6575_7274: return 4
        case 0x736C_6166: return offset &+ 5 <= text.count && base[offset &+ 4] == UInt8(ascii: "e") ? 5 : nil
        default: return nil
        }
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

extension InputRecord: ListableAttributeSource {
    /// The field's value, decoded now; `nil` when the record has no such field or is not an object.
    public func value(of attribute: String) -> Value? {
        if let readValue { return readValue[attribute] }
        guard let index = fieldIndex(of: attribute) else { return nil }
        return decode(storage.fields[index])
    }

    /// Where the field named `attribute` is in the storage's fields: the last occurrence, so that
    /// a repeated key reads as its last value.
    private func fieldIndex(of attribute: String) -> Int? {
        var name = attribute
        let range = fieldRange
        return name.withUTF8 { name -> Int? in
            bytes.withUnsafeBufferPointer { buffer -> Int? in
                storage.fields.withUnsafeBufferPointer { fields -> Int? in
                    var index = range.upperBound
                    while index > range.lowerBound {
                        index -= 1
                        let field = fields[index]
                        guard field.keyEnd &- field.keyStart == name.count else { continue }
                        guard let text = buffer.baseAddress, let key = name.baseAddress else { return index }  // ""
                        if UTF8Bytes.equal(text + field.keyStart, key, count: name.count) { return index }
                    }
                    return nil
                }
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

extension InputRecord {
    /// Runs `body` over the record's located fields, for a ``RecordScreen`` or a record driver;
    /// `false`, with `body` not run, when the record is kept decoded (not an object, or keys with
    /// escapes). Not generic, so that callers in other modules need no type metadata per record.
    @inline(__always)
    package func withScreenedRecord(now: Date, _ body: (ScreenedRecord) -> Void) -> Bool {
        guard storage.readValue == nil else { return false }
        storage.bytes.withUnsafeBufferPointer { json in
            storage.fields.withUnsafeBufferPointer { all in
                let fields = UnsafeBufferPointer(rebasing: all[fieldRange])
                withUnsafeTemporaryAllocation(of: Double.self, capacity: fields.count) { dates in
                    dates.initialize(repeating: .nan)
                    body(ScreenedRecord(now: now, json: json, fields: fields, dates: dates))
                }
            }
        }
        return true
    }
}
