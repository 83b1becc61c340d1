/// One loaded version of a rules directory: its models and the sources runtimes are prepared from.
final class RuleSetSnapshot: Sendable {
    let version: Int
    let models: [String: ModelDefinition]
    let orderedModels: [ModelDefinition]
    /// The models ready to validate, by name.
    let plans: [String: ModelPlan]
    let sources: RuleSources

    init(version: Int, models: [ModelDefinition], sources: RuleSources) {
        self.version = version
        self.orderedModels = models
        self.models = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.plans = self.models.mapValues(ModelPlan.init)
        self.sources = sources
    }
}
