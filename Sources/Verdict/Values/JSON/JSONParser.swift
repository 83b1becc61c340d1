/// The recursive-descent engine behind ``JSONReader``: one instance reads one value.
///
/// It keeps the fields of every open object on one stack (`fields`) and the elements of every
/// open array on another (`elements`), so building a container allocates only the container.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int
    let maximumDepth: Int
    /// The offset where line 1 starts, for error locations.
    let lineOrigin: Int
    var depth = 0
    var fields: [(key: String, value: Value)] = []
    var elements: [Value] = []
    /// Bytes of a string with escapes, decoded.
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, position: Int, maximumDepth: Int, lineOrigin: Int) {
        self.bytes = bytes
        self.position = position
        self.maximumDepth = maximumDepth
        self.lineOrigin = lineOrigin
    }

    // MARK: Errors

    func syntaxError(_ reason: String, at offset: Int) -> JSONReadError {
        .syntax(reason, at: offset, in: bytes, lineOrigin: lineOrigin)
    }

    func endError(_ reason: String = "unexpected end of input", at offset: Int? = nil)
        -> JSONReadError
    {
        .truncated(reason, at: offset ?? bytes.count, in: bytes, lineOrigin: lineOrigin)
    }

    /// `'x'` for a printable ASCII byte, else its hex value, for messages.
    func describeByte(at offset: Int) -> String {
        let c = bytes[offset]
        if c > 0x20, c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
        let hex = String(c, radix: 16, uppercase: true)
        return "byte 0x" + (hex.count == 1 ? "0" + hex : hex)
    }

    // MARK: Values

    @inline(__always)
    mutating func skipWhitespace() {
        while position < bytes.count {
            let c = bytes[position]
            guard c <= 0x20, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 else { return }
            position += 1
        }
    }

    mutating func parseValue() throws(JSONReadError) -> Value {
        skipWhitespace()
        guard position < bytes.count else {
            throw endError("unexpected end of input, expected a value")
        }
        switch bytes[position] {
        case UInt8(ascii: "\""):
            position += 1
            return .string(try parseString())
        case UInt8(ascii: "{"):
            return try parseObject()
        case UInt8(ascii: "["):
            return try parseArray()
        case UInt8(ascii: "t"):
            try parseLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try parseLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try parseLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        default:
            throw syntaxError(
                "unexpected \(describeByte(at: position)), expected a value", at: position)
        }
    }

    private mutating func parseLiteral(_ word: StaticString) throws(JSONReadError) {
        let start = position
        let text = word.utf8Start
        for k in 0..<word.utf8CodeUnitCount {
            guard position < bytes.count else {
                throw endError("unexpected end of input in '\(word)'")
            }
            guard bytes[position] == text[k] else {
                throw syntaxError("invalid literal, expected '\(word)'", at: start)
            }
            position += 1
        }
        if position < bytes.count, isIdentifierByte(bytes[position]) {
            throw syntaxError("invalid literal, expected '\(word)'", at: start)
        }
    }

    private func isIdentifierByte(_ c: UInt8) -> Bool {
        (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z")
            || (c >= 0x30 && c <= 0x39)
            || c == UInt8(ascii: "_")
    }

    private mutating func enter() throws(JSONReadError) {
        depth += 1
        if depth > maximumDepth {
            throw syntaxError("nesting deeper than \(maximumDepth) levels", at: position)
        }
    }

    private mutating func parseObject() throws(JSONReadError) -> Value {
        try enter()
        position += 1
        skipWhitespace()
        guard position < bytes.count else { throw endError("unexpected end of input in object") }
        if bytes[position] == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return .object([:])
        }
        let base = fields.count
        if base == 0 { fields.reserveCapacity(16) }
        while true {
            guard position < bytes.count else {
                throw endError("unexpected end of input in object")
            }
            guard bytes[position] == UInt8(ascii: "\"") else {
                throw syntaxError(
                    "expected a string key, found \(describeByte(at: position))", at: position)
            }
            position += 1
            let key = try parseString()
            skipWhitespace()
            guard position < bytes.count else {
                throw endError("unexpected end of input in object")
            }
            guard bytes[position] == UInt8(ascii: ":") else {
                throw syntaxError("expected ':' after object key", at: position)
            }
            position += 1
            let value = try parseValue()
            fields.append((key, value))
            skipWhitespace()
            guard position < bytes.count else {
                throw endError("unexpected end of input in object")
            }
            let c = bytes[position]
            position += 1
            if c == UInt8(ascii: ",") {
                skipWhitespace()
            } else if c == UInt8(ascii: "}") {
                break
            } else {
                throw syntaxError("expected ',' or '}' after object field", at: position - 1)
            }
        }
        // Moves the fields out, last first; a key seen again is an earlier duplicate, which loses.
        var object = [String: Value](minimumCapacity: fields.count - base)
        while fields.count > base {
            let (key, value) = fields.removeLast()
            if let later = object.updateValue(value, forKey: key) { object[key] = later }
        }
        depth -= 1
        return .object(object)
    }

    private mutating func parseArray() throws(JSONReadError) -> Value {
        try enter()
        position += 1
        skipWhitespace()
        guard position < bytes.count else { throw endError("unexpected end of input in array") }
        if bytes[position] == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return .array([])
        }
        let base = elements.count
        while true {
            let value = try parseValue()
            elements.append(value)
            skipWhitespace()
            guard position < bytes.count else { throw endError("unexpected end of input in array") }
            let c = bytes[position]
            position += 1
            if c == UInt8(ascii: ",") { continue }
            if c == UInt8(ascii: "]") { break }
            throw syntaxError("expected ',' or ']' after array element", at: position - 1)
        }
        let array = Array(elements[base...])
        elements.removeSubrange(base...)
        depth -= 1
        return .array(array)
    }
}
