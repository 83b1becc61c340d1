// FXModelValidation's User in Swift: login and register scenarios, massive assignment that refuses
// an unsafe attribute, filters that write back, and validate-on-update. rules/user.lua declares the
// same scenarios for the rule engine.
import Verdict

final class Account: ValidatableModel {
    @Validated var username = ""
    @Validated var email = ""
    @Validated var password = ""
    @Validated var password_repeat = ""
    @Validated var role = "member"
    let modelState = ModelState()

    static let rules = RuleSet {
        Validate("username").trim().required().lengthRange(3, 20)
        Validate("password").required()
        Validate("email").required().email().on("register")
        Validate("password").minLength(8).compare().on("register")
        Validate("role").includedIn(["member", "admin"]).on("register")
    }

    static let scenarioList: ScenarioList = [
        "login": ["username", "password"],
        "register": ["username", "email", "password", "password_repeat", "!role"],
    ]

    func onUnsafeAttribute(_ attribute: String, value: Value) {
        print("refused unsafe attribute '\(attribute)' = \(value)")
    }
}

let requestBody: [String: Value] = [
    "username": "  ann_1  ", "email": "ann@example.com", "password": "s3cret-pass",
    "password_repeat": "s3cret-pass", "role": "admin",
]

let account = Account()
do {
    try account.setScenario("register")
} catch {
    print(error)
}
let result = account.assign(requestBody)
print("assigned: \(result.assigned.sorted().joined(separator: ", "))")
print("role stays: \(account.role)")
print("register valid: \(account.validate()); username trimmed to '\(account.username)'")

let login = Account()
do {
    try login.setScenario("login")
    try login.setScenario("signup")
} catch {
    print(error)
}
login.assign(["username": "ann", "password": "x", "email": "ignored@example.com"])
print("login valid: \(login.validate()); active: \(login.activeAttributes.joined(separator: ", "))")

login.validateUpdates()
login.username = ""
print("after clearing username: \(login.errors["username"])")
