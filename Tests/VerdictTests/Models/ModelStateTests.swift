import Foundation
import Observation
import Testing
import Verdict

/// A plain model: its state and its `@Validated` properties are tracked all the same.
final class TrackedLogin: ValidatableModel {
    @Validated var username = ""
    let modelState = ModelState()
    static let rules = RuleSet { Validate("username").trim().required().minLength(3) }
}

/// An `@Observable` model: the macro tracks `nickname`; the wrapped `username` is left to its box.
@Observable final class ObservableProfile: ValidatableModel {
    @ObservationIgnored @Validated var username = ""
    var nickname = ""
    let modelState = ModelState()
    static let rules = RuleSet {
        Validate("username").required()
        Validate("nickname").maxLength(4)
    }
}

/// A model's validation state is tracked through its ``ModelState``, whether or not the model's
/// class is `@Observable`.
@MainActor @Suite struct ModelStateTests {
    @Test func aValidationThatFindsErrorsTellsReadersOfTheModelsErrors() {
        let model = TrackedLogin()
        let errors = ObservationProbe { _ = model.errors(for: "username") }
        let scenario = ObservationProbe { _ = model.scenario }
        #expect(!model.validate())
        #expect(errors.hasFired)
        #expect(!scenario.hasFired)
    }

    @Test func aValidationThatEndsAsItStartedTellsNobody() {
        let model = TrackedLogin()
        model.username = "ada"
        let errors = ObservationProbe { _ = model.errors }
        #expect(model.validate())
        #expect(!errors.hasFired)
    }

    @Test func aValidatedPropertyIsTrackedWhenAssignedOrFiltered() {
        let model = TrackedLogin()
        let assigned = ObservationProbe { _ = model.username }
        model.assign(["username": "  ada  "], safeOnly: false)
        #expect(assigned.hasFired)
        let filtered = ObservationProbe { _ = model.username }
        model.validate()
        #expect(model.username == "ada")
        #expect(filtered.hasFired)
    }

    @Test func aRemoteCheckTellsReadersWhenItStartsAndWhenItIsAnswered() async throws {
        let transport = GatedTransport()
        defer { transport.open() }
        let model = RemoteSignupViewModel()
        model.username = "invalid-name"
        let pending = ObservationProbe { _ = model.isWaitingForRemote }
        let remote = RemoteValidator(transport: transport, reachability: FixedReachability(true))
        let validation = Task { await model.validate(remote: remote) }
        await eventually("the request") { transport.requests.count == 1 }
        #expect(pending.hasFired)
        let answered = ObservationProbe { _ = model.attributesWaitingForRemote }
        let errors = ObservationProbe { _ = model.errors }
        transport.open()
        #expect(await validation.value == false)
        #expect(answered.hasFired)
        #expect(errors.hasFired)
    }

    @Test func anObservableModelKeepsItsAttributeNamesAndIsTracked() {
        let model = ObservableProfile()
        #expect(model.attributeList == ["username", "nickname"])
        model.nickname = "adalovelace"
        #expect(model.value(of: "nickname") == "adalovelace")
        let errors = ObservationProbe { _ = model.errors }
        let nickname = ObservationProbe { _ = model.nickname }
        let username = ObservationProbe { _ = model.username }
        #expect(!model.validate())
        #expect(model.errors.attributes == ["username", "nickname"])
        #expect(errors.hasFired)
        #expect(!nickname.hasFired)
        model.nickname = "ada"
        model.username = "ada"
        #expect(nickname.hasFired)
        #expect(username.hasFired)
    }
}
