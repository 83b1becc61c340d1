/// A top-level field of a JSON record as its text: what a ``RecordScreen`` looks at instead of a
/// decoded ``Value``. Valid only while the record's bytes are borrowed (see ``ScreenedRecord``).
package struct RawField {
    /// What the text holds.
    package enum Kind: Equatable {
        /// The record has no such field.
        case absent
        /// `null`.
        case null
        /// `true` or `false`.
        case boolean(Bool)
        /// A number; `text` is its characters.
        case number
        /// A string without escapes; `text` is the UTF-8 between the quotes.
        case string
        /// An array, an object, or a string with escapes: only the full validation reads these.
        case composite
    }

    /// What the text holds.
    package let kind: Kind
    /// The value's text (for a string, without its quotes); empty for an absent field.
    package let text: UnsafeBufferPointer<UInt8>
    /// Which of the record's fields it is (`-1` when absent).
    let position: Int

    /// A field the record does not have.
    static var absent: RawField {
        RawField(kind: .absent, text: UnsafeBufferPointer(start: nil, count: 0), position: -1)
    }

    /// The field at `position` of its record, whose value is `json[range]` (a value the record's
    /// reader has already checked).
    init(value range: Range<Int>, in json: UnsafeBufferPointer<UInt8>, isPlainString: Bool, position: Int) {
        self.position = position
        let first = range.isEmpty ? 0 : json[range.lowerBound]
        switch first {
        case UInt8(ascii: "\""):
            kind = isPlainString ? .string : .composite
            text = UnsafeBufferPointer(rebasing: json[(range.lowerBound + 1)..<(range.upperBound - 1)])
            return
        case UInt8(ascii: "n"): kind = .null
        case UInt8(ascii: "t"): kind = .boolean(true)
        case UInt8(ascii: "f"): kind = .boolean(false)
        case UInt8(ascii: "["), UInt8(ascii: "{"): kind = .composite
        default: kind = .number
        }
        text = UnsafeBufferPointer(rebasing: json[range])
    }

    /// A field of the given kind over `text` (for ``TextScreen``'s lone strings, `position` is `-1`).
    init(kind: Kind, text: UnsafeBufferPointer<UInt8>, position: Int) {
        self.kind = kind
        self.text = text
        self.position = position
    }

    /// Absent or `null`: what a rule sees as `.null`.
    package var isNull: Bool { kind == .absent || kind == .null }

    /// Absent, `null` or `""` (composite values are never called empty here: the screen leaves
    /// them to the full validation).
    package var isEmpty: Bool { isNull || (kind == .string && text.isEmpty) }

    /// The value as the record decodes it (an absent field as `.null`, as a failure reports it),
    /// when that needs no JSON reader: `nil` for a number and a ``Kind/composite`` value.
    package var plainValue: Value? {
        switch kind {
        case .absent, .null: .null
        case .boolean(let flag): .bool(flag)
        case .string: string.map(Value.string)
        case .number, .composite: nil
        }
    }

    /// The string's text as a Swift string, for checks that need one (`nil` unless a plain string).
    var string: String? {
        kind == .string ? String(decoding: text, as: UTF8.self) : nil
    }
}
