import Foundation
import Verdict
import VerdictLua

// One signup for the apps of both web frameworks' tests: the Vapor package's tests read this
// file through a symbolic link (Integrations/VerdictVapor/Tests/VerdictVaporTests), so the two
// apps answer the same requests from the same rules.

/// The body both test apps accept, the rules it is checked against (in Swift and as a rule file),
/// and an engine over the rule file.
enum SignupFixture {
    /// A signup as the handlers decode it.
    struct Signup: Decodable, Equatable {
        var name: String
        var email: String
        var age: Int
        var tags: [String]?
    }

    /// The rules, in Swift.
    static let rules = RuleSet {
        Validate("name").trim().required().minLength(2)
        Validate("email").required().email()
        Validate("age").required().integer(min: 18)
    }

    /// The rules as a rule file, with a German message of its own for `age`.
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

    /// A body that breaks each of ``rules`` once.
    static let invalidBody = #"{"name": "A", "email": "ann@", "age": 12}"#

    /// The 422 problem both apps answer ``invalidBody`` with at `/signup`, in English.
    static let invalidProblem =
        #"{"type":"tag:verdict,2025:invalid-body","title":"Invalid request body","status":422,"#
        + #""detail":"the request body has 3 errors","instance":"/signup","errors":["#
        + #"{"attribute":"name","rule":"minLength","message":"Name must be at least 2 characters long.","#
        + #""key":"tooShort","severity":"error","params":{"min":2,"unit":"characters"},"value":"A"},"#
        + #"{"attribute":"email","rule":"email","message":"Email must be an email address such as name@example.com.","#
        + #""key":"notEmail","severity":"error","params":{"idn":false,"reason":"domain","requireTLD":true},"value":"ann@"},"#
        + #"{"attribute":"age","rule":"integer","message":"Age must be at least 18.","key":"tooSmall","severity":"error","#
        + #""params":{"min":18},"value":12}]}"#

    /// An engine over a fresh directory holding ``ruleFile``.
    /// - Parameter prefix: how the directory's name starts, to tell the apps' directories apart.
    static func engine(prefix: String) throws -> RuleEngine {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(ruleFile.utf8).write(to: directory.appendingPathComponent("signup.lua"))
        return try RuleEngine(directory: directory)
    }
}
