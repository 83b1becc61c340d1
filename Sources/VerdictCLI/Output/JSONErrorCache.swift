import Verdict
import VerdictHTTP

/// The JSON of errors a report writes again and again — the same rule failing on the same
/// attribute with the same message, record after record — kept whole, so that writing one again is
/// a comparison and a single copy instead of escaping its strings and sorting its parameters.
///
/// An error's opening — its object up to the value that failed, which differs from record to record
/// — is written from the cache when its attribute, rule, message, key and parameters would be
/// written as a kept one's are (``WrittenEquality``), and its severity is the same. The bytes are what ``JSONWriter`` writes for
/// the fields before the value (`ErrorReport.writtenBeforeValue`), keys of the parameters sorted,
/// as the reporter writes an error itself, without the closing brace. The cache keeps the last ``capacity`` errors written through it; when, after its
/// first ``trial`` look-ups, fewer than half of them have found one (every message naming its
/// value, say), it stops looking, and errors are written as they come.
final class JSONErrorCache {
    /// How many errors are kept.
    static let capacity = 32
    /// The largest error kept, in bytes: a long message is written as it comes.
    static let maximumBytes = 1_024
    /// How many look-ups the cache makes before it judges, at each one that finds nothing, whether
    /// it pays.
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

    /// Writes the opening of the error at `index` of `errors` — its JSON object up to its value,
    /// without the closing brace: from the cache when it holds it, else written out and kept.
    /// - Returns: `false` when the cache no longer looks errors up: the caller writes the opening.
    func writeOpening(_ errors: borrowing [ValidationError], at index: Int, to console: Console) -> Bool {
        guard isLooking else { return false }
        lookUps &+= 1
        if let bytes = errors.withUnsafeBufferPointer({ find($0, at: index) }) {
            hits &+= 1
            console.write(bytes: bytes)
            return true
        }
        if lookUps >= Self.trial, hits &* 2 < lookUps {
            isLooking = false
            return false
        }
        var made: [UInt8] = []
        JSONWriter(sortsKeys: true).writeObject(
            ErrorReport.writtenBeforeValue.map { ($0.rawValue, $0.value(of: errors[index])) }, into: &made)
        made.removeLast()  // the closing brace: the value follows
        guard made.count <= Self.maximumBytes else {
            made.withUnsafeBufferPointer { console.write(bytes: $0) }
            return true
        }
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: made.count)
        _ = bytes.initialize(from: made)
        // Kept without the value that failed, which the caller writes and which may be large.
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
                if WrittenEquality.sameInstance(kept[i].error.message, errors[index].message),
                    WrittenEquality.sameInstance(kept[i].error.attribute, errors[index].attribute),
                    WrittenEquality.sameInstance(kept[i].error.rule, errors[index].rule),
                    WrittenEquality.sameInstance(kept[i].error.key, errors[index].key),
                    kept[i].error.severity == errors[index].severity,
                    WrittenEquality.sameJSON(kept[i].error.params, errors[index].params)
                {
                    return UnsafeBufferPointer(kept[i].bytes)
                }
            }
            for i in kept.indices {
                if WrittenEquality.sameBytes(kept[i].error.message, errors[index].message),
                    WrittenEquality.sameBytes(kept[i].error.attribute, errors[index].attribute),
                    WrittenEquality.sameBytes(kept[i].error.rule, errors[index].rule),
                    WrittenEquality.sameBytes(kept[i].error.key.rawValue, errors[index].key.rawValue),
                    kept[i].error.severity == errors[index].severity,
                    WrittenEquality.sameJSON(kept[i].error.params, errors[index].params)
                {
                    return UnsafeBufferPointer(kept[i].bytes)
                }
            }
            return nil
        }
    }
}
