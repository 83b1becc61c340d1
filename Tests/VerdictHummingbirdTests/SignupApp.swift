import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import Verdict
import VerdictHTTP
import VerdictHummingbird
import VerdictLua

/// The app the tests send requests to: `/signup` validated by the middleware, `/request` by the
/// request extension, `/lua` against a rule-file model, `/small` with a 64-byte limit.
enum SignupApp {
    struct Signup: Decodable, Equatable {
        var name: String
        var email: String
        var age: Int
        var tags: [String]?
    }

    static let rules = RuleSet {
        Validate("name").trim().required().minLength(2)
        Validate("email").required().email()
        Validate("age").required().integer(min: 18)
    }

    /// A rule file with a German message of its own for `age`.
    static let ruleFile = """
        return {
          model = "Signup",
          rules = {
            { {"name", "email", "age"}, "required" },
            { "email", "email" },
            { "age", "integer", min = 18,
              message = { en = "You must be {min} to sign up.", de = "Die Anmeldung ist ab {min} Jahren." } },
          },
        }
        """

    /// The engine over a fresh directory holding ``ruleFile``.
    static func engine() throws -> RuleEngine {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("verdict-hb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(ruleFile.utf8).write(to: directory.appendingPathComponent("signup.lua"))
        return try RuleEngine(directory: directory)
    }

    static func make() throws -> some ApplicationProtocol {
        let router = Router(context: BasicValidatedRequestContext.self)
        router.group("signup")
            .add(middleware: RequestValidationMiddleware(RequestRules(rules)))
            .post { _, context -> String in
                let signup = try context.validatedBody(as: Signup.self)
                return "welcome \(signup.name), \(signup.age), tags \(signup.tags ?? [])"
            }
        router.post("request") { request, _ -> String in
            var request = request
            let signup = try await request.validated(as: Signup.self, against: RequestRules(rules))
            return "welcome \(signup.name)"
        }
        let lua = try RequestRules(model: "Signup", in: engine())
        router.post("lua") { request, _ -> String in
            var request = request
            let body = try await request.validated(against: lua)
            return "welcome \(body.record["name"]?.stringValue ?? "?") (\(body.locale))"
        }
        router.post("small") { request, _ -> String in
            var request = request
            let signup = try await request.validated(
                as: Signup.self, against: RequestRules(rules, maxBodyBytes: 64, formats: [.json]))
            return "welcome \(signup.name)"
        }
        router.get("unvalidated") { _, context -> String in
            let signup = try context.validatedBody(as: Signup.self)
            return signup.name
        }
        return Application(router: router)
    }
}

extension TestClientProtocol {
    /// POSTs a body with a content type (and more headers).
    func post(
        _ path: String, _ body: String, type: String? = "application/json", headers more: HTTPFields = [:]
    ) async throws -> TestResponse {
        var headers = more
        if let type { headers[.contentType] = type }
        return try await execute(uri: path, method: .post, headers: headers, body: ByteBuffer(string: body))
    }
}

extension TestResponse {
    /// The body as text.
    var text: String { String(buffer: body) }
}
