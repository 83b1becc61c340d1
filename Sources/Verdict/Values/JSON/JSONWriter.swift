import Foundation

/// Writes a ``Value`` as compact JSON text (no spaces, no newlines).
///
/// Strings escape `"`, `\` and control characters (`\n`, `\t`, … or `\u00XX`); other characters
/// are written as UTF-8. Dates become ISO 8601 strings (``ISO8601/format(_:)``), data becomes a
/// base64 string, and doubles that are not finite become `null`, since JSON has no way to say them.
/// A double is always written so that it reads back as the same double (`1.0`, not `1`): in its
/// shortest form, unless the reader would take that for another whole number — 2^62's is
/// `4.611686018427388e+18`, which is `4611686018427388000`, an `Int` — when all its digits are
/// written (`4611686018427387904.0`). A ``LargeInteger`` is written as its digits.
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
            Self.writeDecimal(i, into: &bytes)
        case .double(let d):
            if d.isFinite {
                Self.writeDouble(d, into: &bytes)
            } else {
                bytes.append(contentsOf: "null".utf8)
            }
        case .largeInteger(let n):
            bytes.append(contentsOf: n.description.utf8)
        case .string(let s):
            Self.writeString(s, into: &bytes)
        case .date(let d):
            Self.writeString(ISO8601.format(d), into: &bytes)
        case .data(let d):
            Self.writeString(d.base64EncodedString(), into: &bytes)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for n in elements.indices {
                if n > 0 { bytes.append(UInt8(ascii: ",")) }
                write(elements[n], into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let fields):
            write(object: fields, into: &bytes)
        }
    }

    /// Appends an object, its keys in ascending order when ``sortsKeys``.
    private func write(object fields: [String: Value], into bytes: inout [UInt8]) {
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
            Self.forEachField(inKeyOrder: fields, field)
        } else {
            for (key, value) in fields { field(key, value) }
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// Hands `body` an object's fields in ascending key order, the order ``sortsKeys`` writes
    /// them in: the small objects of reports (an error's parameters) sorted in place with no array
    /// made and no key hashed again, larger ones by sorting their entries.
    package static func forEachField(inKeyOrder fields: [String: Value], _ body: (String, Value) -> Void) {
        let count = fields.count
        guard count > 1 else {
            for (key, value) in fields { body(key, value) }
            return
        }
        guard count <= 16 else {
            for (key, value) in fields.sorted(by: { $0.key < $1.key }) { body(key, value) }
            return
        }
        withUnsafeTemporaryAllocation(of: [String: Value].Index.self, capacity: count) { order in
            // Insertion sort of the entries' positions, by key.
            order.initialize(repeating: fields.startIndex)
            var sorted = 0
            for index in fields.indices {
                let key = fields.keys[index]
                var slot = sorted
                while slot > 0, key < fields.keys[order[slot - 1]] {
                    order[slot] = order[slot - 1]
                    slot -= 1
                }
                order[slot] = index
                sorted += 1
            }
            for index in order { body(fields.keys[index], fields.values[index]) }
            _ = order.deinitialize()
        }
    }

    /// Appends a finite double so that it reads back as itself: its shortest form, or, for a whole
    /// double from 2^53 to 2^63 whose shortest form says another integer, all its digits and `.0`.
    static func writeDouble(_ d: Double, into bytes: inout [UInt8]) {
        let shortest = d.description
        guard d.magnitude >= 0x1p53, Value.number(written: shortest.utf8, nearest: d) != .double(d) else {
            bytes.append(contentsOf: shortest.utf8)
            return
        }
        if d < 0 { bytes.append(UInt8(ascii: "-")) }
        bytes.append(contentsOf: LargeInteger.digits(ofWhole: d.magnitude))
        bytes.append(contentsOf: ".0".utf8)
    }

    /// Appends a number's decimal digits, without making a string.
    static func writeDecimal(_ number: Int, into bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { scratch in
            var n = number.magnitude
            var start = scratch.count
            repeat {
                start -= 1
                scratch[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: n % 10)
                n /= 10
            } while n > 0
            if number < 0 {
                start -= 1
                scratch[start] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[start...]))
        }
    }

    /// Appends a quoted, escaped JSON string.
    static func writeString(_ string: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        if string.utf8.withContiguousStorageIfAvailable({ utf8 in
            Self.escape(utf8) { bytes.append(contentsOf: $0) }
        }) == nil {
            var text = string  // a bridged string, made contiguous
            text.withUTF8 { utf8 in Self.escape(utf8) { bytes.append(contentsOf: $0) } }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The most bytes ``escape(_:into:)`` writes for `count` bytes of UTF-8: six a byte, the
    /// length of `\u00XX`.
    public static func maximumEscapedCount(_ count: Int) -> Int { count &* 6 }

    /// Writes the body of the JSON string for `utf8` — without its quotes — at the start of
    /// `target`, and returns how many bytes it wrote: the same bytes ``escape(_:_:)`` hands out,
    /// in one piece. For writers that keep a buffer of their own and can lend its free end.
    ///
    /// - Precondition: `target` holds at least ``maximumEscapedCount(_:)`` of `utf8.count` bytes.
    public static func escape(_ utf8: UnsafeBufferPointer<UInt8>, into target: UnsafeMutableBufferPointer<UInt8>) -> Int
    {
        precondition(target.count >= maximumEscapedCount(utf8.count), "no room for the escaped string")
        guard let start = target.baseAddress else { return 0 }
        var end = start
        escape(utf8) { piece in
            guard let source = piece.baseAddress else { return }
            end.update(from: source, count: piece.count)
            end += piece.count
        }
        return end - start
    }

    /// Hands `emit` the body of the JSON string for `utf8` — without its quotes — in pieces:
    /// runs of bytes that stand for themselves, and the escape of each byte that cannot (`"`,
    /// `\`, control characters as `\n`, `\t`, … or `\u00XX`). For writers with a buffer of their
    /// own (the command line's console), which need no intermediate string.
    ///
    /// A string with nothing to escape is handed out whole, found eight bytes at a time.
    public static func escape(_ utf8: UnsafeBufferPointer<UInt8>, _ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard let base = utf8.baseAddress else { return }
        let count = utf8.count
        var runStart = 0
        var i = 0
        while true {
            i = firstByteToEscape(in: base, from: i, count: count)
            if runStart < i { emit(UnsafeBufferPointer(start: base + runStart, count: i &- runStart)) }
            guard i < count else { return }
            emitEscape(of: base[i], emit)
            i &+= 1
            runStart = i
        }
    }

    /// The position of the first byte at or after `start` that needs an escape, or `count`: eight
    /// bytes at a time, then the last bytes in one word that overlaps bytes already passed (or,
    /// for a string shorter than a word, two halves that overlap), byte by byte only around a
    /// byte to escape.
    @inline(__always)
    private static func firstByteToEscape(in base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        let raw = UnsafeRawPointer(base)
        var i = start
        while i &+ 8 <= count, !wordNeedsEscape(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) { i &+= 8 }
        let left = count &- i
        if left > 0, left < 8 {
            if count >= 8 {
                if !wordNeedsEscape(raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)) { return count }
            } else if left >= 4 {
                let low = UInt64(raw.loadUnaligned(fromByteOffset: i, as: UInt32.self))
                let high = UInt64(raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
                if !wordNeedsEscape(low | high << 32) { return count }
            }
        }
        while i < count, !byteNeedsEscape(base[i]) { i &+= 1 }
        return i
    }

    /// Whether a byte stands for something else in a JSON string: `"`, `\` or a control character.
    @inline(__always) private static func byteNeedsEscape(_ c: UInt8) -> Bool {
        c < 0x20 || c == UInt8(ascii: "\"") || c == UInt8(ascii: "\\")
    }

    /// Whether any of a word's eight bytes needs an escape (``byteNeedsEscape(_:)``), without a
    /// false answer: `(x - 0x01…) & ~x & 0x80…` is non-zero exactly when some byte of `x` is zero,
    /// and its `0x20…` form when some byte is below 0x20.
    @inline(__always) private static func wordNeedsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let control = (word &- ones &* 0x20) & ~word
        let quoteZero = (quote &- ones) & ~quote
        let backslashZero = (backslash &- ones) & ~backslash
        return (control | quoteZero | backslashZero) & highs != 0
    }

    /// Hands `emit` the escape of one byte: `\"`, `\\`, `\n`, … or `\u00XX`.
    private static func emitEscape(of c: UInt8, _ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
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
}
