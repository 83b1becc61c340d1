import Foundation

/// Builds the JSON Schema of a rule set: one property a attribute, the conjunction of what its
/// chains accept; `$defs` for the models `nested` and `each` name; `x-verdict` for what the schema
/// cannot say. See ``RuleSet/jsonSchema(_:)`` for the rules it follows.
final class SchemaExporter {
    /// The values that count as empty (null, `""`, `[]`, `{}`): every rule but `required` skips them.
    static let emptyDefinition: SchemaNode = ["enum": [.value(.null), "", [], .object(SchemaObject())]]
    /// The empty values but null, which `allowEmpty` lets pass.
    static let blankDefinition: SchemaNode = ["enum": ["", [], .object(SchemaObject())]]
    /// A reference to ``emptyDefinition``.
    static let emptyReference: SchemaNode = ["$ref": "#/$defs/empty"]
    /// A reference to ``blankDefinition``.
    static let blankReference: SchemaNode = ["$ref": "#/$defs/emptyButNotNull"]
    /// A schema that refuses the empty values.
    static let notEmpty: SchemaObject = ["not": emptyReference]

    let options: SchemaOptions
    let localization: Localization?
    /// The locale the messages are written in (`en` unless one is asked for and has a catalog).
    let messageLocale: String
    /// Whether the strategies let the rules' constraints stand (see ``strategyNotes(_:)``).
    var assertsRules = true
    private(set) var notes: [SchemaNote] = []
    /// The rules of severity warning met, `attribute: rule`: they refuse nothing, so they are no
    /// constraints of the schema, which says so in its `description`.
    var warningRules: [String] = []
    private var definitions = SchemaObject()
    private var defining: [String] = []
    /// The model whose schema this is; a `nested` naming it refers to the whole document.
    private(set) var rootModel: String?

    init(options: SchemaOptions) {
        self.options = options
        localization = options.catalogs.localization(for: options.locale)
        messageLocale = options.locale.map { options.catalogs.supportedLocale(for: $0).identifier } ?? "en"
    }

    /// Records what the schema cannot say.
    func note(
        _ kind: SchemaNote.Kind, model: String?, attribute: String, rule: String, reason: String, source: String? = nil
    ) {
        let note = SchemaNote(
            model: model, attribute: attribute, rule: rule, kind: kind, reason: reason, source: source)
        if !notes.contains(note) { notes.append(note) }
    }

    /// The schema's description: the one given, then, when the rules have warnings, that they are
    /// not constraints here.
    static func description(_ given: String?, warningRules: [String]) -> String? {
        guard !warningRules.isEmpty else { return given }
        let note =
            "Rules of severity warning are not constraints of this schema: they report a value without "
            + "refusing it (\(warningRules.joined(separator: ", ")))."
        return given.map { $0 + " " + note } ?? note
    }

