import Testing
import Verdict

/// A view model on the main actor adopts the protocol with an isolated conformance.
@MainActor
final class SignupViewModel: @MainActor ValidatableModel {
    @Validated var email = ""
    let modelState = ModelState()
    static let rules = RuleSet { Validate("email").trim().required() }
}

@MainActor @Suite struct MainActorModelTests {
    @Test func validatesUpdatesOnTheMainActor() {
        let model = SignupViewModel()
        model.validateUpdates()
        model.email = "  ann@example.com "
        #expect(model.email == "ann@example.com")
        model.email = ""
        #expect(model.errors(for: "email") == ["Email is required."])
    }
}
