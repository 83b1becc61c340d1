// The README's Hummingbird integration: a signup endpoint whose JSON or form body is validated by
// a middleware before the handler runs. `HummingbirdSignupExample [--port N]` serves on
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

let router = Router(context: BasicValidatedRequestContext.self)
router.group("signup")
    .add(middleware: RequestValidationMiddleware(RequestRules(rules, maxBodyBytes: 16 * 1024)))
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
