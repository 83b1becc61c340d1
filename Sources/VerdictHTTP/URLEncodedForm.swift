public import Verdict

/// Reads an `application/x-www-form-urlencoded` body into a record, as the WHATWG URL standard
/// parses one: pairs split at `&`, name and value at the first `=` (a pair without one has the value
/// `""`), `+` is a space, `%XX` a byte, and the bytes are UTF-8.
///
/// Every value is a string: a form has no numbers or booleans, so rules read `"42"`, and a typed
/// value reads it as ``RecordDecoder`` says. **A name given more than once becomes an array** of its
/// values in order (`tag=a&tag=b` is `tag: ["a", "b"]`), so that `each` rules see every value and
/// none is dropped without a word; a name given once is a plain string. Names are taken as they
/// are: `tag[]` and `address[street]` are names of their own, not lists or nested objects.
///
/// ```swift
/// try URLEncodedForm.read(Array("name=Ann+Lee&tag=a&tag=b".utf8))
/// // ["name": "Ann Lee", "tag": ["a", "b"]]
/// ```
public enum URLEncodedForm {
    /// Reads a form body.
    /// - Parameter bytes: the body.
    /// - Returns: the record: each name's string, or the array of its strings when it is repeated.
    /// - Throws: ``ReadError`` for a `%` not followed by two hex digits, or bytes that are not UTF-8.
    public static func read(_ bytes: some Collection<UInt8>) throws(ReadError) -> [String: Value] {
        var record: [String: Value] = [:]
        var pairStart = 0
        var offset = 0
        var pair: [UInt8] = []
        func finish() throws(ReadError) {
            defer { pair.removeAll(keepingCapacity: true) }
            guard !pair.isEmpty else { return }
            let separator = pair.firstIndex(of: UInt8(ascii: "="))
            let name = try decoded(pair[..<(separator ?? pair.endIndex)], at: pairStart)
            var value = ""
            if let separator { value = try decoded(pair[(separator + 1)...], at: pairStart + separator + 1) }
            switch record[name] {
            case nil: record[name] = .string(value)
            case .array(var values)?:
                values.append(.string(value))
                record[name] = .array(values)
            case let first?: record[name] = .array([first, .string(value)])
            }
        }
        for byte in bytes {
            if byte == UInt8(ascii: "&") {
                try finish()
                pairStart = offset + 1
            } else {
                pair.append(byte)
            }
            offset += 1
        }
        try finish()
        return record
    }

    /// A name or value with its `+` and `%XX` decoded, as UTF-8 text.
    /// - Parameter start: the part's byte offset in the body, for errors.
    private static func decoded(_ part: ArraySlice<UInt8>, at start: Int) throws(ReadError) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(part.count)
        var index = part.startIndex
        while index < part.endIndex {
            let byte = part[index]
            if byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%") {
                guard index + 2 < part.endIndex, let high = hexDigit(part[index + 1]),
                    let low = hexDigit(part[index + 2])
                else {
                    throw .badEscape(at: start + index - part.startIndex)
                }
                bytes.append(high << 4 | low)
                index += 2
            } else {
                bytes.append(byte)
            }
            index += 1
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notUTF8(at: start) }
        return text
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// A form body that cannot be read, with the byte offset where reading stopped.
    public struct ReadError: Error, Sendable, Hashable, CustomStringConvertible {
        private enum Kind: Hashable {
            case badEscape
            case notUTF8
        }

        private let kind: Kind
        /// The byte offset in the body: of the `%` of a bad escape, or of the name or value that
        /// is not UTF-8.
        public let offset: Int

        /// A `%` not followed by two hex digits.
        static func badEscape(at offset: Int) -> ReadError { ReadError(kind: .badEscape, offset: offset) }

        /// A name or value whose bytes are not UTF-8.
        static func notUTF8(at offset: Int) -> ReadError { ReadError(kind: .notUTF8, offset: offset) }

        /// What is wrong and where: `"%" not followed by two hex digits at byte 12`.
        public var description: String {
            switch kind {
            case .badEscape: "\"%\" not followed by two hex digits at byte \(offset)"
            case .notUTF8: "a name or value that is not UTF-8 at byte \(offset)"
            }
        }
    }
}
