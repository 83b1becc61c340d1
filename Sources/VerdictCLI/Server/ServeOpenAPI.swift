import Verdict
import VerdictLua
import Foundation
import VerdictHTTP

/// The OpenAPI 3.1 document of `verdict serve` for the rule set being served: every endpoint, each
/// model's JSON Schema as the request body of its `POST /v1/validate/{model}`, the validation
/// result, and the RFC 9457 problem of every error answer.
///
/// Each model has a path of its own (`/v1/validate/Order`), so that a client generator gives each
/// its own body type. The models' schemas sit in `components/schemas`, their references rewritten to
/// point there; `GET /openapi.json` and `verdict schema --openapi` print the same document. It is
/// built on VerdictHTTP's ``VerdictHTTP/OpenAPIDocument``, which apps use for their own operations.
struct ServeOpenAPI {
    /// The engine whose models are described.
    let engine: RuleEngine
    /// The language of the models' `x-verdict-messages`; `nil` for English.
    var locale: LocaleTag?

    /// The document.
    func make() throws(EngineError) -> SchemaObject {
        let models = engine.models
        var document = OpenAPIDocument(
            title: "verdict serve", version: "rules-\(engine.version)",
            description:
                "Validates JSON records against the models of a rules directory. Each model's request schema is its JSON Schema (draft 2020-12) as `verdict schema` exports it: sound (it never rejects a record the server accepts), exact where its `x-verdict.exact` says so."
        )
        document.schemas["ValidationResult"] = .object(Self.validationResult)
        document.schemas["ValidationError"] = .object(ErrorReport.schema)
        document.schemas["Problem"] = .object(ProblemDocument.schema)
        document.schemas["InvalidRecordProblem"] = .object(Self.invalidRecordProblem)
        for model in models {
            let reference = document.addSchema(
                try engine.jsonSchema(model: model.name, locale: locale).document, named: model.name)
            document.paths["/v1/validate/" + OpenAPIDocument.pathSegment(model.name)] = .object(
                validatePath(model, component: String(reference.dropFirst(OpenAPIDocument.componentsBase.count))))
        }
        document.paths["/v1/remote/{model}/{attribute}"] = .object(remotePath(models))
        document.paths["/v1/models"] = .object(modelsPath)
        document.paths["/v1/models/{model}/schema"] = .object(schemaPath(models))
        document.paths["/health"] = .object(healthPath)
        document.paths["/openapi.json"] = .object(openAPIPath)
        document.paths["/v1/status"] = .object(statusPath)
        document.paths["/metrics"] = .object(metricsPath)
        return document.document
    }

    // MARK: Paths

    private func validatePath(_ model: ModelDefinition, component: String) -> SchemaObject {
        // A JSON object or a form, each of the model's schema.
        var body: SchemaObject = [:]
        for format in BodyFormat.allCases {
            body[format.mediaType] = ["schema": ["$ref": .value(.string("#/components/schemas/" + component))]]
        }
        return [
            "post": [
                "operationId": .value(.string("validate" + component)),
                "summary": .value(.string("Validate a \(model.name) record")),
                "description": .value(
                    .string(
                        "Runs the strategy chain of model \(model.name) (\(model.file)) on the record of the body. The answer is 200 whether the record is valid or not; `valid` says which, `errors` why. A client that sends `Accept: application/problem+json` gets an invalid record as 422 problem details (RFC 9457) listing the errors instead. Messages are worded in `?locale=`, else the best language of `Accept-Language`, named by `Content-Language`."
                    )),
                "parameters": [
                    Self.query(
                        "scenario", "The scenario; the model's `default` when absent.",
                        enumerated: model.scenarioNames.sorted()),
                    Self.query(
                        "locale", "The language of the messages, a BCP 47 tag (de, pt-BR); wins over Accept-Language."),
                    [
                        "name": "Accept-Language", "in": "header", "required": false,
                        "description": "The languages the client reads, best first (q-values).",
                        "schema": ["type": "string"],
                    ],
                ],
                "requestBody": [
                    "required": true,
                    "content": .object(body),
                ],
                "responses": Self.responses(
                    ok: [
                        "description": "The record's verdict.",
                        "headers": [
                            "Content-Language": [
                                "description": "The language of the messages.", "schema": ["type": "string"],
                            ]
                        ],
                        "content": ["application/json": ["schema": ["$ref": "#/components/schemas/ValidationResult"]]],
                    ],
                    problems: [
                        ("400", "The body is not JSON or not an object, or the scenario is unknown."),
                        ("404", "No such model (a reload removed it)."),
                        ("413", "The body is larger than the limit."),
                        ("415", "The body is neither JSON nor a URL-encoded form, or has no Content-Type."),
                        ("508", "A remote check that loops back to this server, or a chain of them too long."),
                    ],
                    invalidRecord: true),
            ]
        ]
    }

