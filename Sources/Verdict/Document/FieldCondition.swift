/// A `when` written as data rather than as code: the chain runs only when another field of the
/// same object is present, equal to a value, one of a list, or true. Rule files write it as a
/// table, `when = { field = "country", equals = "USA" }`; documents as the same object; Swift as
/// ``Validate/when(_:)-(FieldCondition)``.
///
/// Such a condition needs no Lua, so a model whose conditions are all of this kind loads from a
/// rule-set document in the core library alone.
public enum FieldCondition: Sendable, Hashable {
    /// The field has a value that is neither null nor empty (`{ field = "phone", present = true }`).
    case present(String)
    /// The field's value equals a value (`{ field = "country", equals = "USA" }`).
    case equals(String, Value)
    /// The field's value is one of a list (`{ field = "plan", oneOf = { "pro", "team" } }`).
    case oneOf(String, [Value])
    /// The field is the boolean `true` (`{ field = "newsletter", isTrue = true }`).
    case isTrue(String)

    /// What is wrong with a condition written as data, and a hint for its author.
    public struct Problem: Error, Sendable, Hashable {
        /// What is wrong.
        public let message: String
        /// How to write it.
        public let hint: String?
    }

    /// The tests a condition written as data may make, one at a time.
    public static let tests = ["present", "equals", "oneOf", "isTrue"]

    /// Reads a condition written as data: `field`, and one of ``tests``.
    /// - Throws: ``Problem`` for any other shape.
    public init(data: Value) throws(Problem) {
        let hint = #"when = { field = "country", equals = "USA" }; the tests are present, equals, oneOf and isTrue"#
        guard case .object(let object) = data else {
            throw Problem(message: "`when` should be a function or a table { field = …, equals = … }", hint: hint)
        }
        guard case .string(let field)? = object["field"], !field.isEmpty else {
            throw Problem(message: "`when` needs `field`: the name of the field it tests", hint: hint)
        }
        let given = object.keys.filter { $0 != "field" }.sorted()
        guard given.count == 1, let test = given.first, let argument = object[test] else {
            throw Problem(message: "`when` should make one test of `\(field)`, got \(given.count)", hint: hint)
        }
        switch test {
        case "present" where argument == .bool(true): self = .present(field)
        case "isTrue" where argument == .bool(true): self = .isTrue(field)
        case "equals": self = .equals(field, argument)
        case "oneOf":
            guard case .array(let values) = argument else {
                throw Problem(message: "`oneOf` should be a list of values", hint: #"oneOf = { "pro", "team" }"#)
            }
            self = .oneOf(field, values)
        case "present", "isTrue":
            throw Problem(message: "`\(test)` takes true", hint: "\(test) = true")
        default:
            throw Problem(
                message: "`when` has no test '\(test)'",
                hint: EditDistance.nearest(to: test, in: Self.tests).map { "did you mean '\($0)'?" } ?? hint)
        }
    }

    /// The field the condition tests.
    public var field: String {
        switch self {
        case .present(let field), .equals(let field, _), .oneOf(let field, _), .isTrue(let field): field
        }
    }

    /// The condition as data, as ``init(data:)`` reads it.
    public var data: Value {
        switch self {
        case .present(let field): ["field": .string(field), "present": true]
        case .equals(let field, let value): ["field": .string(field), "equals": value]
        case .oneOf(let field, let values): ["field": .string(field), "oneOf": .array(values)]
        case .isTrue(let field): ["field": .string(field), "isTrue": true]
        }
    }

    /// Whether the condition holds for the object being validated.
    public func holds(in context: ValidationContext) -> Bool {
        let value = context.value(of: field) ?? .null
        switch self {
        case .present: return !value.isNull && !value.isEmpty
        case .equals(_, let expected): return value == expected
        case .oneOf(_, let values): return values.contains(value)
        case .isTrue: return value == .bool(true)
        }
    }

    /// `country is "USA"`, for listings.
    public var label: String {
        switch self {
        case .present(let field): "\(field) is present"
        case .equals(let field, let value): "\(field) is \(value.description)"
        case .oneOf(let field, let values): "\(field) is one of \(values.map(\.description).joined(separator: ", "))"
        case .isTrue(let field): "\(field) is true"
        }
    }
}

extension Validate {
    /// Runs the chain only when a field of the same object passes a test; a second `when`
    /// replaces the first. Unlike a closure, the condition is data: a rule-set document holds it.
    public func when(_ condition: FieldCondition) -> Validate {
        when({ condition.holds(in: $0) }, tag: condition)
    }
}
