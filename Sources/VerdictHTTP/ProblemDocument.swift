public import Verdict

/// The body of an RFC 9457 problem answer (`application/problem+json`): `type`, `title`, `status`,
/// `detail`, `instance`, then any extension members, in that order.
///
/// ```swift
/// let document = ProblemDocument(
///     type: "tag:verdict,2025:body-too-large", title: "Request body too large", status: 413,
///     detail: "the body is larger than 1048576 bytes", instance: "/events")
/// document.json  // {"type":"tag:verdict,2025:body-too-large","title":…,"instance":"/events"}
/// ```
///
/// Members are written in a fixed order, and the objects inside extension members with their keys
/// sorted, so that the same problem is always the same bytes. `verdict serve` and the Hummingbird
/// and Vapor integrations write their problems through it (``ValidationProblem``).
public struct ProblemDocument: Sendable, Hashable {
    /// The media type of a problem body.
    public static let mediaType = "application/problem+json"

    /// A URI naming the kind of problem (RFC 9457 §3.1.1).
    public var type: String
    /// The fixed, short summary of the kind.
    public var title: String
    /// The HTTP status code.
    public var status: Int
    /// This occurrence, in words.
    public var detail: String
    /// The request path the problem is about; left out when `nil`.
    public var instance: String?
    /// Members after the standard ones, in order (`errors` of a validation problem).
    public var extensions: [Extension]

    /// One extension member: a name and its value, kept as JSON text.
    public struct Extension: Sendable, Hashable {
        /// The member's name.
        public let name: String
        /// The member's value as UTF-8 JSON text.
        public let json: [UInt8]

        /// A member whose value is any JSON value (objects inside it with their keys sorted).
        public init(_ name: String, _ value: Value) {
            self.name = name
            var bytes: [UInt8] = []
            JSONWriter(sortsKeys: true).write(value, into: &bytes)
            self.json = bytes
        }

        /// The `errors` member: the errors as ``ErrorReport`` shows them.
        public static func errors(_ errors: [ValidationError]) -> Extension {
            Extension("errors", objects: errors.map(ErrorReport.fields(of:)))
        }

        /// A member whose value is a list of objects, each with its keys in the order given (the
        /// `errors` of a validation problem: `attribute` first, as a person reads them).
        public init(_ name: String, objects: [[(String, Value)]]) {
            self.name = name
            let writer = JSONWriter(sortsKeys: true)
            var bytes: [UInt8] = [UInt8(ascii: "[")]
            for (index, fields) in objects.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                writer.writeObject(fields, into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
            self.json = bytes
        }
    }

    /// The JSON Schema of a problem document's standard members, for an OpenAPI document.
    public static var schema: SchemaObject {
        [
            "type": "object",
            "description": "An RFC 9457 problem.",
            "required": ["type", "title", "status", "detail"],
            "properties": [
                "type": [
                    "type": "string",
                    "description": .value(
                        .string("A `\(ValidationProblem.defaultTypePrefix)` URI naming the kind of problem.")),
                ],
                "title": ["type": "string"],
                "status": ["type": "integer"],
                "detail": ["type": "string"],
                "instance": ["type": "string", "description": "The request path."],
            ],
        ]
    }

    /// Creates a document.
    public init(
        type: String, title: String, status: Int, detail: String, instance: String? = nil,
        extensions: [Extension] = []
    ) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
        self.instance = instance
        self.extensions = extensions
    }

    /// Appends members as `"name":value`, separated by commas.
    static func append(_ members: [Extension], to bytes: inout [UInt8]) {
        for (index, member) in members.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONWriter(sortsKeys: true).write(.string(member.name), into: &bytes)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(contentsOf: member.json)
        }
    }

    /// The UTF-8 JSON text of the document.
    public var json: [UInt8] {
        var fields: [(String, Value)] = [
            ("type", .string(type)), ("title", .string(title)), ("status", .int(status)), ("detail", .string(detail)),
        ]
        if let instance { fields.append(("instance", .string(instance))) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(160 + extensions.reduce(0) { $0 + $1.name.utf8.count + $1.json.count + 4 })
        JSONWriter(sortsKeys: true).writeObject(fields, into: &bytes)
        guard !extensions.isEmpty else { return bytes }
        bytes.removeLast()  // the closing brace
        bytes.append(UInt8(ascii: ","))
        Self.append(extensions, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }
}
