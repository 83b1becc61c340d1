public import Foundation

/// A fast JSON parser that reads UTF-8 bytes straight into ``Value``.
///
/// It follows RFC 8259 strictly: no comments, no trailing commas, no leading zeros, no `NaN`.
/// Numbers without a fraction or exponent that fit in `Int` become ``Value/int(_:)``; every other
/// number becomes ``Value/double(_:)`` (a number too large for a `Double` is an error). Strings must
/// be valid UTF-8 without raw control characters; `\u` escapes must pair their surrogates. When an
/// object repeats a key, the last occurrence wins. Nesting deeper than ``maximumDepth`` is an
/// error, so hostile input cannot exhaust the stack.
///
/// The reader works on the bytes in place: it tracks no line numbers while reading (they are
/// counted only when there is an error to report), builds strings directly from the input bytes,
/// and collects object fields on one reused stack, so a typical record costs a few allocations.
///
/// ```swift
/// let record = try JSONReader().read(#"{"title": "Standup", "seats": 12}"#)
/// ```
public struct JSONReader: Sendable {
    /// The nesting limit used unless another is given: 512 arrays or objects.
    public static let defaultMaximumDepth = 512

    /// How deeply arrays and objects may nest.
    public var maximumDepth: Int

    /// Creates a reader.
    /// - Parameter maximumDepth: How deeply arrays and objects may nest.
    public init(maximumDepth: Int = JSONReader.defaultMaximumDepth) {
        self.maximumDepth = maximumDepth
    }

    /// Reads one JSON value that fills the buffer (whitespace around it allowed).
    /// - Parameter bytes: UTF-8 text.
    /// - Returns: The value.
    /// - Throws: ``JSONReadError`` with the line and column of the first problem.
    public func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONReadError) -> Value {
        var parser = JSONParser(
            bytes: bytes, position: 0, maximumDepth: maximumDepth, lineOrigin: 0)
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.position < bytes.count {
            throw parser.syntaxError("unexpected text after the JSON value", at: parser.position)
        }
        return value
    }

    /// Reads one JSON value from UTF-8 bytes.
    /// - Throws: ``JSONReadError``.
    public func read(_ bytes: [UInt8]) throws(JSONReadError) -> Value {
        try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONReadError) in try read(buffer) }
        }
        .get()
    }

    /// Reads one JSON value from UTF-8 data.
    /// - Throws: ``JSONReadError``.
    public func read(_ data: Data) throws(JSONReadError) -> Value {
        try data.withUnsafeBytes { raw in
            Result { () throws(JSONReadError) in try read(raw.assumingMemoryBound(to: UInt8.self)) }
        }.get()
    }

    /// Reads one JSON value from text.
    /// - Throws: ``JSONReadError``.
    public func read(_ text: String) throws(JSONReadError) -> Value {
        var text = text
        return try text.withUTF8 { buffer in Result { () throws(JSONReadError) in try read(buffer) }
        }.get()
    }

    /// Reads the JSON value that starts at `start` (after optional whitespace) and reports where it
    /// ends, leaving whatever follows unread. Streaming readers use it to take one element at a time.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 text.
    ///   - start: The offset where reading begins.
    ///   - lineOrigin: The offset where line 1 begins, for the line and column of errors;
    ///     `start` when `nil`.
    /// - Returns: The value and the offset just after its last byte.
    /// - Throws: ``JSONReadError``; ``JSONReadError/isTruncated`` tells whether more bytes could help.
    public func readValue(
        in bytes: UnsafeBufferPointer<UInt8>, at start: Int, lineOrigin: Int? = nil
    ) throws(JSONReadError) -> (value: Value, end: Int) {
        var parser = JSONParser(
            bytes: bytes, position: start, maximumDepth: maximumDepth,
            lineOrigin: lineOrigin ?? start)
        let value = try parser.parseValue()
        return (value, parser.position)
    }
}
