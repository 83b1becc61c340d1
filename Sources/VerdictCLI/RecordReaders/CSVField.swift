import Verdict

/// One field of a CSV record, and the value it stands for.
///
/// Quoted fields are always strings, so `"007"` and `"true"` stay text. Unquoted fields are typed:
/// - empty → absent (the attribute is left out of the record);
/// - `true` / `false` (also `True`, `TRUE`, `False`, `FALSE`) → a boolean;
/// - an integer without leading zeros that fits in `Int` (`42`, `-7`, `0`) → an integer;
/// - a decimal without leading zeros (`3.25`, `-0.5`, `1e6`, `2.5E-3`) → a double, or, when it is
///   a whole number a double would round, an integer (`9007199254740993.0`) or a large integer
///   (`1.8446744073709551617e19`), as the JSON reader reads it;
/// - anything else → the string as written, spaces included: `007`, `+5`, `1.`, a 30-digit
///   identifier, `2026-01-31`, `null`.
struct CSVField: Sendable, Hashable {
    /// The field's text, quotes removed and doubled quotes undone.
    let text: String
    /// Whether the field was quoted.
    let isQuoted: Bool

    /// The value of the field in a record; `nil` for an absent one.
    var value: Value? {
        if isQuoted { return .string(text) }
        if text.isEmpty { return nil }
        switch text {
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        default: break
        }
        switch Self.numberShape(text.utf8) {
        case .integer: return Int(text).map(Value.int) ?? .string(text)
        case .decimal: return Value(numberText: text) ?? .string(text)
        case nil: return .string(text)
        }
    }

    private enum NumberShape { case integer, decimal }

    /// Whether the text is `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, and which kind.
    private static func numberShape(_ text: String.UTF8View) -> NumberShape? {
        var bytes = text.makeIterator()
        var c = bytes.next()
        if c == UInt8(ascii: "-") { c = bytes.next() }
        func isDigit(_ c: UInt8?) -> Bool { c.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
        guard isDigit(c) else { return nil }
        if c == UInt8(ascii: "0") {
            c = bytes.next()
        } else {
            repeat { c = bytes.next() } while isDigit(c)
        }
        var shape = NumberShape.integer
        if c == UInt8(ascii: ".") {
            c = bytes.next()
            guard isDigit(c) else { return nil }
            repeat { c = bytes.next() } while isDigit(c)
            shape = .decimal
        }
        if c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
            c = bytes.next()
            if c == UInt8(ascii: "+") || c == UInt8(ascii: "-") { c = bytes.next() }
            guard isDigit(c) else { return nil }
            repeat { c = bytes.next() } while isDigit(c)
            shape = .decimal
        }
        return c == nil ? shape : nil
    }
}
