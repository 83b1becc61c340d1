public import Foundation

/// The models of a rule-set document, loaded by the core library alone
/// (``RuleSetDocument/load(over:)``), with the message catalogs the document carries.
///
/// ```swift
/// let rules = try RuleSetDocument(json: bytes).load()
/// let verdict = try rules.validate(record, model: "User", scenario: "register", locale: "de")
/// ```
public struct DocumentRuleSet: Sendable {
    /// The models, in document order.
    public let models: [DocumentModel]
    /// The catalogs messages are looked up in: Verdict's, with the document's over them.
    public let catalogs: MessageCatalogs
    private let byName: [String: Int]

    init(models: [DocumentModel], catalogs: MessageCatalogs) {
        self.models = models
        self.catalogs = catalogs
        byName = Dictionary(models.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The model with this name.
    public func model(named name: String) -> DocumentModel? {
        byName[name].map { models[$0] }
    }

    /// Validates one record with a model, its messages in a locale.
    /// - Parameters:
    ///   - record: the record (an object).
    ///   - model: the model's name.
    ///   - scenario: the scenario; `nil` is `default`.
    ///   - locale: the language of the messages, looked up in ``catalogs`` with its fallbacks;
    ///     `nil` for the default English.
    ///   - now: the time date rules compare against.
    /// - Throws: ``RuleSetDocumentError`` for a model or scenario the document does not have.
    public func validate(
        _ record: Value, model: String, scenario: String? = nil, locale: LocaleTag? = nil, now: Date = Date()
    ) throws(RuleSetDocumentError) -> RecordVerdict {
        guard let found = self.model(named: model) else {
            throw .document(
                "no model '\(model)'", hint: "the document's models are \(models.map(\.name).joined(separator: ", "))")
        }
        let scenarioName = scenario ?? ScenarioList.defaultScenario
        guard found.scenarios.names.contains(scenarioName) else {
            throw .document(
                "model '\(model)' has no scenario '\(scenarioName)'",
                hint: "its scenarios are \(found.scenarios.names.joined(separator: ", "))")
        }
        return found.validate(
            record, scenario: scenarioName, localization: catalogs.localization(for: locale), now: now)
    }
}
