public import Verdict

/// What an answer says of a validated record: `{"valid", "errors", "strategy", "reason"}`,
/// `"cleaned"` when a filter changed a value, and `"explanation"` when it was asked for — the body
/// of `verdict serve`'s `/v1/validate` and the members of its 422 `invalid-record` problem.
///
/// `strategy` and `reason` are always written, `null` when no strategy decided or said why; the
/// errors as ``ErrorReport`` shows them.
public struct VerdictReport: Sendable {
    /// Whether the record passed.
    public var isValid: Bool
    /// The errors, in rule order.
    public var errors: [ValidationError]
    /// The strategy that decided, when one did.
    public var strategy: String?
    /// Why it decided, when it said.
    public var reason: String?
    /// The record as its filters (`trim`, `default`, `filter`) left it — the values they wrote
    /// over the fields sent — when one changed a value; `nil` otherwise.
    public var cleaned: [String: Value]?
    /// Every strategy asked and every rule with what it did, when asked for.
    public var explanation: Explanation?

    /// A report.
    public init(
        isValid: Bool, errors: [ValidationError], strategy: String? = nil, reason: String? = nil,
        cleaned: [String: Value]? = nil, explanation: Explanation? = nil
    ) {
        self.isValid = isValid
        self.errors = errors
        self.strategy = strategy
        self.reason = reason
        self.cleaned = cleaned
        self.explanation = explanation
    }

    /// The members, in order, for a problem's extensions.
    public var members: [ProblemDocument.Extension] {
        var members: [ProblemDocument.Extension] = [
            .init("valid", .bool(isValid)), .errors(errors), .init("strategy", strategy.map(Value.string) ?? .null),
            .init("reason", reason.map(Value.string) ?? .null),
        ]
        if let cleaned { members.append(.init("cleaned", .object(cleaned))) }
        if let explanation { members.append(.init("explanation", explanation.value)) }
        return members
    }

    /// The UTF-8 JSON text of the report: ``members`` as one object, written straight into one
    /// buffer (a server writes one for every record it answers).
    public var json: [UInt8] {
        let writer = JSONWriter(sortsKeys: true)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(96 + errors.count * 160)
        bytes.append(contentsOf: isValid ? #"{"valid":true,"errors":["#.utf8 : #"{"valid":false,"errors":["#.utf8)
        for (index, error) in errors.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            ErrorReport.write(error, into: &bytes)
        }
        bytes.append(contentsOf: #"],"strategy":"#.utf8)
        writer.write(strategy.map(Value.string) ?? .null, into: &bytes)
        bytes.append(contentsOf: #","reason":"#.utf8)
        writer.write(reason.map(Value.string) ?? .null, into: &bytes)
        if let cleaned {
            bytes.append(contentsOf: #","cleaned":"#.utf8)
            writer.write(.object(cleaned), into: &bytes)
        }
        if let explanation {
            bytes.append(contentsOf: #","explanation":"#.utf8)
            writer.write(explanation.value, into: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    /// The members every report has, for a schema's `required`.
    public static let requiredMembers = ["valid", "errors", "strategy", "reason"]

    /// The JSON Schema `properties` of a report, for an OpenAPI document: `valid` as given (a
    /// constant for an answer that is never valid), the errors by a reference to ``ErrorReport``'s
    /// schema.
    public static func properties(valid: SchemaNode, errorReference: String) -> SchemaObject {
        [
            "valid": valid,
            "errors": ["type": "array", "items": ["$ref": .value(.string(errorReference))]],
            "strategy": ["type": ["string", "null"], "description": "The strategy that decided, if one did."],
            "reason": ["type": ["string", "null"], "description": "Why it decided so."],
            "cleaned": [
                "type": "object",
                "description": "The record as its filters (trim, default, filter) left it, when one changed a value.",
            ],
        ]
    }
}

extension ValidationProblem {
    /// A record that is not valid, answered as a problem (`Accept: application/problem+json`): 422
    /// `invalid-record`, the report's members after the problem's, and `Content-Language`.
    /// - Parameters:
    ///   - report: the record's report.
    ///   - model: the model's name, for `detail`.
    ///   - locale: the language of the messages.
    public static func invalidRecord(
        _ report: VerdictReport, model: String, locale: LocaleTag, typePrefix: String = defaultTypePrefix
    ) -> ValidationProblem {
        let count = report.errors.count
        let detail =
            count == 0
            ? "The \(model) record is invalid (\(report.reason ?? "a strategy refused it"))."
            : "The \(model) record has \(count) error\(count == 1 ? "" : "s")."
        return ValidationProblem(
            "invalid-record", "Invalid record", status: 422, detail, typePrefix: typePrefix,
            extensions: report.members, errors: report.errors, contentLanguage: locale)
    }
}
