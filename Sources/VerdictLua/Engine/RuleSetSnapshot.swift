import Foundation
import Verdict

/// One loaded version of a rules directory: its models, the sources runtimes are prepared from,
/// and the message catalogs its messages are looked up in.
final class RuleSetSnapshot: Sendable {
    let version: Int
    let models: [String: ModelDefinition]
    let orderedModels: [ModelDefinition]
    /// The models ready to validate, by name.
    let plans: [String: ModelPlan]
    let sources: RuleSources
    /// The shipped catalogs with the directory's `locales/` over them.
    let catalogs: MessageCatalogs
    /// What the directory's catalogs leave in English, and other issues that did not stop it.
    let warnings: [RuleFileIssue]
    /// The directory's catalog files, with the locale each is for.
    let catalogFiles: [(locale: LocaleTag, file: String)]
    /// The rules as one document, loadable without Lua.
    let document: RuleSetDocument
    /// The text of each rule file and catalog by its path in the directory (`user.lua`,
    /// `locales/de.lua`), for a document that carries its sources.
    let texts: [String: String]
    /// The SHA-256 of the files read, `sha256:` and 64 hexadecimal digits (``RuleEngine/revision``).
    let revision: String
    /// When the files were loaded.
    let loadedAt = Date()

    init(
        version: Int, models: [ModelDefinition], sources: RuleSources, catalogs: MessageCatalogs = .shipped,
        warnings: [RuleFileIssue] = [], catalogFiles: [(locale: LocaleTag, file: String)] = [],
        catalogValues: [String: Value] = [:], texts: [String: String] = [:], revision: String = ""
    ) {
        self.texts = texts
        self.revision = revision
        document = RuleSetDocument(models: models.map(\.document), catalogs: catalogValues)
        self.catalogFiles = catalogFiles
        self.version = version
        self.orderedModels = models
        self.models = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.plans = self.models.mapValues(ModelPlan.init)
        self.sources = sources
        self.catalogs = catalogs
        self.warnings = warnings
    }
}
