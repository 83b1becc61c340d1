// The README's Vapor integration: a signup endpoint whose JSON or form body is validated by a
// middleware before the handler runs. `VaporSignupExample [--port N]` serves on 127.0.0.1 (port
// 8080 by default, 0 for any free one) and prints the address it listens on.
import Foundation
import Vapor
import Verdict
import VerdictHTTP
import VerdictVapor

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

// Vapor's own command line is not used: the example reads `--port` itself.
let app = try await Application.make(Environment(name: "production", arguments: ["vapor"]))
app.logger.logLevel = .warning
app.grouped(RequestValidationMiddleware(RequestRules(rules, maxBodyBytes: 16 * 1024)))
    .post("signup") { request -> String in
        let signup = try request.validatedBody(as: Signup.self)
        return "welcome, \(signup.name) (\(signup.age))\n"
    }

let arguments = CommandLine.arguments
let port = arguments.firstIndex(of: "--port").flatMap {
    arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil
}
app.http.server.configuration.hostname = "127.0.0.1"
app.http.server.configuration.port = port ?? 8080
try await app.startup()  // boots and runs `serve`, Vapor's default command
let line = "listening on http://127.0.0.1:\(app.http.server.shared.localAddress?.port ?? 0)\n"
FileHandle.standardOutput.write(Data(line.utf8))
// Until SIGTERM or SIGINT, which `serve` answers by stopping the server.
try await app.running?.onStop.get()
try await app.asyncShutdown()
