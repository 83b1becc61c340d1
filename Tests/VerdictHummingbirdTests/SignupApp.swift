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
    typealias Signup = SignupFixture.Signup

    static let rules = SignupFixture.rules

    /// An engine over the fixture's rule file, in a fresh directory.
    static func engine() throws -> RuleEngine { try SignupFixture.engine(prefix: "verdict-hb") }

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
