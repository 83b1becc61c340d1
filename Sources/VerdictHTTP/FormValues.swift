package import Verdict

/// How the rules see a form's values, which are all text on the wire.
///
/// A JSON body says `42` or `"42"`; a form can only say `42`. With ``typed`` (the default) the
/// rules see what the text stands for, as `verdict validate` reads an unquoted CSV field, so that
/// rules written for JSON bodies (`integer(min: 18)`, `boolean()`) hold for forms too:
/// - `true` / `false` (also `True`, `TRUE`, `False`, `FALSE`) → a boolean;
/// - an integer without leading zeros that fits in `Int` (`42`, `-7`, `0`) → an integer;
/// - a decimal without leading zeros (`3.25`, `-0.5`, `1e6`) → a double, or, when it is a whole
///   number a double would round, an integer (`9007199254740993.0`) or a large integer, as the
///   JSON reader reads it;
/// - anything else → the text as sent: `007`, `+5`, `1.`, `2026-01-31`, `""`.
///
/// A field whose text is digits but means text — a PIN, a postal code without a leading zero —
/// is then a number, which a length or pattern rule refuses: choose ``strings`` for such forms.
/// Either way a ``ValidatedBody`` keeps the text as sent, and ``ValidatedBody/decode(_:)`` reads
/// it as the type asks.
public enum FormValues: Sendable, Hashable {
    /// Text that stands for a boolean or a number is one.
    case typed
    /// Every value is a string.
    case strings

    /// The record the rules see of a body read in `format`: a form's as this says, JSON as sent.
    package func values(of record: [String: Value], readAs format: BodyFormat) -> [String: Value] {
        format == .form ? values(of: record) : record
    }

    /// The record the rules see of a form.
    func values(of record: [String: Value]) -> [String: Value] {
        guard self == .typed else { return record }
        return record.mapValues(Self.typed)
    }

    /// The value a form's text stands for; arrays element by element.
    static func typed(_ value: Value) -> Value {
        switch value {
        case .string(let text):
            switch text {
            case "true", "True", "TRUE": return .bool(true)
            case "false", "False", "FALSE": return .bool(false)
            default: break
            }
            switch numberShape(text.utf8) {
            case .integer?: return Int(text).map(Value.int) ?? value
            case .decimal?: return Value(numberText: text) ?? value
            case nil: return value
            }
        case .array(let elements): return .array(elements.map(typed))
        default: return value
        }
    }

    private enum NumberShape { case integer, decimal }

    /// Whether the text is `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, and which kind.
    private static func numberShape(_ text: String.UTF8View) -> NumberShape? {
        var bytes = text.makeIterator()
        var byte = bytes.next()
        if byte == UInt8(ascii: "-") { byte = bytes.next() }
        guard let first = byte, isDigit(first) else { return nil }
        byte = bytes.next()
        if first != UInt8(ascii: "0") {
            while let digit = byte, isDigit(digit) { byte = bytes.next() }
        }
        var shape = NumberShape.integer
        if byte == UInt8(ascii: ".") {
            guard let digit = bytes.next(), isDigit(digit) else { return nil }
            byte = bytes.next()
            while let digit = byte, isDigit(digit) { byte = bytes.next() }
            shape = .decimal
        }
        if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            byte = bytes.next()
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { byte = bytes.next() }
            guard let digit = byte, isDigit(digit) else { return nil }
            byte = bytes.next()
            while let digit = byte, isDigit(digit) { byte = bytes.next() }
            shape = .decimal
        }
        return byte == nil ? shape : nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
