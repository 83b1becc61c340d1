public import Verdict

extension ValidationError {
    /// How an answer shows the error: `{"attribute", "rule", "message", "key", "params"}`, the
    /// fields and order of `verdict validate --format json`, `verdict serve` and the `errors` of a
    /// ``ValidationProblem``. The failing value is left out: an answer does not echo what the
    /// client sent.
    public var reportFields: [(String, Value)] {
        [
            ("attribute", .string(attribute)), ("rule", .string(rule)), ("message", .string(message)),
            ("key", .string(key.rawValue)), ("params", .object(params)),
        ]
    }
}
