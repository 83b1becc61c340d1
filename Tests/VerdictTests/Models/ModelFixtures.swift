import Synchronization
import Verdict

/// The eight attributes of FXModelValidation's test model (SEEDS.md §3.7).
class FixtureAttributes {
    @Validated var valueString: String?
    @Validated var valueInteger = 100
    @Validated var valueFloat = 0.0
    @Validated var valueBoolean = false
    @Validated var valueArray: [Value] = []
    @Validated var value = 0
    @Validated var value2 = 0
    // swift-format-ignore: AlwaysUseLowerCamelCase
    @Validated var value_repeat = 0
    let modelState = ModelState()

    static let attributeNames = [
        "valueString", "valueInteger", "valueFloat", "valueBoolean", "valueArray", "value",
        "value2", "value_repeat",
    ]
}

/// The scenarios fixture of SEEDS.md §3.7.
final class ScenarioModel: FixtureAttributes, ValidatableModel {
    static let rules = RuleSet {
        Validate("valueBoolean").required()
        Validate("valueInteger").required().on("create")
        Validate("valueFloat").required().on("create")
        Validate("valueString").trim().on("update")
    }
    static let scenarioList: ScenarioList = [
        "default": ["valueBoolean"],
        "create": ["valueInteger", "valueFloat", "valueBoolean"],
        "update": ["!valueString", "valueBoolean"],
    ]
}

/// The scenarios fixture with hooks that record what they saw.
final class HookedModel: FixtureAttributes, ValidatableModel {
    static var rules: RuleSet { ScenarioModel.rules }
    static var scenarioList: ScenarioList { ScenarioModel.scenarioList }
    var allowsValidation = true
    var log: [String] = []

    func beforeValidate() -> Bool {
        log.append("before")
        return allowsValidation
    }

    func afterValidate() {
        log.append("after")
    }

    func onUnsafeAttribute(_ attribute: String, value: Value) {
        log.append("unsafe \(attribute)=\(value)")
    }
}

/// No rules at all: nothing is safe.
final class NoRulesModel: FixtureAttributes, ValidatableModel {
    static var rules: RuleSet { RuleSet([]) }
}

/// `valueInteger` marked safe.
final class SafeModel: FixtureAttributes, ValidatableModel {
    static var rules: RuleSet { RuleSet { Validate("valueInteger").safe() } }
}

/// A model whose rules a test picks: the rules live in a type the test names.
protocol RulesProvider {
    static var rules: RuleSet { get }
}

final class RuledModel<Provider: RulesProvider>: FixtureAttributes, ValidatableModel {
    static var rules: RuleSet { Provider.rules }
}

/// Counts calls across tasks (filters must be `@Sendable`).
final class CallCounter: Sendable {
    private let count = Mutex(0)
    func increment() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}

/// The login/register account of the README example.
final class Account: ValidatableModel {
    @Validated var username = ""
    @Validated var password = ""
    // swift-format-ignore: AlwaysUseLowerCamelCase
    @Validated var password_repeat = ""
    @Validated var role = "member"
    let modelState = ModelState()
    var refused: [String] = []

    static let rules = RuleSet {
        Validate("username").trim().required()
        Validate("password").required().minLength(8)
        Validate("password").compare().on("register")
    }
    static let scenarioList: ScenarioList = [
        "login": ["username", "password"],
        "register": ["username", "password", "password_repeat", "!role"],
    ]

    func onUnsafeAttribute(_ attribute: String, value: Value) {
        refused.append(attribute)
    }
}