    private func remotePath(_ models: [ModelDefinition]) -> SchemaObject {
        [
            "post": [
                "operationId": "remoteCheck",
                "summary": "A remote rule's check of one attribute (AJWValidator's protocol)",
                "description":
                    "Runs the model's local rules on the record made of `extra` with `instance` as the attribute's value; answers `true` when no error concerns the attribute.",
                "parameters": [
                    Self.path("model", "The model.", enumerated: models.map(\.name)),
                    Self.path("attribute", "The attribute checked.", enumerated: Self.allAttributes(models)),
                    Self.query("scenario", "The scenario; the model's `default` when absent."),
                ],
                "requestBody": [
                    "required": true,
                    "content": [
                        "application/json": [
                            "schema": [
                                "type": "object",
                                "properties": [
                                    "instance": ["description": "The attribute's value."],
                                    "extra": [
                                        "type": ["object", "null"], "description": "The record's other attributes.",
                                    ],
                                    "extras": [
                                        "type": ["object", "null"],
                                        "description": "AJWValidator's README spelling of `extra`.",
                                    ],
                                ],
                            ]
                        ]
                    ],
                ],
                "responses": Self.responses(
                    ok: [
                        "description": "Whether the attribute passes.",
                        "content": ["application/json": ["schema": ["type": "boolean"]]],
                    ],
                    problems: [
                        ("400", "The body is not JSON, or `extra` is not an object, or the scenario is unknown."),
                        ("404", "No such model or attribute."),
                        ("413", "The body is larger than the limit."),
                    ]),
            ]
        ]
    }

    private var modelsPath: SchemaObject {
        let model: SchemaNode = [
            "type": "object",
            "required": ["name", "file", "attributes", "scenarios", "strategies"],
            "properties": [
                "name": ["type": "string"],
                "file": ["type": "string", "description": "The rule file, in the rules directory."],
                "attributes": ["type": "array", "items": ["type": "string"]],
                "scenarios": [
                    "type": "object", "description": "Each scenario's attributes; `!` marks active but unsafe ones.",
                    "additionalProperties": ["type": "array", "items": ["type": "string"]],
                ],
                "strategies": ["type": "array", "items": ["type": "string"]],
            ],
        ]
        return [
            "get": [
                "operationId": "listModels",
                "summary": "The models of the rule set being served",
                "responses": Self.responses(
                    ok: [
                        "description": "The rule set's version and its models, in file order.",
                        "content": [
                            "application/json": [
                                "schema": [
                                    "type": "object", "required": ["version", "models"],
                                    "properties": [
                                        "version": ["type": "integer"], "models": ["type": "array", "items": model],
                                    ],
                                ]
                            ]
                        ],
                    ], problems: []),
            ]
        ]
    }

    private func schemaPath(_ models: [ModelDefinition]) -> SchemaObject {
        [
            "get": [
                "operationId": "modelSchema",
                "summary": "A model's JSON Schema (draft 2020-12)",
                "description":
                    "The schema `verdict schema` prints: sound (it never rejects a record the server accepts), exact when `x-verdict.exact` is true; what it cannot say is listed under `x-verdict`.",
                "parameters": [
                    Self.path("model", "The model.", enumerated: models.map(\.name)),
                    Self.query("scenario", "The scenario; the model's `default` when absent."),
                    Self.query("locale", "The language of `x-verdict-messages`; wins over Accept-Language."),
                    Self.query(
                        "strict", "`true`: refuse keys that are not safe attributes (`additionalProperties: false`).",
                        enumerated: ["true", "false"]),
                ],
                "responses": Self.responses(
                    ok: [
                        "description": "The model's JSON Schema.",
                        "content": [
                            "application/schema+json": [
                                "schema": [
                                    "type": "object",
                                    "description":
                                        "A JSON Schema (draft 2020-12), with `x-verdict` and `x-verdict-messages`.",
                                ]
                            ]
                        ],
                    ],
                    problems: [
                        ("400", "The scenario or the locale is unknown."), ("404", "No such model."),
                    ]),
            ]
        ]
    }

    private var healthPath: SchemaObject {
        [
            "get": [
                "operationId": "health",
                "summary": "Whether the server serves, with its rule set's version",
                "responses": Self.responses(
                    ok: [
                        "description": "The server serves.",
                        "content": [
                            "application/json": [
                                "schema": [
                                    "type": "object", "required": ["status", "version", "models"],
                                    "properties": [
                                        "status": ["const": "ok"], "version": ["type": "integer"],
                                        "models": ["type": "integer"],
                                    ],
                                ]
                            ]
                        ],
                    ], problems: []),
            ]
        ]
    }

    private var openAPIPath: SchemaObject {
        [
            "get": [
                "operationId": "openAPI",
                "summary": "This document",
                "responses": Self.responses(
                    ok: [
                        "description": "The OpenAPI 3.1 document of the server.",
                        "content": ["application/json": ["schema": ["type": "object"]]],
                    ], problems: []),
            ]
        ]
    }

