import Vapor
import VerdictHTTP

extension Request {
    /// Reads the body and validates it against rules.
    ///
    /// The `Content-Type` and a declared `Content-Length` are checked before any byte is read;
    /// the body is then collected up to ``VerdictHTTP/RequestRules/maxBodyBytes`` (whatever the
    /// route's own body limit) and kept in the request. See ``VerdictHTTP/RequestRules`` for each
    /// step.
    ///
    /// ```swift
    /// app.post("signup") { request async throws in
    ///     let signup = try await request.validated(against: rules).decode(Signup.self)
    ///     return "welcome, \(signup.name)"
    /// }
    /// ```
    /// - Parameter rules: the rules and limits.
    /// - Returns: the body that passed.
    /// - Throws: ``VerdictHTTP/ValidationProblem`` for a body of the wrong type (415), too large
    ///   (413), unreadable (400) or invalid (422), answered as `application/problem+json` by
    ///   ``ValidationProblemMiddleware``; the error of a connection that failed mid-body.
    public func validated(against rules: RequestRules) async throws -> ValidatedBody {
        let format = try rules.format(
            contentType: headers.first(name: .contentType),
            contentLength: headers.first(name: .contentLength).flatMap { Int($0) })
        let buffer: ByteBuffer?
        do {
            buffer = try await body.collect(max: rules.maxBodyBytes).get()
        } catch let error as any AbortError where error.status == .payloadTooLarge {
            throw rules.bodyTooLarge
        }
        // A body that arrived whole with its head is kept as it came, whatever its size.
        let bytes = buffer ?? ByteBuffer()
        guard bytes.readableBytes <= rules.maxBodyBytes else { throw rules.bodyTooLarge }
        let record = try bytes.withUnsafeReadableBytes { raw throws(ValidationProblem) in
            try rules.record(from: raw, format: format)
        }
        return try await rules.validate(
            record, format: format, acceptLanguage: headers[.acceptLanguage].joined(separator: ","))
    }

    /// Reads the body, validates it against rules and decodes it as a type.
    /// - Parameters:
    ///   - type: the type (see ``VerdictHTTP/ValidatedBody/decode(_:)``).
    ///   - rules: the rules and limits.
    /// - Returns: the typed body.
    /// - Throws: as ``validated(against:)``, and a 422 `undecodable-body` when the body passes
    ///   its rules but is not the type.
    public func validated<T: Decodable>(as type: T.Type, against rules: RequestRules) async throws -> T {
        try await validated(against: rules).decode(type)
    }

    /// The body ``RequestValidationMiddleware`` validated; `nil` when none ran for this request.
    public var validatedBody: ValidatedBody? {
        get { storage[ValidatedBodyKey.self] }
        set { storage[ValidatedBodyKey.self] = newValue }
    }

    /// The body ``RequestValidationMiddleware`` validated, as a type.
    /// - Parameter type: the type (see ``VerdictHTTP/ValidatedBody/decode(_:)``).
    /// - Returns: the typed body.
    /// - Throws: ``VerdictHTTP/ValidationProblem`` 422 `undecodable-body` when the body is not the
    ///   type; 500 when no ``RequestValidationMiddleware`` ran before the handler (a routing
    ///   mistake, logged, not shown to the client).
    public func validatedBody<T: Decodable>(as type: T.Type) throws -> T {
        guard let validatedBody else {
            throw ValidationProblem.internal(MissingMiddleware(), typePrefix: RequestRules.defaultProblemTypePrefix)
        }
        return try validatedBody.decode(type)
    }
}

/// Where a request keeps its validated body.
private struct ValidatedBodyKey: StorageKey {
    typealias Value = ValidatedBody
}

/// A handler read a validated body that no middleware had validated.
private struct MissingMiddleware: Error, CustomStringConvertible {
    var description: String { "no RequestValidationMiddleware ran before this handler: its route group lacks it" }
}
