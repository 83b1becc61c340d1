// The README's Hummingbird integration: a signup endpoint whose JSON or form body is validated by
// a middleware before the handler runs, and its OpenAPI document at /openapi.json. `HummingbirdSignupExample [--port N]` serves on
// 127.0.0.1 (port 8080 by default, 0 for any free one) and prints the address it listens on.
import Foundation
import Hummingbird
import Verdict
import VerdictHTTP
import VerdictHummingbird

struct Signup: Decodable {
    var name: String
    var email: String
    var age: Int
}

let rules = RuleSet {
    Validate("name").trim().required().lengthRange(2, 40)
    Validate("email").required().email()
    Validate("age").required().integer(min: 18)
}

let signupRules = RequestRules(rules, maxBodyBytes: 16 * 1024)

// The API's OpenAPI document, made once from the same rules: the body's JSON Schema and every
// problem the middleware answers with.
var openAPI = OpenAPIDocument(title: "Signup example", version: "1.0.0")
try openAPI.addOperation("post", "/signup", operationId: "signup", summary: "Signs a person up", rules: signupRules)
let openAPIText = openAPI.text

let router = Router(context: BasicValidatedRequestContext.self)
router.get("openapi.json") { _, _ -> Response in
    Response(
        status: .ok, headers: [.contentType: "application/json"],
        body: ResponseBody(byteBuffer: ByteBuffer(string: openAPIText)))
}
router.group("signup")
    .add(middleware: RequestValidationMiddleware(signupRules))
    .post { _, context -> String in
        let signup = try context.validatedBody(as: Signup.self)
        return "welcome, \(signup.name) (\(signup.age))\n"
    }

let arguments = CommandLine.arguments
let port = arguments.firstIndex(of: "--port").flatMap {
    arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil
}
let app = Application(
    router: router, configuration: .init(address: .hostname("127.0.0.1", port: port ?? 8080)),
    onServerRunning: { channel in
        let line = "listening on http://127.0.0.1:\(channel.localAddress?.port ?? 0)\n"
        FileHandle.standardOutput.write(Data(line.utf8))
    })
try await app.runService()
