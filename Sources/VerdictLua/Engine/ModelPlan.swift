import Verdict

/// A model of one rule-set version with what validating it needs, built once when the version is
/// loaded: a validation takes it with one retain instead of copying the whole definition.
final class ModelPlan: Sendable {
    /// The model as its rule file defined it.
    let definition: ModelDefinition
    /// Its strategy chain, ready to decide.
    let service: ValidationService

    init(_ definition: ModelDefinition) {
        self.definition = definition
        service = ValidationService(definition.strategies)
    }
}
