import ArgumentParser
import Verdict

/// The field `--id` copies into each result, so that a result joins back to its record: a key
/// (`orderId`), or a path through nested objects (`order.id`).
///
/// A key that holds the dots itself (`order.id`, as CSV headers are often named) is taken first;
/// otherwise each dot goes one object deeper.
struct RecordIdentifier: Sendable {
    /// The path as given.
    let path: String
    private let segments: [String]

    /// - Throws: a usage error for an empty path or one with an empty step (`order..id`).
    init(_ path: String) throws(ArgumentParser.ValidationError) {
        let segments = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if segments.contains(where: \.isEmpty) {
            throw ArgumentParser.ValidationError("--id takes a field or a path such as order.id, not '\(path)'")
        }
        self.path = path
        self.segments = segments
    }

    /// The path's first step: the record's field that holds the value.
    var field: String { segments[0] }

    /// The value at the path in `record`; `nil` when the record has none there.
    func value(in record: InputRecord) -> Value? {
        if let whole = record.value(of: path) { return whole }
        guard segments.count > 1, var value = record.value(of: segments[0]) else { return nil }
        for segment in segments.dropFirst() {
            guard let next = value[segment] else { return nil }
            value = next
        }
        return value
    }
}
