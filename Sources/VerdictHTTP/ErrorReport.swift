public import Verdict

/// How an answer shows a validation error: `{"attribute", "rule", "message", "key", "severity",
/// "params", "value"}`, in that order — the one shape of `verdict validate --format json`, `verdict serve`,
/// the `errors` of a ``ValidationProblem`` and the OpenAPI document. `value` is the value that
/// failed, as the record held it (`null` for a missing one); it is left out for an attribute the
/// model lists as secret (`ValidationError.isSecret`).
public enum ErrorReport {
    /// One field of the shape.
    public enum Field: String, CaseIterable, Sendable {
        /// The attribute that failed.
        case attribute
        /// The rule's name.
        case rule
        /// The message, worded in the answer's language.
        case message
        /// The message key, for a client that words the message itself.
        case key
        /// `error`, or `warning` for a failure that does not make the record invalid.
        case severity
        /// The rule's parameters, for the same.
        case params
        /// The value that failed; not written for a secret.
        case value

        /// The field's value for an error.
        public func value(of error: ValidationError) -> Value {
            switch self {
            case .attribute: .string(error.attribute)
            case .rule: .string(error.rule)
            case .message: .string(error.message)
            case .key: .string(error.key.rawValue)
            case .severity: .string(error.severity.rawValue)
            case .params: .object(error.params)
            case .value: error.value
            }
        }

        /// What the field holds, for a schema's `description`.
        public var summary: String {
            switch self {
            case .attribute: "The attribute's path: `title`, `shipping.zip`, `items[2].price`."
            case .rule: "The rule that failed (`minLength`, `lua`, `strict`)."
            case .message: "The text a person reads, in the answer's language."
            case .key: "The message key (`tooShort`), the same in every language."
            case .severity: "`error`; `warning` for a rule that reports without refusing: the record stays valid."
            case .params: "The message's parameters (`min`, `max`, …)."
            case .value: "The value that failed, as the record held it; left out for a secret attribute."
            }
        }
    }

    /// The JSON Schema of an error, for an OpenAPI document's components.
    public static var schema: SchemaObject {
        var properties = SchemaObject()
        for field in fields {
            var property = SchemaObject()
            switch field {
            case .params: property["type"] = "object"
            case .severity:
                property["type"] = "string"
                property["enum"] = .array(Severity.allCases.map { .value(.string($0.rawValue)) })
            case .value: break  // any JSON value
            default: property["type"] = "string"
            }
            property["description"] = .value(.string(field.summary))
            properties[field.rawValue] = .object(property)
        }
        return [
            "type": "object",
            "required": .array(writtenBeforeValue.map { .value(.string($0.rawValue)) }),
            "properties": .object(properties),
        ]
    }

    /// The fields, in the order they are written.
    public static let fields = Field.allCases

    /// The error's fields, in order.
    public static func fields(of error: ValidationError) -> [(String, Value)] {
        (error.isSecret ? writtenBeforeValue : fields).map { ($0.rawValue, $0.value(of: error)) }
    }

    /// The fields written before `value`: all of a secret's.
    public static let writtenBeforeValue = fields.filter { $0 != .value }

    /// Appends the error as a JSON object (the objects inside `params` with their keys sorted).
    public static func write(_ error: ValidationError, into bytes: inout [UInt8]) {
        JSONWriter(sortsKeys: true).writeObject(fields(of: error), into: &bytes)
    }
}
