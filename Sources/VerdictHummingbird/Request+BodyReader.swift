public import Hummingbird
public import Verdict
public import VerdictHTTP

extension Request {
    /// Collects the body within a reader's limit, and keeps it in the request so that a handler can
    /// read it again. A declared `Content-Length` past the limit is refused before any byte is read;
    /// a body without one (chunked) is read up to the limit and refused as soon as it passes it.
    /// - Throws: ``VerdictHTTP/BodyReader/bodyTooLarge`` past the limit; the error of a connection
    ///   that failed mid-body.
    public mutating func collectBody(with reader: BodyReader) async throws -> ByteBuffer {
        try reader.check(declaredLength: headers.value(of: .contentLength).flatMap { Int($0) })
        let buffer: ByteBuffer
        do {
            buffer = try await body.collect(upTo: reader.maxBodyBytes)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            throw reader.bodyTooLarge
        }
        body = RequestBody(buffer: buffer)
        return buffer
    }

    /// Reads the body as a JSON object (``VerdictHTTP/BodyReader/jsonObject(from:describedAs:)``).
    /// - Parameters:
    ///   - reader: the limit and the problems' prefix.
    ///   - what: what the object is, for the problem of another value (`a record`).
    /// - Throws: as ``collectBody(with:)``, and a ``VerdictHTTP/ValidationProblem`` 400 for a body
    ///   that is not a JSON object.
    public mutating func jsonObject(with reader: BodyReader, describedAs what: String? = nil) async throws -> [String:
        Value]
    {
        let buffer = try await collectBody(with: reader)
        return try buffer.withUnsafeReadableBytes { bytes throws(ValidationProblem) in
            try reader.jsonObject(from: bytes, describedAs: what)
        }
    }

    /// Reads the body as a record in the format its `Content-Type` names: a JSON object or a
    /// URL-encoded form (``VerdictHTTP/BodyReader/format(contentType:contentLength:accepting:)``,
    /// then ``VerdictHTTP/BodyReader/record(from:format:describedAs:)``).
    /// - Parameters:
    ///   - reader: the limit and the problems' prefix.
    ///   - formats: the formats read.
    ///   - what: what a JSON object is, for the problem of another value (`a record`).
    /// - Returns: the record and the format it was read from.
    /// - Throws: a ``VerdictHTTP/ValidationProblem``: 415 for another type or none, 413, 400; the
    ///   error of a connection that failed mid-body.
    public mutating func record(
        with reader: BodyReader, accepting formats: [BodyFormat] = BodyFormat.allCases, describedAs what: String? = nil
    ) async throws -> (record: [String: Value], format: BodyFormat) {
        let format = try reader.format(
            contentType: headers.value(of: .contentType),
            contentLength: headers.value(of: .contentLength).flatMap { Int($0) },
            accepting: formats)
        let buffer = try await collectBody(with: reader)
        let record = try buffer.withUnsafeReadableBytes { bytes throws(ValidationProblem) in
            try reader.record(from: bytes, format: format, describedAs: what)
        }
        return (record, format)
    }

    /// Reads the body as ``record(with:accepting:describedAs:)`` does, into the record the engine's
    /// fast path takes (``VerdictHTTP/BodyReader/inputRecord(from:format:forms:describedAs:)``): a
    /// JSON object is located in its text, not decoded. The body is not kept in the request: its
    /// parts are copied once, into the bytes the record keeps, not first into one `ByteBuffer`.
    /// - Parameters:
    ///   - reader: the limit and the problems' prefix.
    ///   - forms: how a form's text stands for values.
    ///   - what: what a JSON object is, for the problem of another value (`a record`).
    /// - Returns: the record and the format it was read from.
    /// - Throws: as ``record(with:accepting:describedAs:)``.
    package func inputRecord(
        with reader: BodyReader, forms: FormValues = .typed, describedAs what: String? = nil
    ) async throws -> (record: InputRecord, format: BodyFormat) {
        let declaredLength = headers.value(of: .contentLength).flatMap { Int($0) }
        let format = try reader.format(contentType: headers.value(of: .contentType), contentLength: declaredLength)
        var text: [UInt8] = []
        text.reserveCapacity(declaredLength ?? 0)
        for try await part in body {
            guard part.readableBytes <= reader.maxBodyBytes - text.count else { throw reader.bodyTooLarge }
            text.append(contentsOf: part.readableBytesView)
        }
        return (try reader.inputRecord(from: text, format: format, forms: forms, describedAs: what), format)
    }
}
