import Foundation

extension Value {
    /// The number `text` says, read as the JSON reader reads one: an integer that fits as `.int`,
    /// a whole number no `Int` holds and no `Double` holds exactly as ``largeInteger(_:)``, and
    /// any other number as its nearest double.
    ///
    /// For the readers of text that is not JSON (CSV, YAML, a form's fields): `text` is a number as
    /// JSON writes it, or with a leading `+`; `nil` when Swift's `Double(_:)` cannot read it, and
    /// an infinite double when it overflows, as that reads it.
    public init?(numberText text: String) {
        if let integer = Int(text) {
            self = .int(integer)
            return
        }
        guard let nearest = Double(text) else { return nil }
        self = Self.number(written: text.utf8, nearest: nearest)
    }

    /// The number written as `text`, whose nearest double is `nearest`: that double, unless `text`
    /// says a whole number the double does not hold exactly — then an `.int` when one holds it
    /// (`9007199254740993.0`, `9.007199254740993e15`), else a ``LargeInteger``
    /// (`18446744073709551617`, `1.8446744073709551617e19`).
    ///
    /// Beyond `Int`, text that is the double's own shortest form — what JSON writers write for a
    /// double, `1e300` or `1.8446744073709552e+19` (2^64) — is that double: no writer could have
    /// meant another number by it, and every double a writer wrote reads back as itself.
    /// Below 2⁵³ every whole number is a double, so only a `nearest` beyond it reads `text` again.
    /// A number with a fraction stays the nearest double, however many digits it has.
    static func number(written text: some Collection<UInt8>, nearest: Double) -> Value {
        guard nearest.isFinite, nearest.magnitude >= 0x1p53, let whole = wholeDigits(of: text) else {
            return .double(nearest)
        }
        let side = LargeInteger.order(whole.digits, LargeInteger.digits(ofWhole: nearest.magnitude))
        if side == .orderedSame { return .double(nearest) }
        let digits = String(decoding: whole.digits, as: UTF8.self)
        if whole.digits.count <= 19, let integer = Int(whole.isNegative ? "-" + digits : digits) {
            return .int(integer)
        }
        if wholeDigits(of: nearest.description.utf8)?.digits == whole.digits { return .double(nearest) }
        // Above in magnitude is above for a positive number and below for a negative one.
        return .largeInteger(
            LargeInteger(
                isNegative: whole.isNegative, digits: digits, nearest: nearest,
                isAboveNearestDouble: (side == .orderedDescending) != whole.isNegative))
    }

    /// The sign and the decimal digits (ASCII, without leading zeros) of the whole number `text`
    /// says (`-?[0-9]*(\.[0-9]*)?([eE][+-]?[0-9]+)?`, a leading `+` allowed); `nil` when it has a
    /// fraction, is zero, has more than 400 digits (no finite double is that long) or is not such
    /// text.
    private static func wholeDigits(of text: some Collection<UInt8>) -> (isNegative: Bool, digits: [UInt8])? {
        let bytes = Array(text)
        let count = bytes.count
        func isDigit(_ index: Int) -> Bool { index < count && bytes[index] &- UInt8(ascii: "0") < 10 }
        var index = 0
        var isNegative = false
        if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            isNegative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var digits: [UInt8] = []
        // The power of ten the digits are multiplied by.
        var scale = 0
        while isDigit(index) {
            digits.append(bytes[index])
            index += 1
        }
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while isDigit(index) {
                digits.append(bytes[index])
                scale -= 1
                index += 1
            }
        }
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var exponentIsNegative = false
            if index < count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentIsNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard isDigit(index) else { return nil }
            var exponent = 0
            while isDigit(index) {
                if exponent < 100_000_000 { exponent = exponent * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
                index += 1
            }
            scale += exponentIsNegative ? -exponent : exponent
        }
        guard index == count, let first = digits.firstIndex(where: { $0 != UInt8(ascii: "0") }) else { return nil }
        digits.removeFirst(first)
        while digits.last == UInt8(ascii: "0") {
            digits.removeLast()
            scale += 1
        }
        guard scale >= 0, digits.count + scale <= 400 else { return nil }
        digits.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: scale))
        return (isNegative, digits)
    }
}
