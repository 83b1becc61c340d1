public import Foundation
public import Verdict

/// An OpenAPI 3.1 document of request validation: the operations whose bodies ``RequestRules``
/// validate, each body's JSON Schema (as `verdict schema` exports it), and the RFC 9457 problems
/// they answer with — for a Hummingbird or Vapor app to serve at `/openapi.json`, as `verdict
/// serve` does for its own endpoints.
///
/// ```swift
/// var openAPI = OpenAPIDocument(title: "Signup API", version: "1.0.0")
/// try openAPI.addOperation(
///     "post", "/signup", operationId: "signup", summary: "Creates an account", rules: signupRules)
/// let text = openAPI.text  // serve it at GET /openapi.json
/// ```
///
/// Each body schema sits in `components/schemas` with its local references rewritten to point
/// there; the shared schemas (the problem, an error, the 422 of an invalid body) are added once,
/// the first time an operation needs them.
public struct OpenAPIDocument: Sendable {
    /// The document's `info`: `title`, `version`, and `description` when given.
    public var info: SchemaObject
    /// The paths, in the order they were added.
    public var paths = SchemaObject()
    /// `components/schemas`, in the order they were added.
    public var schemas = SchemaObject()

    /// Where components are referenced from.
    public static let componentsBase = "#/components/schemas/"

    /// A document with no operations yet.
    public init(title: String, version: String, description: String? = nil) {
        info = ["title": .value(.string(title)), "version": .value(.string(version))]
        if let description { info["description"] = .value(.string(description)) }
    }

    /// The document, members in OpenAPI's usual order.
    public var document: SchemaObject {
        [
            "openapi": "3.1.0", "info": .object(info),
            "jsonSchemaDialect": "https://json-schema.org/draft/2020-12/schema", "paths": .object(paths),
            "components": ["schemas": .object(schemas)],
        ]
    }

    /// The document as indented JSON text, members in the order they were added.
    public var text: String { document.prettyText }

    /// Adds a body's JSON Schema as a component (without its `$schema`, its references rebased).
    /// - Returns: the reference to it (`#/components/schemas/NAME`).
    @discardableResult
    public mutating func addSchema(_ schema: SchemaObject, named name: String) -> String {
        var schema = schema
        schema["$schema"] = nil
        let component = Self.componentName(name)
        schemas[component] = Self.rebased(.object(schema), under: Self.componentsBase + component)
        return Self.componentsBase + component
    }

    /// Adds an operation whose JSON or form body `rules` validate: the body's schema, the answer
    /// `ok` gives (an empty body when `nil`), and the problems the integrations answer with — 400,
    /// 413, 415, 422 (`invalid-body`) and 500.
    /// - Parameters:
    ///   - method: the HTTP method, lowercased (`post`).
    ///   - path: the path (`/signup`).
    ///   - operationId: the operation's unique name.
    ///   - summary: what the operation does.
    ///   - rules: the body's rules; their schema in English, or in `locale`.
    ///   - ok: the 200 answer's schema, when it has a body.
    /// - Throws: what the rules' schema throws (a rule-file model a reload removed).
    public mutating func addOperation(
        _ method: String, _ path: String, operationId: String, summary: String, rules: RequestRules,
        locale: LocaleTag? = nil, ok: SchemaObject? = nil
    ) throws {
        let body = addSchema(try rules.jsonSchema(locale: locale).document, named: operationId + "Body")
        addSharedSchemas()
        var content = SchemaObject()
        for format in rules.formats { content[format.mediaType] = ["schema": ["$ref": .value(.string(body))]] }
        var responses: SchemaObject = [
            "200": ok.map {
                ["description": "The body passed its rules.", "content": ["application/json": ["schema": .object($0)]]]
            } ?? ["description": "The body passed its rules."]
        ]
        let problems: [(String, String, String)] = [
            ("400", "The body cannot be read: not JSON, a malformed form, or JSON that is not an object.", "Problem"),
            ("413", "The body is larger than the limit.", "Problem"),
            ("415", "The body is not in a type the operation reads (`Accept` lists them).", "Problem"),
            ("422", "The body breaks its rules; `errors` says how.", "InvalidBodyProblem"),
            ("500", "The rules could not run.", "Problem"),
        ]
        for (status, description, schema) in problems {
            responses[status] = [
                "description": .value(.string(description)),
                "content": [
                    ProblemDocument.mediaType: ["schema": ["$ref": .value(.string(Self.componentsBase + schema))]]
                ],
            ]
        }
        var operations: SchemaObject = paths[path]?.objectValue ?? SchemaObject()
        operations[method] = [
            "operationId": .value(.string(operationId)), "summary": .value(.string(summary)),
            "requestBody": ["required": true, "content": .object(content)], "responses": .object(responses),
        ]
        paths[path] = .object(operations)
    }

    /// The problem, an error and the 422 of an invalid body, once.
    private mutating func addSharedSchemas() {
        guard schemas["InvalidBodyProblem"] == nil else { return }
        if schemas["Problem"] == nil { schemas["Problem"] = .object(ProblemDocument.schema) }
        if schemas["ValidationError"] == nil { schemas["ValidationError"] = .object(ErrorReport.schema) }
        schemas["InvalidBodyProblem"] = [
            "description": .value(
                .string(
                    "An RFC 9457 problem (type `\(ValidationProblem.defaultTypePrefix)invalid-body`, status 422) "
                        + "with the body's errors.")),
            "allOf": [["$ref": .value(.string(Self.componentsBase + "Problem"))]],
            "type": "object",
            "required": ["errors"],
            "properties": [
                "errors": [
                    "type": "array", "items": ["$ref": .value(.string(Self.componentsBase + "ValidationError"))],
                ]
            ],
        ]
    }

    /// A name as a component key (letters, digits, `.`, `-`, `_`; anything else becomes `_`).
    public static func componentName(_ name: String) -> String {
        String(
            name.unicodeScalars.map {
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0))
                    ? Character($0) : "_"
            })
    }

    /// A name as a path segment, percent-escaped where it must be.
    public static func pathSegment(_ name: String) -> String {
        name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? name
    }

    /// A schema whose local references (`#`, `#/$defs/…`) are rewritten to start at `base`.
    public static func rebased(_ node: SchemaNode, under base: String) -> SchemaNode {
        switch node {
        case .value: return node
        case .array(let elements): return .array(elements.map { rebased($0, under: base) })
        case .object(let object):
            var result = SchemaObject()
            for (key, value) in object.entries {
                if key == "$ref", let reference = value.stringValue, reference.hasPrefix("#") {
                    result[key] = .value(.string(base + reference.dropFirst()))
                } else {
                    result[key] = rebased(value, under: base)
                }
            }
            return .object(result)
        }
    }
}
