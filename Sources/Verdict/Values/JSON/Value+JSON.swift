public import Foundation

extension Value {
    /// Reads a value from JSON text with a default ``JSONReader``.
    /// - Parameter json: The JSON text.
    /// - Throws: ``JSONReadError`` with the line and column of the first problem.
    public init(json: String) throws(JSONReadError) {
        self = try JSONReader().read(json)
    }

    /// Reads a value from UTF-8 JSON bytes with a default ``JSONReader``.
    /// - Parameter jsonBytes: The UTF-8 bytes of the JSON text.
    /// - Throws: ``JSONReadError`` with the line and column of the first problem.
    public init(jsonBytes: [UInt8]) throws(JSONReadError) {
        self = try JSONReader().read(jsonBytes)
    }

    /// Reads a value from UTF-8 JSON data with a default ``JSONReader``.
    /// - Parameter jsonBytes: The UTF-8 bytes of the JSON text.
    /// - Throws: ``JSONReadError`` with the line and column of the first problem.
    public init(jsonBytes: Data) throws(JSONReadError) {
        self = try JSONReader().read(jsonBytes)
    }

    /// Compact JSON text of this value, keys sorted so the text is the same on every run.
    ///
    /// Dates become ISO 8601 strings and data base64 strings; see ``JSONWriter``.
    public var jsonText: String {
        JSONWriter(sortsKeys: true).write(self)
    }
}
