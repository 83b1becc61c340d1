internal import CVerdictJSON

/// The distinct attributes a ``RecordScreen`` reads, each with a slot, and a table that names a
/// key's slot in one probe: a record's fields are matched to the slots in one pass over them,
/// where searching the record once for each chain's key cost about 60 instructions a chain.
struct FieldSlots: Sendable {
    /// The slots' keys, UTF-8, one after another: slot `i`'s is `keys[ends[i - 1]..<ends[i]]`
    /// (from 0 for slot 0).
    private let keys: [UInt8]
    private let ends: [Int]
    /// Slot + 1 at the probe of each slot's key (``probe(_:)``), 0 elsewhere.
    private let table: [UInt8]
    /// Whether every key has a probe of its own; if two share one, a key is compared with every
    /// slot's instead.
    private let isUnique: Bool

    /// How many slots there are.
    var count: Int { ends.count }

    /// The most slots a table can name.
    static let capacity = 255

    /// The slots of `attributes`, in their order (at most ``capacity``).
    init(_ attributes: [String]) {
        precondition(attributes.count <= Self.capacity, "more attributes than field slots")
        var keys: [UInt8] = []
        var ends: [Int] = []
        var table = [UInt8](repeating: 0, count: Self.tableSize)
        var isUnique = true
        for (slot, attribute) in attributes.enumerated() {
            keys += attribute.utf8
            ends.append(keys.count)
            let probe = Array(attribute.utf8).withUnsafeBufferPointer(Self.probe)
            if table[probe] != 0 { isUnique = false }
            table[probe] = UInt8(slot + 1)
        }
        self.keys = keys
        self.ends = ends
        self.table = table
        self.isUnique = isUnique
    }

    /// Sets `found[slot]` to each slot's field of `record` (its last occurrence, as ``InputRecord``
    /// reads a key given twice), ``RawField/absent`` when the record has none. `found` holds
    /// ``count`` fields.
    func fields(of record: borrowing ScreenedRecord, into found: UnsafeMutableBufferPointer<RawField>) {
        found.initialize(repeating: .absent)
        let text = record.json
        let fields = record.fields
        guard let json = text.baseAddress else { return }
        keys.withUnsafeBufferPointer { keys in
            ends.withUnsafeBufferPointer { ends in
                table.withUnsafeBufferPointer { table in
                    for position in fields.indices {
                        let field = fields[position]
                        let key = UnsafeBufferPointer(
                            start: json + field.keyStart, count: field.keyEnd &- field.keyStart)
                        guard let slot = slot(of: key, keys: keys, ends: ends, table: table) else { continue }
                        found[slot] = RawField(
                            value: field.valueStart..<field.valueEnd, in: text,
                            isPlainString: field.isPlainString, position: position)
                    }
                }
            }
        }
    }

    /// The slot whose key is `key`, if any.
    @inline(__always)
    private func slot(
        of key: UnsafeBufferPointer<UInt8>, keys: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>,
        table: UnsafeBufferPointer<UInt8>
    ) -> Int? {
        if isUnique {
            let entry = Int(table[Self.probe(key)])
            guard entry != 0 else { return nil }
            return has(key, slot: entry &- 1, keys: keys, ends: ends) ? entry &- 1 : nil
        }
        for slot in ends.indices where has(key, slot: slot, keys: keys, ends: ends) { return slot }
        return nil
    }

    /// Whether `key` is slot `slot`'s key.
    @inline(__always)
    private func has(
        _ key: UnsafeBufferPointer<UInt8>, slot: Int, keys: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>
    ) -> Bool {
        let start = slot == 0 ? 0 : ends[slot &- 1]
        guard ends[slot] &- start == key.count else { return false }
        guard let mine = keys.baseAddress, let theirs = key.baseAddress else { return key.isEmpty }
        return UTF8Bytes.equal(mine + start, theirs, count: key.count)
    }

    private static let tableSize = 256

    /// Where a key is looked up in `table`: from its length and its first and last bytes, which
    /// tell apart the keys of a typical model.
    @inline(__always)
    private static func probe(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        guard let first = key.first, let last = key.last else { return 0 }
        return (key.count &* 37 &+ Int(first) &* 7 &+ Int(last)) & (tableSize - 1)
    }
}