    private var statusPath: SchemaObject {
        let issue: SchemaNode = [
            "type": "object", "required": ["file", "line", "severity", "kind", "message", "hint"],
            "properties": [
                "file": ["type": "string"], "line": ["type": ["integer", "null"]],
                "severity": ["enum": ["error", "warning"]], "kind": ["type": "string"],
                "message": ["type": "string"], "hint": ["type": ["string", "null"]],
            ],
        ]
        return [
            "get": [
                "operationId": "status",
                "summary": "The rule set being served and the last reload",
                "responses": Self.responses(
                    ok: [
                        "description":
                            "The rule set's version, its revision (SHA-256 of the rule and catalog files), when it was loaded, its models and warnings; the last reload's result with its problems (null until the rules directory first changes).",
                        "content": [
                            "application/json": [
                                "schema": [
                                    "type": "object", "required": ["status", "rules", "lastReload", "startedAt"],
                                    "properties": [
                                        "status": ["const": "ok"],
                                        "rules": [
                                            "type": "object",
                                            "required": ["version", "revision", "loadedAt", "models", "warnings"],
                                            "properties": [
                                                "version": ["type": "integer"], "revision": ["type": "string"],
                                                "loadedAt": ["type": "string", "format": "date-time"],
                                                "models": ["type": "array", "items": ["type": "string"]],
                                                "warnings": ["type": "array", "items": issue],
                                            ],
                                        ],
                                        "lastReload": [
                                            "type": ["object", "null"],
                                            "properties": [
                                                "at": ["type": "string", "format": "date-time"],
                                                "result": ["enum": ["accepted", "refused"]],
                                                "servingVersion": ["type": "integer"],
                                                "problems": ["type": "array", "items": issue],
                                            ],
                                        ],
                                        "startedAt": ["type": "string", "format": "date-time"],
                                    ],
                                ]
                            ]
                        ],
                    ], problems: []),
            ]
        ]
    }

    private var metricsPath: SchemaObject {
        [
            "get": [
                "operationId": "metrics",
                "summary": "The server's metrics in Prometheus' text format",
                "responses": Self.responses(
                    ok: [
                        "description":
                            "Requests by route, model and status, request durations, records validated and refused, rule errors, budget exhaustions and reloads.",
                        "content": ["text/plain": ["schema": ["type": "string"]]],
                    ], problems: []),
            ]
        ]
    }

    // MARK: Parts

    /// A 200 answer, the listed problems, and the 405 and 500 every endpoint may give; with
    /// `invalidRecord`, the 422 problem of an invalid record.
    private static func responses(
        ok: SchemaNode, problems: [(String, String)], invalidRecord: Bool = false
    ) -> SchemaNode {
        var responses: SchemaObject = ["200": ok]
        var all: [(String, String, String)] = problems.map { ($0.0, $0.1, "Problem") }
        all += [
            ("405", "The path answers other methods (listed in `Allow`).", "Problem"),
            ("500", "Something the server did not expect.", "Problem"),
        ]
        if invalidRecord {
            all.append(
                (
                    "422", "The record is invalid, answered so to a client that accepts application/problem+json.",
                    "InvalidRecordProblem"
                ))
        }
        for (status, description, schema) in all.sorted(by: { $0.0 < $1.0 }) {
            responses[status] = [
                "description": .value(.string(description)),
                "content": [
                    "application/problem+json": ["schema": ["$ref": .value(.string("#/components/schemas/" + schema))]]
                ],
            ]
        }
        return .object(responses)
    }

    private static func query(_ name: String, _ description: String, enumerated values: [String]? = nil) -> SchemaNode {
        var schema: SchemaObject = ["type": "string"]
        if let values, !values.isEmpty { schema["enum"] = .array(values.map { .value(.string($0)) }) }
        return [
            "name": .value(.string(name)), "in": "query", "required": false,
            "description": .value(.string(description)), "schema": .object(schema),
        ]
    }

    private static func path(_ name: String, _ description: String, enumerated values: [String]) -> SchemaNode {
        var schema: SchemaObject = ["type": "string"]
        if !values.isEmpty { schema["enum"] = .array(values.map { .value(.string($0)) }) }
        return [
            "name": .value(.string(name)), "in": "path", "required": true,
            "description": .value(.string(description)), "schema": .object(schema),
        ]
    }

    private static func allAttributes(_ models: [ModelDefinition]) -> [String] {
        var seen = Set<String>()
        return models.flatMap(\.attributes).filter { seen.insert($0).inserted }
    }

    private static let validationResult: SchemaObject = [
        "type": "object", "required": .array(VerdictReport.requiredMembers.map { .value(.string($0)) }),
        "properties": .object(VerdictReport.properties(valid: ["type": "boolean"], errorReference: errorReference)),
    ]

    /// The 422 answer of an invalid record: the problem's members, then the verdict's.
    private static let invalidRecordProblem: SchemaObject = [
        "description": .value(
            .string(
                "An RFC 9457 problem (type `\(ValidationProblem.defaultTypePrefix)invalid-record`, status 422) with the "
                    + "record's errors: each error's attribute path, rule, message key, parameters, message and, unless secret, the value that failed."
            )),
        "allOf": [["$ref": "#/components/schemas/Problem"]],
        "type": "object",
        "required": .array(VerdictReport.requiredMembers.map { .value(.string($0)) }),
        "properties": .object(VerdictReport.properties(valid: ["const": false], errorReference: errorReference)),
    ]

    /// Where the errors' schema is.
    private static let errorReference = "#/components/schemas/ValidationError"

}
