import Foundation
import Testing
import Verdict

// The code of the article "Forms in SwiftUI" (Sources/Verdict/Verdict.docc/FormsInSwiftUI.md)
// but its view, as the article shows it: compiled here so that it cannot rot, and driven below as
// the view drives it.

/// The state of a sign-up screen: the form's fields and errors, and the username's live check.
@MainActor
final class SignUp {
    /// The fields, their values and their errors.
    let form: Verdict.Form
    /// Whether the username is free, checked with the server as it is typed.
    let username: InputValidator
    private let remote: RemoteValidator
    private let debounce: Duration

    init(availability: URL, remote: RemoteValidator = RemoteValidator(), debounce: Duration = .milliseconds(300)) {
        let rules = RuleSet {
            Validate("username").trim().required().minLength(3)
            Validate("username").remote(availability, message: "is taken.")
            Validate("email").trim().required().email()
            Validate("password").required().minLength(8)
        }
        form = Verdict.Form(rules: rules)
        form.validateUpdates()  // each field is validated as it changes
        username = InputValidator.string(remote: remote)
        username.allowsEmpty = true  // the form reports an empty username
        // `minLength` and `remote` fit a string validator, so adding them cannot fail.
        _ = try? username.minLength(3).remote(availability, message: "That username is taken.")
        self.remote = remote
        self.debounce = debounce
    }

    /// Checks the username once typing pauses. The view calls it from `.task(id:)`, which cancels
    /// the call when the username changes again.
    func usernameChanged() async {
        do { try await Task.sleep(for: debounce) } catch { return }
        await username.validate(form[text: "username"])
    }

    /// Validates every field, asking the server about the username; `true` when the form may be sent.
    func submit() async -> Bool {
        await form.validate(remote: remote)
    }
}

extension Verdict.Form {
    /// An attribute as text, for a text field: `""` when it has no value.
    subscript(text attribute: String) -> String {
        get { self[attribute]?.stringValue ?? "" }
        set { self[attribute] = .string(newValue) }
    }
}

// The tests: the article's screen driven as its view drives it.

@MainActor @Suite struct FormsInSwiftUITests {
    static func signUp() -> SignUp {
        let remote = RemoteValidator(transport: StubTransport(demoAnswer), reachability: FixedReachability(true))
        return SignUp(availability: stubURL, remote: remote, debounce: .zero)
    }

    @Test func typingIntoAFieldShowsItsErrors() {
        let screen = Self.signUp()
        let emailErrors = ObservationProbe { _ = screen.form.errors(for: "email") }
        screen.form[text: "email"] = "ada@"
        #expect(emailErrors.hasFired)
        #expect(screen.form.errors(for: "email") == ["Email must be an email address such as name@example.com."])
        screen.form[text: "email"] = "ada@example.com"
        #expect(screen.form.errors(for: "email") == [])
    }

    @Test func theUsernameCheckShowsWhetherTheNameIsFree() async {
        let screen = Self.signUp()
        let state = ObservationProbe { _ = screen.username.state }
        screen.form[text: "username"] = "ada"
        await screen.usernameChanged()
        #expect(state.hasFired)
        #expect(screen.username.state == .valid)
        let messages = ObservationProbe { _ = screen.username.errorMessages }
        screen.form[text: "username"] = "invalid-name"
        await screen.usernameChanged()
        #expect(messages.hasFired)
        #expect(screen.username.state == .invalid)
        #expect(screen.username.errorMessages == ["That username is taken."])
    }

    @Test func submittingAsksTheServerAboutTheUsername() async {
        let screen = Self.signUp()
        screen.form.assign(["username": "invalid-name", "email": "ada@example.com", "password": "correct horse"])
        #expect(await screen.submit() == false)
        #expect(screen.form.errors(for: "username") == ["Username is taken."])
        screen.form[text: "username"] = "ada"
        #expect(await screen.submit())
        #expect(screen.form.errors.isEmpty)
    }
}
