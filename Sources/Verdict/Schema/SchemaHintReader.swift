import Foundation

/// Reads a rule entry's `schema = { … }`: a table of JSON Schema (draft 2020-12) keywords that every
/// value the entry's rule accepts meets, which `verdict schema` uses where the rule itself cannot
/// be said (a Lua function).
///
/// Only keywords that check or describe one value are taken — no `$ref`, `$id` or `$defs`, which
/// would point outside the hint — and extension keywords starting with `x-`. `pattern` must be a
/// string, `type` a JSON type or a list of them, and the counting keywords whole numbers ≥ 0.
package enum SchemaHintReader {
    /// What is wrong with a hint, and a hint for the author.
    package struct Problem: Error {
        package let message: String
        package let hint: String?
    }

    /// The keywords a hint may use.
    static let keywords = [
        "type", "enum", "const", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum",
        "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "maxContains", "minContains",
        "maxProperties", "minProperties", "required", "dependentRequired", "format", "contentEncoding",
        "contentMediaType", "title", "description", "examples", "deprecated", "allOf", "anyOf", "oneOf", "not", "if",
        "then", "else", "items", "prefixItems", "contains", "properties", "patternProperties",
        "additionalProperties", "propertyNames", "dependentSchemas", "$comment",
    ]

    private static let counts: Set<String> = [
        "maxLength", "minLength", "maxItems", "minItems", "maxContains", "minContains", "maxProperties",
        "minProperties",
    ]
    private static let types: Set<String> = ["null", "boolean", "object", "array", "number", "integer", "string"]

    /// The hint of a `schema` option's value.
    /// - Parameter nearest: the closest of some names to a misspelled one, for the hint.
    package static func hint(_ value: Value, nearest: (String, [String]) -> String?) throws(Problem) -> SchemaObject {
        guard case .object(let fields) = value, !fields.isEmpty else {
            throw Problem(
                message: "`schema` should be a table of JSON Schema keywords, got \(RuleArguments.shown(value))",
                hint: "write schema = { pattern = \"^[A-Z]\" }")
        }
        for key in fields.keys.sorted() {
            guard keywords.contains(key) || key.hasPrefix("x-") else {
                throw Problem(
                    message: "`schema` has an unknown keyword '\(key)'",
                    hint: nearest(key, keywords).map { "did you mean '\($0)'?" }
                        ?? "keywords of JSON Schema draft 2020-12 that check one value, or x-… extensions")
            }
            let given = fields[key] ?? .null
            switch key {
            case "pattern":
                guard case .string(let pattern) = given else {
                    throw Problem(message: "`schema.pattern` should be a string", hint: nil)
                }
                guard (try? NSRegularExpression(pattern: pattern)) != nil else {
                    throw Problem(message: "`schema.pattern` is not a regular expression: \(pattern)", hint: nil)
                }
            case "type":
                let names =
                    given.arrayValue.map { $0.compactMap(\.stringValue) } ?? given.stringValue.map { [$0] } ?? []
                guard !names.isEmpty, names.allSatisfy(types.contains) else {
                    throw Problem(
                        message: "`schema.type` should name JSON types, got \(RuleArguments.shown(given))",
                        hint: "types are \(types.sorted().joined(separator: ", "))")
                }
            case _ where counts.contains(key):
                guard let n = given.intValue, n >= 0 else {
                    throw Problem(message: "`schema.\(key)` should be a whole number ≥ 0", hint: nil)
                }
            default:
                break
            }
        }
        return SchemaNode(constant: value).objectValue ?? SchemaObject()
    }
}
