import Foundation
import Testing
import Verdict
import VerdictHTTP
import VerdictLua

/// The steps an integration reads a request through, without a server.
@Suite struct RequestRulesTests {
    let rules = RequestRules(
        RuleSet {
            Validate("name").trim().required()
            Validate("age").integer(min: 18)
        }, maxBodyBytes: 100)

    @Test func theContentTypeAndTheDeclaredLengthAreCheckedFirst() throws {
        #expect(try rules.format(contentType: "application/json; charset=utf-8", contentLength: 100) == .json)
        #expect(try rules.format(contentType: "application/merge-patch+json", contentLength: nil) == .json)
        #expect(try rules.format(contentType: "Application/X-WWW-Form-Urlencoded", contentLength: nil) == .form)
        #expect(problem { try rules.format(contentType: "text/plain", contentLength: 1) }?.statusCode == 415)
        #expect(problem { try rules.format(contentType: nil, contentLength: 1) }?.statusCode == 415)
        #expect(problem { try rules.format(contentType: "application/json", contentLength: 101) }?.statusCode == 413)
    }

    @Test func aJSONBodyMustBeAnObjectAndAByteOrderMarkIsSkipped() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(#"{"name": "Ann"}"#.utf8)
        #expect(try bom.withUnsafeBytes { try rules.record(from: $0, format: .json) } == ["name": "Ann"])
        let array = problem { try Array("[]".utf8).withUnsafeBytes { try rules.record(from: $0, format: .json) } }
        #expect(array?.description == "400 Bad request: the body must be a JSON object, not an array")
    }

    @Test func aValidRecordComesBackWithWhatFiltersWroteAndItsLanguage() async throws {
        let body = try await rules.validate(["name": " Ann ", "age": "42"], format: .form, acceptLanguage: "fr-CA, de")
        #expect(body.values["name"] == "Ann")
        #expect(body.record["name"] == " Ann ")
        #expect(body.locale == "fr")
        struct Person: Decodable, Equatable {
            var name: String
            var age: Int
        }
        #expect(try body.decode(Person.self) == Person(name: "Ann", age: 42))
    }

    @Test func anInvalidRecordIsA422WithTheErrorsInTheNegotiatedLanguage() async throws {
        do {
            _ = try await rules.validate(["age": 3], format: .json, acceptLanguage: "de")
            Issue.record("an invalid record passed")
        } catch {
            #expect(error.statusCode == 422)
            #expect(error.contentLanguage == "de")
            #expect(error.errors.map(\.rule) == ["required", "integer"])
            #expect(error.errors.first?.message == "Name muss angegeben werden.")
        }
    }

    @Test func aFormsTextIsTypedForTheRulesUnlessStringsAreAskedFor() async throws {
        let form: [String: Value] = ["name": "Ann", "age": "042"]
        await #expect(throws: ValidationProblem.self) {
            try await rules.validate(form, format: .form, acceptLanguage: nil)
        }
        let typed = try await rules.validate(["name": "Ann", "age": "42"], format: .form, acceptLanguage: nil)
        #expect(typed.record["age"] == "42")
        var strings = rules
        strings.formValues = .strings
        await #expect(throws: ValidationProblem.self) {
            try await strings.validate(["name": "Ann", "age": "42"], format: .form, acceptLanguage: nil)
        }
    }

    @Test func anUnknownModelIsRefusedWhenTheRulesAreMade() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "verdict-http-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"return { model = "Note", rules = { { "title", "required" } } }"#.utf8)
            .write(to: directory.appendingPathComponent("note.lua"))
        let engine = try RuleEngine(directory: directory)
        #expect(throws: EngineError.self) { try RequestRules(model: "Nope", in: engine) }
        #expect(throws: EngineError.self) { try RequestRules(model: "Note", in: engine, scenario: "nope") }
        #expect(try RequestRules(model: "Note", in: engine).maxBodyBytes == RequestRules.defaultMaxBodyBytes)
    }

    /// The problem a step throws; `nil` when it throws none.
    private func problem(_ body: () throws -> some Any) -> ValidationProblem? {
        do {
            _ = try body()
            return nil
        } catch {
            return error as? ValidationProblem
        }
    }
}
