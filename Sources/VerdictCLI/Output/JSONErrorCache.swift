import Foundation
@_spi(Bytes) import Verdict

/// The JSON of errors a report writes again and again — the same rule failing on the same
/// attribute with the same message, record after record — kept whole, so that writing one again is
/// a comparison and a single copy instead of escaping its strings and sorting its parameters.
///
/// An error is written from the cache when its attribute, rule, message, key and parameters would be
/// written as a kept one's are: strings with the same bytes (`==` also holds for canonically
/// equivalent strings, whose bytes differ), numbers with the same bits. The bytes are what ``JSONWriter`` writes for
/// ``Verdict/ValidationError/reportFields``, keys of the parameters sorted, as the reporter writes
/// an error itself. The cache keeps the last ``capacity`` errors written through it; when fewer than
/// half of its look-ups find one (every message naming its value, say), it stops looking, and
/// errors are written as they come.
final class JSONErrorCache {
    /// How many errors are kept.
    static let capacity = 32
    /// The largest error kept, in bytes: a long message is written as it comes.
    static let maximumBytes = 1_024
    /// How many look-ups are counted before the cache judges whether it pays.
    static let trial = 1_024

    private struct Kept {
        let error: ValidationError
        let bytes: UnsafeMutableBufferPointer<UInt8>
    }

    /// Unchecked: one reporter's thread writes through the cache, and nothing it calls comes back
    /// to it, so no access can overlap another.
    @exclusivity(unchecked) private var kept: [Kept] = []
    /// Where the next error is kept once the cache is full: the oldest one's place.
    private var oldest = 0
    private var lookUps = 0
    private var hits = 0
    /// Whether errors are still looked up (see the type's description).
    private(set) var isLooking = true

    init() {
        kept.reserveCapacity(Self.capacity)
    }

    deinit {
        for entry in kept { entry.bytes.deallocate() }
    }

    /// Writes the error at `index` of `errors` as its JSON object: from the cache when it holds it,
    /// else written out and kept.
    /// - Returns: `false` when the cache no longer looks errors up: the caller writes the error.
    func write(_ errors: borrowing [ValidationError], at index: Int, to console: Console) -> Bool {
        guard isLooking else { return false }
        lookUps &+= 1
        if let bytes = errors.withUnsafeBufferPointer({ find($0, at: index) }) {
            hits &+= 1
            console.write(bytes: bytes)
            return true
        }
        if lookUps == Self.trial, hits &* 2 < lookUps {
            isLooking = false
            return false
        }
        var made: [UInt8] = []
        JSONWriter(sortsKeys: true).writeObject(errors[index].reportFields, into: &made)
        guard made.count <= Self.maximumBytes else {
            made.withUnsafeBufferPointer { console.write(bytes: $0) }
            return true
        }
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: made.count)
        _ = bytes.initialize(from: made)
        // Kept without the value that failed, which is not written and may be large.
        var error = errors[index]
        error.value = .null
        let entry = Kept(error: error, bytes: bytes)
        if kept.count < Self.capacity {
            kept.append(entry)
        } else {
            kept[oldest].bytes.deallocate()
            kept[oldest] = entry
            oldest = (oldest &+ 1) % Self.capacity
        }
        console.write(bytes: UnsafeBufferPointer(bytes))
        return true
    }

    /// The bytes of a kept error whose written fields equal those of `errors[index]`.
    private func find(_ errors: UnsafeBufferPointer<ValidationError>, at index: Int) -> UnsafeBufferPointer<UInt8>? {
        kept.withUnsafeBufferPointer { kept in
            // Compared in place: a copy of either error would retain all of its parts. First the
            // usual case, strings that are the very ones kept (a rule's name, a message rendered
            // once); then byte by byte, for strings made again for each error.
            for i in kept.indices {
                if Self.isSameInstance(kept[i].error.message, errors[index].message),
                    Self.isSameInstance(kept[i].error.attribute, errors[index].attribute),
                    Self.isSameInstance(kept[i].error.rule, errors[index].rule),
                    Self.isSameInstance(kept[i].error.key, errors[index].key),
                    Self.sameJSON(kept[i].error.params, errors[index].params)
                {
                    return UnsafeBufferPointer(kept[i].bytes)
                }
            }
            for i in kept.indices {
                if Self.sameBytes(kept[i].error.message, errors[index].message),
                    Self.sameBytes(kept[i].error.attribute, errors[index].attribute),
                    Self.sameBytes(kept[i].error.rule, errors[index].rule),
                    Self.sameBytes(kept[i].error.key.rawValue, errors[index].key.rawValue),
                    Self.sameJSON(kept[i].error.params, errors[index].params)
                {
                    return UnsafeBufferPointer(kept[i].bytes)
                }
            }
            return nil
        }
    }

    /// Whether two values are one: the same bytes, which for a string or a collection means the
    /// same storage (or the same few bytes held inline), so the same contents. A quick sufficient
    /// test; values that fail it may still be equal.
    @inline(__always)
    static func isSameInstance<T>(_ a: T, _ b: T) -> Bool {
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
        if isSameInstance(a, b) { return true }
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
    /// values. Each key is sought among the other's few fields, not hashed.
    static func sameJSON(_ a: [String: Value], _ b: [String: Value]) -> Bool {
        if isSameInstance(a, b) { return true }
        guard a.count == b.count else { return false }
        guard a.count <= 8 else { return false }
        for (key, value) in a {
            guard b.contains(where: { sameBytes($0.key, key) && sameJSON($0.value, value) }) else { return false }
        }
        return true
    }
}
