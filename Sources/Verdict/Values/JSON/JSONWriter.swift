import Foundation

/// Writes a ``Value`` as compact JSON text (no spaces, no newlines).
///
/// Strings escape `"`, `\` and control characters (`\n`, `\t`, … or `\u00XX`); other characters
/// are written as UTF-8. Dates become ISO 8601 strings (``ISO8601/format(_:)``), data becomes a
/// base64 string, and doubles that are not finite become `null`, since JSON has no way to say them.
/// A double is always written so that it reads back as a double (`1.0`, not `1`).
///
/// ```swift
/// JSONWriter(sortsKeys: true).write(["b": 1, "a": [true, nil]])  // {"a":[true,null],"b":1}
/// ```
public struct JSONWriter: Sendable {
    /// Whether object keys are written in ascending order; otherwise in the dictionary's order,
    /// which differs between runs.
    public var sortsKeys: Bool

    /// Creates a writer.
    /// - Parameter sortsKeys: Whether object keys are written in ascending order.
    public init(sortsKeys: Bool = false) {
        self.sortsKeys = sortsKeys
    }

    /// The JSON text of a value.
    public func write(_ value: Value) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        write(value, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends an object whose keys come in the given order (a report's `valid` before its
    /// `errors`, say); nested objects follow ``sortsKeys``.
    public func writeObject(_ fields: [(String, Value)], into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "{"))
        for (index, field) in fields.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            Self.writeString(field.0, into: &bytes)
            bytes.append(UInt8(ascii: ":"))
            write(field.1, into: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// Appends the UTF-8 JSON text of a value to `bytes`.
    public func write(_ value: Value, into bytes: inout [UInt8]) {
        switch value {
        case .null:
            bytes.append(contentsOf: "null".utf8)
        case .bool(let b):
            bytes.append(contentsOf: b ? "true".utf8 : "false".utf8)
        case .int(let i):
            bytes.append(contentsOf: String(i).utf8)
        case .double(let d):
            if d.isFinite {
                bytes.append(contentsOf: d.description.utf8)
            } else {
                bytes.append(contentsOf: "null".utf8)
            }
        case .string(let s):
            Self.writeString(s, into: &bytes)
        case .date(let d):
            Self.writeString(ISO8601.format(d), into: &bytes)
        case .data(let d):
            Self.writeString(d.base64EncodedString(), into: &bytes)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (n, element) in elements.enumerated() {
                if n > 0 { bytes.append(UInt8(ascii: ",")) }
                write(element, into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let fields):
            bytes.append(UInt8(ascii: "{"))
            var first = true
            func field(_ key: String, _ value: Value) {
                if !first { bytes.append(UInt8(ascii: ",")) }
                first = false
                Self.writeString(key, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                write(value, into: &bytes)
            }
            if sortsKeys {
                for key in fields.keys.sorted() {
                    if let value = fields[key] { field(key, value) }
                }
            } else {
                for (key, value) in fields { field(key, value) }
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Appends a quoted, escaped JSON string.
    static func writeString(_ string: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = string  // contiguous UTF-8 for a native string; a bridged one is copied once
        text.withUTF8 { utf8 in Self.escape(utf8) { bytes.append(contentsOf: $0) } }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Hands `emit` the body of the JSON string for `utf8` — without its quotes — in pieces:
    /// runs of bytes that stand for themselves, and the escape of each byte that cannot (`"`,
    /// `\`, control characters as `\n`, `\t`, … or `\u00XX`). For writers with a buffer of their
    /// own (the command line's console), which need no intermediate string.
    public static func escape(_ utf8: UnsafeBufferPointer<UInt8>, _ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        var runStart = 0
        for i in utf8.indices {
            let c = utf8[i]
            guard c < 0x20 || c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\") else { continue }
            if runStart < i { emit(UnsafeBufferPointer(rebasing: utf8[runStart..<i])) }
            runStart = i + 1
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 6) { escape in
                escape[0] = UInt8(ascii: "\\")
                let short: UInt8? =
                    switch c {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"): c
                    case 0x0A: UInt8(ascii: "n")
                    case 0x0D: UInt8(ascii: "r")
                    case 0x09: UInt8(ascii: "t")
                    case 0x08: UInt8(ascii: "b")
                    case 0x0C: UInt8(ascii: "f")
                    default: nil
                    }
                if let short {
                    escape[1] = short
                    emit(UnsafeBufferPointer(rebasing: escape[0..<2]))
                } else {
                    let hexDigits: StaticString = "0123456789abcdef"
                    escape[1] = UInt8(ascii: "u")
                    escape[2] = UInt8(ascii: "0")
                    escape[3] = UInt8(ascii: "0")
                    escape[4] = hexDigits.utf8Start[Int(c >> 4)]
                    escape[5] = hexDigits.utf8Start[Int(c & 0xF)]
                    emit(UnsafeBufferPointer(escape))
                }
            }
        }
        if runStart < utf8.count { emit(UnsafeBufferPointer(rebasing: utf8[runStart...])) }
    }
}
