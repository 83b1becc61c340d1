import Foundation
import Vapor
import VaporTesting
import Verdict
import VerdictHTTP
import VerdictLua
import VerdictVapor

/// The app the tests send requests to: `/signup` validated by the middleware, `/request` by the
/// request helper, `/lua` against a rule-file model, `/small` with a 64-byte limit.
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
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "verdict-vapor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(ruleFile.utf8).write(to: directory.appendingPathComponent("signup.lua"))
        return try RuleEngine(directory: directory)
    }

    static func configure(_ app: Application) throws {
        app.middleware.use(ValidationProblemMiddleware())
        app.grouped(RequestValidationMiddleware(RequestRules(rules))).post("signup") { request -> String in
            let signup = try request.validatedBody(as: Signup.self)
            return "welcome \(signup.name), \(signup.age), tags \(signup.tags ?? [])"
        }
        app.post("request") { request async throws -> String in
            let signup = try await request.validated(as: Signup.self, against: RequestRules(rules))
            return "welcome \(signup.name)"
        }
        let lua = try RequestRules(model: "Signup", in: engine())
        app.post("lua") { request async throws -> String in
            let body = try await request.validated(against: lua)
            return "welcome \(body.record["name"]?.stringValue ?? "?") (\(body.locale))"
        }
        app.post("small") { request async throws -> String in
            let signup = try await request.validated(
                as: Signup.self, against: RequestRules(rules, maxBodyBytes: 64, formats: [.json]))
            return "welcome \(signup.name)"
        }
        app.get("unvalidated") { request -> String in
            try request.validatedBody(as: Signup.self).name
        }
    }
}

extension TestingApplicationTester {
    /// POSTs a body with a content type (and more headers).
    func post(
        _ path: String, _ body: String, type: String? = "application/json", headers more: HTTPHeaders = [:]
    ) async throws -> TestingHTTPResponse {
        var headers = more
        if let type { headers.replaceOrAdd(name: .contentType, value: type) }
        return try await sendRequest(.POST, path, headers: headers, body: ByteBuffer(string: body))
    }
}

extension TestingHTTPResponse {
    /// The body as text.
    var text: String { String(buffer: body) }
}
