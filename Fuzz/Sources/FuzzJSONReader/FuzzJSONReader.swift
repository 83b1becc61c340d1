import Verdict

/// libFuzzer entry: the input as one JSON document (by `JSONReader` and by `InputRecord`, which
/// must agree), then as a stream of values read one after
/// another with `readValue(in:at:)`, as the command line's JSON reader takes array elements.
/// A value that reads must write back and read again to the same value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let reader = JSONReader(maximumDepth: 64)
    // A record located without parsing must read as the reader reads, or fail with its error.
    let array = Array(bytes)
    let expected = Result { () throws(JSONReadError) in try reader.read(bytes) }
    let located = Result { () throws(JSONReadError) in try InputRecord.read(array, in: array.indices, maximumDepth: 64)
    }
    switch (expected, located) {
    case (.success(let value), .success(let record)):
        if record.value != value, !value.containsNaN {
            fatalError("InputRecord reads \(record.value), JSONReader \(value)")
        }
        if case .object(let fields) = value {
            for (key, field) in fields where record.value(of: key) != field && !value.containsNaN {
                fatalError("InputRecord field \(key) differs")
            }
        }
    case (.failure(let a), .failure(let b)):
        if a.description != b.description { fatalError("InputRecord error \(b) differs from \(a)") }
    default:
        fatalError("InputRecord and JSONReader disagree on whether the text reads")
    }
    if let value = try? reader.read(bytes) {
        let text = JSONWriter().write(value)
        guard let again = try? reader.read(text) else {
            fatalError("written JSON does not read back: \(text)")
        }
        if again != value, !value.containsNaN {
            fatalError("JSON round trip changed the value: \(value) → \(again)")
        }
    }
    var position = 0
    var count = 0
    while position < bytes.count, count < 10_000 {
        guard let (_, end) = try? reader.readValue(in: bytes, at: position) else { break }
        precondition(end > position && end <= bytes.count, "readValue did not advance: \(position) → \(end)")
        position = end
        while position < bytes.count, bytes[position] == 0x2C || bytes[position] == 0x20 || bytes[position] == 0x0A {
            position += 1
        }
        count += 1
    }
    return 0
}

extension Value {
    /// Whether a double somewhere is NaN (never equal to itself).
    fileprivate var containsNaN: Bool {
        switch self {
        case .double(let d): d.isNaN
        case .array(let items): items.contains { $0.containsNaN }
        case .object(let fields): fields.values.contains { $0.containsNaN }
        default: false
        }
    }
}
