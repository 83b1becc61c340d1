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

    /// What the field stands for, as ``value`` reads it.
    enum Kind: Equatable {
        /// An empty unquoted field: the attribute is left out.
        case absent
        case boolean(Bool)
        /// An integer's text: `.int` when it fits, else the text.
        case integer
        /// A decimal's text, read as the JSON reader reads a number.
        case decimal
        /// Text: quoted, or no other kind.
        case text
    }

    /// Whether the field is empty and unquoted, leaving its attribute out.
    var isAbsent: Bool { !isQuoted && text.isEmpty }

    /// What the field stands for.
    var kind: Kind {
        if isQuoted { return .text }
        let utf8 = text.utf8
        if utf8.isEmpty { return .absent }
        // Only four and five bytes can spell a boolean: longer text is never compared as words.
        if utf8.count == 4 || utf8.count == 5 {
            switch text {
            case "true", "True", "TRUE": return .boolean(true)
            case "false", "False", "FALSE": return .boolean(false)
            default: break
            }
        }
        switch Self.numberShape(utf8) {
        case .integer: return .integer
        case .decimal: return .decimal
        case nil: return .text
        }
    }

    /// The value of the field in a record; `nil` for an absent one.
    var value: Value? {
        switch kind {
        case .absent: nil
        case .boolean(let truth): .bool(truth)
        case .integer: Int(text).map(Value.int) ?? .string(text)
        case .decimal: Value(numberText: text) ?? .string(text)
        case .text: .string(text)
        }
    }

    /// Appends the JSON text that the JSON reader reads as ``value``, and returns `true`; `false`,
    /// appending nothing, for an absent field and for a decimal beyond a double's range (which
    /// ``value`` reads as infinite, and JSON cannot say).
    func appendJSON(to json: inout [UInt8]) -> Bool {
        switch kind {
        case .absent:
            return false
        case .boolean(let truth):
            json.append(contentsOf: truth ? Self.trueText : Self.falseText)
        case .integer where text.utf8.count < 19 || Int(text) != nil:
            json.append(contentsOf: text.utf8)
        case .decimal:
            guard Self.isWithinDoubleRange(text) else { return false }
            json.append(contentsOf: text.utf8)
        case .integer, .text:
            // An integer beyond `Int` stays text, where the JSON reader would keep the number.
            json.append(UInt8(ascii: "\""))
            var text = text
            text.withUTF8 { utf8 in JSONWriter.escape(utf8) { json.append(contentsOf: $0) } }
            json.append(UInt8(ascii: "\""))
        }
        return true
    }

    private static let trueText = Array("true".utf8)
    private static let falseText = Array("false".utf8)

    /// Whether a decimal's text says a finite double: certainly when it is short and its exponent
    /// has at most two digits (below 10^124), else as `Double(_:)` reads it.
    private static func isWithinDoubleRange(_ text: String) -> Bool {
        let utf8 = text.utf8
        if utf8.count <= 24 {
            let exponentDigits = utf8.firstIndex { $0 | 0x20 == UInt8(ascii: "e") }.map { e in
                utf8[utf8.index(after: e)...].filter { $0 &- UInt8(ascii: "0") < 10 }.count
            }
            if (exponentDigits ?? 0) <= 2 { return true }
        }
        return Double(text)?.isFinite ?? false
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