    /// The schema document of a rule set.
    func export(_ ruleSet: RuleSet) -> ModelSchema {
        rootModel = ruleSet.modelName
        if let strategies = options.strategies { strategyNotes(strategies) }
        var document = SchemaObject()
        document["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        if let id = options.id { document["$id"] = .value(.string(id)) }
        if let model = ruleSet.modelName { document["title"] = .value(.string(model)) }
        document["type"] = "object"
        let body = objectSchema(
            ruleSet, model: ruleSet.modelName, path: "", extraAttributes: options.attributes,
            safeAttributes: options.safeAttributes)
        for (key, value) in body.entries { document[key] = value }
        if let description = Self.description(options.description, warningRules: warningRules) {
            document["description"] = .value(.string(description))
        }
        let everything: SchemaNode = [.object(document), .object(definitions)]
        let usesEmpty = Self.refers(to: Self.emptyReference, in: everything)
        let usesBlank = Self.refers(to: Self.blankReference, in: everything)
        if usesEmpty || usesBlank || !definitions.isEmpty {
            var defs = SchemaObject()
            if usesEmpty { defs["empty"] = Self.emptyDefinition }
            if usesBlank { defs["emptyButNotNull"] = Self.blankDefinition }
            for (key, value) in definitions.entries { defs[key] = value }
            document["$defs"] = .object(defs)
        }
        let isExact = notes.isEmpty
        document["x-verdict"] = .object(verdictExtension(ruleSet, isExact: isExact))
        return ModelSchema(document: document, isExact: isExact, notes: notes)
    }

    /// `x-verdict`: the model, scenario, locale, whether the schema is exact, and the notes.
    private func verdictExtension(_ ruleSet: RuleSet, isExact: Bool) -> SchemaObject {
        var object = SchemaObject()
        if let model = ruleSet.modelName { object["model"] = .value(.string(model)) }
        if let file = ruleSet.modelName.flatMap({ options.files[$0] }) { object["file"] = .value(.string(file)) }
        if let scenario = options.scenario { object["scenario"] = .value(.string(scenario)) }
        object["locale"] = .value(.string(messageLocale))
        if options.safeAttributes != nil { object["strict"] = true }
        object["exact"] = .value(.bool(isExact))
        let approximate = notes.filter { $0.kind == .approximate }
        let unmapped = notes.filter { $0.kind == .unmapped }
        if !approximate.isEmpty { object["approximate"] = .array(approximate.map(\.node)) }
        if !unmapped.isEmpty { object["unmapped"] = .array(unmapped.map(\.node)) }
        return object
    }

    /// The keywords of an object validated by `ruleSet`: `properties`, `required` and, with
    /// strict, `additionalProperties`. No `type`: a nested rule set checks objects only and lets
    /// every other value pass.
    func objectSchema(
        _ ruleSet: RuleSet, model: String?, path: String, extraAttributes: [String] = [],
        safeAttributes: Set<String>? = nil
    ) -> SchemaObject {
        var order: [String] = []
        var chainsByAttribute: [String: [Validate]] = [:]
        for chain in ruleSet.validators where chain.isActive(in: options.scenario) {
            if chainsByAttribute[chain.attribute] == nil { order.append(chain.attribute) }
            chainsByAttribute[chain.attribute, default: []].append(chain)
        }
        for attribute in extraAttributes where chainsByAttribute[attribute] == nil {
            order.append(attribute)
            chainsByAttribute[attribute] = []
        }
        var properties = SchemaObject()
        var required: [SchemaNode] = []
        for attribute in order {
            let attributePath = path.isEmpty ? attribute : path + "." + attribute
            if let safeAttributes, !safeAttributes.contains(attribute) {
                // A key strict refuses: the record must not have it, whatever its rules say.
                properties[attribute] = .value(.bool(false))
                continue
            }
            let chains = chainsByAttribute[attribute] ?? []
            let (schema, isRequired) = attributeSchema(
                attribute, chains: chains, ruleSet: ruleSet, model: model, path: attributePath)
            properties[attribute] = .object(schema)
            if isRequired && assertsRules { required.append(.value(.string(attribute))) }
        }
        var object = SchemaObject()
        object["properties"] = .object(properties)
        if !required.isEmpty { object["required"] = .array(required) }
        if safeAttributes != nil { object["additionalProperties"] = false }
        return object
    }

    /// The schema of one attribute: its title, the conjunction of what its chains accept, and its
    /// messages; and whether a record without it (or with null) fails.
    private func attributeSchema(
        _ attribute: String, chains: [Validate], ruleSet: RuleSet, model: String?, path: String
    ) -> (SchemaObject, Bool) {
        var schema = SchemaObject()
        if let title = displayName(of: attribute, chains: chains, ruleSet: ruleSet), !title.isEmpty {
            schema["title"] = .value(.string(title))
        }
        var state = ValueState.identity
        var constraints: [SchemaConstraint] = []
        for chain in chains {
            constraints += self.constraints(of: chain, ruleSet: ruleSet, model: model, path: path, state: &state)
        }
        if assertsRules {
            for (key, value) in conjunction(constraints).entries { schema[key] = value }
        }
        let messages = self.messages(of: chains, ruleSet: ruleSet, path: path)
        if !messages.isEmpty {
            schema["x-verdict-messages"] = [messageLocale: .object(messages)]
        }
        return (schema, failsWhenAbsent(chains))
    }

    /// The name messages give the attribute: the chain's own, the catalogs', the rule set's, else
    /// one made from the attribute.
    private func displayName(of attribute: String, chains: [Validate], ruleSet: RuleSet) -> String? {
        if let own = chains.lazy.compactMap(\.customDisplayName).first { return own }
        if let localized = localization?.name(of: attribute, in: ruleSet.modelName) { return localized }
        return ruleSet.displayNames[attribute] ?? MessageFormatter.displayName(for: attribute)
    }

    /// The messages of an attribute's rules by key, as Verdict words them in the schema's locale;
    /// `{value}` and a failure's own parameters stay placeholders. When two rules fail with one key,
    /// a rule's own message wins over a default text (`{ "age", "min", 18, message = … }` after
    /// `integer`, whose bounds share the key `tooSmall`); otherwise the first rule's text stays.
    func messages(of chains: [Validate], ruleSet: RuleSet, path: String) -> SchemaObject {
        var messages = SchemaObject()
        var ownMessageKeys: Set<String> = []
        for chain in chains {
            for (index, entry) in chain.entries.enumerated() {
                let mapping = (entry.rule as? any SchemaMappableRule)?.schemaMapping
                var failures = mapping?.keys ?? []
                if case .unmapped? = mapping?.fidelity, entry.message == nil { failures = [] }
                if mapping == nil, entry.message != nil { failures = [RuleFailure(key: .invalid)] }
                for failure in failures {
                    let key = failure.key.rawValue
                    let isOwn = entry.message != nil
                    guard messages[key] == nil || (isOwn && !ownMessageKeys.contains(key)) else { continue }
                    let error = chain.error(
                        for: failure, ruleAt: index, path: path, value: .string("{value}"), ruleSet: ruleSet,
                        localization: localization)
                    messages[key] = .value(.string(error.message))
                    if isOwn { ownMessageKeys.insert(key) }
                }
            }
        }
        return messages
    }

    /// The schema of a nested rule set: a reference to its model's definition when it has a name
    /// (made once, so a model may contain itself), else written in place. The document's own model
    /// is defined there too when it contains itself: the document's root also says `type: object`,
    /// which a nested rule set does not (it lets every other value pass).
    /// - Parameter within: the model whose attribute holds it, which an unnamed rule set's notes name.
    func nestedSchema(_ ruleSet: RuleSet, path: String, within parent: String?) -> SchemaObject {
        guard let model = ruleSet.modelName else {
            return objectSchema(ruleSet, model: parent, path: path)
        }
        let reference: SchemaObject = ["$ref": .value(.string("#/$defs/" + model))]
        if definitions[model] != nil || defining.contains(model) { return reference }
        defining.append(model)
        var definition = SchemaObject()
        definition["title"] = .value(.string(model))
        for (key, value) in objectSchema(ruleSet, model: model, path: "").entries { definition[key] = value }
        definitions[model] = .object(definition)
        return reference
    }

    /// Whether `node` holds `reference` somewhere (or a definition does).
    private static func refers(to reference: SchemaNode, in node: SchemaNode) -> Bool {
        switch node {
        case .value: return false
        case .array(let elements): return elements.contains { refers(to: reference, in: $0) }
        case .object(let object):
            if node == reference { return true }
            return object.entries.contains { refers(to: reference, in: $0.value) }
        }
    }
}
