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
    typealias Signup = SignupFixture.Signup

    static let rules = SignupFixture.rules

    /// An engine over the fixture's rule file, in a fresh directory.
    static func engine() throws -> RuleEngine { try SignupFixture.engine(prefix: "verdict-vapor") }

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
