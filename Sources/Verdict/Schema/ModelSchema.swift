/// The JSON Schema (draft 2020-12) of a model, with what it could not say.
///
/// The schema is sound: it never rejects a record Verdict accepts. When ``isExact`` is true, every
/// rule mapped exactly and the strategies decide by the rules alone, so the two agree on every
/// record. ``notes`` lists every rule the schema says approximately or not at all; the document's
/// `x-verdict` carries the same.
public struct ModelSchema: Sendable {
    /// The schema document.
    public var document: SchemaObject
    /// Whether the schema accepts exactly the records Verdict accepts.
    public var isExact: Bool
    /// The rules (and strategies) the schema says approximately or not at all.
    public var notes: [SchemaNote]

    /// Creates a model schema.
    public init(document: SchemaObject, isExact: Bool, notes: [SchemaNote]) {
        self.document = document
        self.isExact = isExact
        self.notes = notes
    }

    /// The document as pretty JSON, ending with a newline.
    public var text: String { document.prettyText }
}
