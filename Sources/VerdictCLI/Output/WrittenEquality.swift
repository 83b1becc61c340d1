import Foundation
import Verdict

/// Whether two values would be written as the same bytes: what a cache of written text must ask
/// before it writes a kept text for a new value. Not `==`, which holds for canonically equivalent
/// strings (`"é"` composed or decomposed) and for `0.0` and `-0.0`, all written differently.
enum WrittenEquality {
    /// Whether two values are one: the same bytes, which for a string or a collection means the
    /// same storage (or the same few bytes held inline). Both values hold that storage, so neither
    /// can have changed it: the contents are the same. A quick sufficient test; values that fail
    /// it may still be equal.
    @inline(__always)
    static func sameInstance<T>(_ a: T, _ b: T) -> Bool {
        withUnsafeBytes(of: a) { a in
            withUnsafeBytes(of: b) { b in
                // A word at a time: a string is two, a dictionary one.
                var i = 0
                while i &+ 8 <= a.count {
                    guard
                        a.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                            == b.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    else { return false }
                    i &+= 8
                }
                while i < a.count {
                    guard a[i] == b[i] else { return false }
                    i &+= 1
                }
                return true
            }
        }
    }

    /// Whether two strings are the same UTF-8 bytes.
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        if sameInstance(a, b) { return true }
        let a = a.utf8
        let b = b.utf8
        guard a.count == b.count else { return false }
        let compared = a.withContiguousStorageIfAvailable { a in
            b.withContiguousStorageIfAvailable { b in
                guard let x = a.baseAddress, let y = b.baseAddress else { return true }
                return UTF8Bytes.equal(x, y, count: a.count)
            }
        }
        return (compared ?? nil) ?? a.elementsEqual(b)
    }

    /// Whether two values are written as the same JSON (a sufficient test: numbers and dates are
    /// compared by their bits, objects of more than a few fields are taken to differ).
    static func sameJSON(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.int(let x), .int(let y)): x == y
        case (.double(let x), .double(let y)): x.bitPattern == y.bitPattern
        case (.string(let x), .string(let y)): sameBytes(x, y)
        case (.date(let x), .date(let y)):
            x.timeIntervalSinceReferenceDate.bitPattern == y.timeIntervalSinceReferenceDate.bitPattern
        case (.data(let x), .data(let y)): x == y
        case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy { sameJSON($0, $1) }
        case (.object(let x), .object(let y)): sameJSON(x, y)
        default: false
        }
    }

    /// ``sameJSON(_:_:)-(Value,Value)`` for objects: the same keys, byte for byte, with the same
    /// values. Inlined, so that the usual answer, one instance, needs no call: a caller comparing
    /// dictionaries read through pointers (``JSONErrorCache``) retained and released both around it.
    @inline(__always)
    static func sameJSON(_ a: [String: Value], _ b: [String: Value]) -> Bool {
        sameInstance(a, b) || sameFields(a, b)
    }

    /// Whether two objects of a few fields hold the same keys, byte for byte, with the same values:
    /// each key is sought among the other's fields, not hashed.
    private static func sameFields(_ a: [String: Value], _ b: [String: Value]) -> Bool {
        guard a.count == b.count, a.count <= 8 else { return false }
        for (key, value) in a {
            guard b.contains(where: { sameBytes($0.key, key) && sameJSON($0.value, value) }) else { return false }
        }
        return true
    }
}
