public import Hummingbird
public import VerdictHTTP

extension Request {
    /// Reads the body and validates it against rules.
    ///
    /// The `Content-Type` and a declared `Content-Length` are checked before any byte is read;
    /// the body is then collected up to ``VerdictHTTP/RequestRules/maxBodyBytes`` and kept in the
    /// request, so a handler can read it again. See ``VerdictHTTP/RequestRules`` for each step.
    ///
    /// ```swift
    /// router.post("signup") { request, context in
    ///     var request = request
    ///     let signup = try await request.validated(against: rules).decode(Signup.self)
    ///     return "welcome, \(signup.name)"
    /// }
    /// ```
    /// - Parameter rules: the rules and limits.
    /// - Returns: the body that passed.
    /// - Throws: ``VerdictHTTP/ValidationProblem`` (answered as `application/problem+json`) for a
    ///   body of the wrong type (415), too large (413), unreadable (400) or invalid (422); the
    ///   error of a connection that failed mid-body.
    public mutating func validated(against rules: RequestRules) async throws -> ValidatedBody {
        let (record, format) = try await record(with: rules.reader, accepting: rules.formats)
        return try await rules.validate(
            record, format: format, acceptLanguage: headers[values: .acceptLanguage].joined(separator: ","))
    }

    /// Reads the body, validates it against rules and decodes it as a type.
    /// - Parameters:
    ///   - type: the type (see ``VerdictHTTP/ValidatedBody/decode(_:)``).
    ///   - rules: the rules and limits.
    /// - Returns: the typed body.
    /// - Throws: as ``validated(against:)``, and a 422 `undecodable-body` when the body passes
    ///   its rules but is not the type.
    public mutating func validated<T: Decodable>(as type: T.Type, against rules: RequestRules) async throws -> T {
        try await validated(against: rules).decode(type)
    }
}
