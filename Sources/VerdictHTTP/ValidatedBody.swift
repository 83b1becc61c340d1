public import Verdict

/// A request body that passed its rules: the record, what filters wrote back, the format it came
/// in and the language its client reads.
///
/// ```swift
/// let body = try await request.validated(against: rules)
/// let signup = try body.decode(Signup.self)
/// ```
public struct ValidatedBody: Sendable {
    /// The record as the client sent it.
    public let record: [String: Value]
    /// The values filters wrote back (`trim`, `default`), by attribute.
    public let rewrittenValues: [String: Value]
    /// The format the body came in.
    public let format: BodyFormat
    /// The language negotiated from `Accept-Language`: answer in it to be consistent with the
    /// messages a refusal would have had.
    public let locale: LocaleTag
    /// The prefix of the problem a failed ``decode(_:)`` throws.
    let problemTypePrefix: String

    /// The record with what filters wrote back in place of what was sent.
    public var values: [String: Value] {
        record.merging(rewrittenValues) { _, rewritten in rewritten }
    }

    /// Reads ``values`` as a `Decodable` type with ``RecordDecoder``; a form's strings are read as
    /// the numbers, booleans and lists the type asks for.
    /// - Parameter type: the type.
    /// - Returns: the typed value.
    /// - Throws: ``ValidationProblem`` 422 `undecodable-body` naming the field that does not fit: the
    ///   rules passed, but they did not check all that the type needs.
    public func decode<T: Decodable>(_ type: T.Type = T.self) throws(ValidationProblem) -> T {
        do {
            return try RecordDecoder(readsStringsAsScalars: format == .form).decode(type, from: .object(values))
        } catch {
            throw .undecodableBody(error, as: type, typePrefix: problemTypePrefix)
        }
    }
}
