import Foundation
internal import CVerdictJSON

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A JSON record's located fields, borrowed for one screening: rules read fields by name as
/// ``RawField``s, without decoding them.
///
/// Built by ``InputRecord`` around a closure; it must not outlive that closure.
package struct ScreenedRecord {
    /// The time rules compare against (`now` operands).
    let now: Date
    /// The record's text.
    let json: UnsafeBufferPointer<UInt8>
    /// Where each top-level field is in `json`.
    let fields: UnsafeBufferPointer<InputRecord.Field>
    /// The date each field's string was read as, once a rule asked (as seconds since the reference
    /// date): `nan` not read yet, `-infinity` not a date. Dates are compared by several rules
    /// (`start < end` and `end > start`), and each is parsed once.
    let dates: UnsafeMutableBufferPointer<Double>
    /// The field of the rule's ``ScreenableRule/operandAttribute``, when a ``RecordScreen`` found it
    /// for the rule it calls; `nil` to search the record for it (``field(key:)``).
    var operand: RawField?

    /// The date a string field spells (ISO 8601), read once per record; `nil` for other fields.
    func date(of field: RawField) -> Date? {
        guard field.kind == .string, dates.indices.contains(field.position) else { return nil }
        var seconds = dates[field.position]
        if seconds.isNaN {
            seconds = ISO8601.parse(bytes: field.text)?.timeIntervalSinceReferenceDate ?? -.infinity
            dates[field.position] = seconds
        }
        return seconds == -.infinity ? nil : Date(timeIntervalSinceReferenceDate: seconds)
    }

    /// Runs `body` with the record's text and where each of its top-level fields is: for engines
    /// that read many fields at once in C (a Lua record driver pushes its values so).
    package func withLocatedFields<T>(
        _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<InputRecord.Field>) -> T
    ) -> T {
        body(json, fields)
    }

    /// The field whose key is `key` (UTF-8): its last occurrence, as ``InputRecord`` reads it.
    package func field(key: UnsafeBufferPointer<UInt8>) -> RawField {
        var index = fields.count
        while index > 0 {
            index -= 1
            let field = fields[index]
            guard field.keyEnd &- field.keyStart == key.count else { continue }
            if let keyBase = key.baseAddress, let jsonBase = json.baseAddress,
                !UTF8Bytes.equal(jsonBase + field.keyStart, keyBase, count: key.count)
            {
                continue
            }
            return RawField(
                value: field.valueStart..<field.valueEnd, in: json, isPlainString: field.isPlainString,
                position: index)
        }
        return .absent
    }
}
