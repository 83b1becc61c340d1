public import Verdict

/// How request bodies are read: the one reader of `verdict serve`, the Hummingbird and Vapor
/// integrations and ``RequestRules``.
///
/// A declared `Content-Length` past ``maxBodyBytes`` is refused before any byte is read
/// (``check(declaredLength:)``); the framework then collects the body up to the limit and answers
/// ``bodyTooLarge`` past it. JSON is read with ``Verdict/JSONReader``: a UTF-8 byte order mark
/// first is skipped (RFC 8259 §8.1) and a key given twice keeps its last value.
public struct BodyReader: Sendable {
    /// 1 MiB.
    public static let defaultMaxBodyBytes = 1 << 20

    /// The largest body read, in bytes.
    public var maxBodyBytes: Int
    /// The prefix of the problems' `type` URIs.
    public var problemTypePrefix: String

    /// A reader.
    /// - Parameters:
    ///   - maxBodyBytes: the largest body read, 1 MiB by default.
    ///   - problemTypePrefix: the prefix of the problems' `type` URIs, `tag:verdict,2025:` by default.
    public init(
        maxBodyBytes: Int = defaultMaxBodyBytes, problemTypePrefix: String = ValidationProblem.defaultTypePrefix
    ) {
        self.maxBodyBytes = maxBodyBytes
        self.problemTypePrefix = problemTypePrefix
    }

    /// The 413 problem of a body past ``maxBodyBytes``.
    public var bodyTooLarge: ValidationProblem {
        .bodyTooLarge(limit: maxBodyBytes, typePrefix: problemTypePrefix)
    }

    /// Refuses a declared length past the limit, before the body is read.
    /// - Throws: ``bodyTooLarge``.
    public func check(declaredLength: Int?) throws(ValidationProblem) {
        if let declaredLength, declaredLength > maxBodyBytes { throw bodyTooLarge }
    }

    /// The format of a body, before it is read: the one its `Content-Type` names, if it is one of
    /// `formats` and in UTF-8; a declared `Content-Length` past the limit is refused too.
    /// - Parameters:
    ///   - contentType: the `Content-Type` header; a body without one is not read.
    ///   - contentLength: the `Content-Length` header, when the request has one.
    ///   - formats: the formats read.
    /// - Throws: ``ValidationProblem/unsupportedMediaType(_:accepted:typePrefix:)`` (415) for another
    ///   type, another character set or no type; ``bodyTooLarge`` (413).
    public func format(
        contentType: String?, contentLength: Int?, accepting formats: [BodyFormat] = BodyFormat.allCases
    ) throws(ValidationProblem) -> BodyFormat {
        let reading = BodyFormat.reading(contentType: contentType)
        guard case .format(let format) = reading, formats.contains(format) else {
            throw .unsupportedMediaType(reading, accepted: formats, typePrefix: problemTypePrefix)
        }
        try check(declaredLength: contentLength)
        return format
    }

    /// The JSON value of a body.
    /// - Throws: ``ValidationProblem/badJSON(_:typePrefix:)`` for text that is not one JSON value.
    public func json(from bytes: UnsafeRawBufferPointer) throws(ValidationProblem) -> Value {
        let body = bytes.bindMemory(to: UInt8.self)
        let text = body.starts(with: [0xEF, 0xBB, 0xBF]) ? UnsafeBufferPointer(rebasing: body[3...]) : body
        do {
            return try JSONReader().read(text)
        } catch {
            throw .badJSON(error, typePrefix: problemTypePrefix)
        }
    }

    /// The JSON object of a body.
    /// - Parameters:
    ///   - bytes: the body.
    ///   - what: what the object is, for the problem of another value (`a record`); `nil` names the
    ///     value's kind instead.
    /// - Throws: as ``json(from:)``, and ``ValidationProblem/notAnObject(_:describedAs:typePrefix:)``.
    public func jsonObject(
        from bytes: UnsafeRawBufferPointer, describedAs what: String? = nil
    ) throws(ValidationProblem) -> [String: Value] {
        let value = try json(from: bytes)
        guard case .object(let fields) = value else {
            throw .notAnObject(value.kind, describedAs: what, typePrefix: problemTypePrefix)
        }
        return fields
    }

    /// The record of a body as the engine's fast path reads it: a JSON object located in its text
    /// (``Verdict/InputRecord``, whose fields are decoded only when a rule reads them), or a form's
    /// values as `forms` says. It accepts what ``record(from:format:describedAs:)`` accepts and
    /// refuses the rest with the same problems.
    /// - Parameters:
    ///   - text: the body's bytes, which a JSON record keeps as its own.
    ///   - format: its format.
    ///   - forms: how a form's text stands for values.
    ///   - what: what the JSON object is, for the problem of another value.
    /// - Throws: as ``record(from:format:describedAs:)``.
    package func inputRecord(
        from text: [UInt8], format: BodyFormat, forms: FormValues = .typed, describedAs what: String? = nil
    ) throws(ValidationProblem) -> InputRecord {
        guard format == .json else {
            let fields = text.withUnsafeBytes { bytes in
                Result { () throws(ValidationProblem) in try record(from: bytes, format: format) }
            }
            return InputRecord(.object(forms.values(of: try fields.get(), readAs: format)))
        }
        let start = text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let located: InputRecord
        do {
            located = try InputRecord.read(text, in: start..<text.count)
        } catch {
            throw .badJSON(error, typePrefix: problemTypePrefix)
        }
        guard located.isObject else {
            throw .notAnObject(located.kind, describedAs: what, typePrefix: problemTypePrefix)
        }
        return located
    }

    /// The record of a body in a format: a JSON object, or a URL-encoded form (``URLEncodedForm``).
    /// - Parameters:
    ///   - bytes: the body.
    ///   - format: its format.
    ///   - what: what the JSON object is, for the problem of another value (`a record`); `nil`
    ///     names the value's kind instead.
    /// - Throws: ``ValidationProblem`` 400 for a body that cannot be read, or JSON that is not an
    ///   object.
    public func record(
        from bytes: UnsafeRawBufferPointer, format: BodyFormat, describedAs what: String? = nil
    ) throws(ValidationProblem) -> [String: Value] {
        switch format {
        case .json:
            return try jsonObject(from: bytes, describedAs: what)
        case .form:
            do {
                return try URLEncodedForm.read(bytes.bindMemory(to: UInt8.self))
            } catch {
                throw .badForm(error, typePrefix: problemTypePrefix)
            }
        }
    }
}
