extension JSONParser {
    /// Exact powers of ten representable in a `Double`.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Reads a number per RFC 8259: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    ///
    /// Integers that fit in `Int` become `.int`. Other numbers with at most 19 significant digits,
    /// a mantissa below 2^53 and a small exponent are computed exactly with one multiplication or
    /// division (Clinger's fast path); the rest go to the C library's correctly rounded `strtod`.
    /// A number whose double is 2^53 or more is read again when it is whole, so that a whole number
    /// the double would round stays exact (``Value/number(written:nearest:)``): `.int` when it
    /// fits, a ``LargeInteger`` when it does not.
    mutating func parseNumber() throws(JSONReadError) -> Value {
        let start = position
        let n = bytes.count
        var i = position
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        guard i < n else { throw endError("unexpected end of input in number") }
        var mantissa: UInt64 = 0
        var digitCount = 0
        let first = bytes[i]
        if first == UInt8(ascii: "0") {
            i += 1
            if i < n, bytes[i] &- UInt8(ascii: "0") < 10 {
                throw syntaxError("leading zeros are not allowed in numbers", at: start)
            }
        } else if first &- UInt8(ascii: "1") < 9 {
            while i < n {
                let digit = bytes[i] &- UInt8(ascii: "0")
                if digit >= 10 { break }
                mantissa = mantissa &* 10 &+ UInt64(digit)
                digitCount += 1
                i += 1
            }
        } else {
            throw syntaxError("expected a digit after '-'", at: i)
        }
        var isInteger = true
        var fractionDigits = 0
        if i < n, bytes[i] == UInt8(ascii: ".") {
            isInteger = false
            i += 1
            let fractionStart = i
            while i < n {
                let digit = bytes[i] &- UInt8(ascii: "0")
                if digit >= 10 { break }
                mantissa = mantissa &* 10 &+ UInt64(digit)
                i += 1
            }
            fractionDigits = i - fractionStart
            digitCount += fractionDigits
            if fractionDigits == 0 {
                if i == n { throw endError("unexpected end of input in number") }
                throw syntaxError("expected a digit after '.'", at: i)
            }
        }
        var exponent = 0
        if i < n, bytes[i] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            i += 1
            var exponentNegative = false
            if i < n, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
                exponentNegative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            let exponentStart = i
            while i < n {
                let digit = bytes[i] &- UInt8(ascii: "0")
                if digit >= 10 { break }
                if exponent < 1_000_000 { exponent = exponent * 10 + Int(digit) }
                i += 1
            }
            if i == exponentStart {
                if i == n { throw endError("unexpected end of input in number") }
                throw syntaxError("expected a digit in exponent", at: i)
            }
            if exponentNegative { exponent = -exponent }
        }
        position = i
        if isInteger, digitCount <= 19 {
            if !negative, mantissa <= UInt64(Int.max) { return .int(Int(mantissa)) }
            if negative, mantissa <= UInt64(Int.max) + 1 {
                return .int(Int(truncatingIfNeeded: 0 &- mantissa))
            }
        }
        let power = exponent - fractionDigits
        if digitCount <= 19, mantissa <= 1 << 53, power >= -22, power <= 22 {
            let magnitude = Double(mantissa)
            let value =
                power < 0
                ? magnitude / Self.powersOfTen[-power] : magnitude * Self.powersOfTen[power]
            // Below 2^53 the double is the whole number exactly, if the text says one.
            if value < 0x1p53 { return .double(negative ? -value : value) }
        }
        return try slowNumber(from: start, to: i)
    }

    /// Converts the number text at `start..<end` with the C library, keeping a whole number exact;
    /// rejects overflow to infinity.
    private func slowNumber(from start: Int, to end: Int) throws(JSONReadError) -> Value {
        let text = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw syntaxError("number out of range", at: start)
        }
        return Value.number(written: text.utf8, nearest: value)
    }
}
