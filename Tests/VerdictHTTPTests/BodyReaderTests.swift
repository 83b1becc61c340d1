import Testing
import Verdict
import VerdictHTTP

/// `BodyReader`: a request body's bytes as JSON, the one reader of `verdict serve` and the
/// integrations.
@Suite struct BodyReaderTests {
    private let reader = BodyReader(maxBodyBytes: 64)

    private func json(_ bytes: [UInt8]) throws -> Value {
        try bytes.withUnsafeBytes { raw in try reader.json(from: raw) }
    }

    private func problem(_ body: () throws -> Void) -> ValidationProblem? {
        do {
            try body()
            return nil
        } catch {
            return error as? ValidationProblem
        }
    }

    @Test func byteOrderMarkIsIgnored() throws {
        #expect(try json([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8)) == ["a": 1])
    }

    @Test func byteOrderMarkAloneIsNoJSON() {
        let found = problem { _ = try json([0xEF, 0xBB, 0xBF]) }
        #expect(found?.document.type == "tag:verdict,2025:bad-json")
        #expect(found?.statusCode == 400)
    }

    @Test func byteOrderMarkInsideTheTextIsNotSkipped() {
        let found = problem { _ = try json([0x20, 0xEF, 0xBB, 0xBF] + Array("{}".utf8)) }
        #expect(found?.document.type == "tag:verdict,2025:bad-json")
    }

    /// A key given twice: the last value wins, as in `verdict validate`.
    @Test func lastOfTwoEqualKeysWins() throws {
        #expect(try json(Array(#"{"a": 1, "a": 2}"#.utf8)) == ["a": 2])
    }

    /// What the object should have been is said when given, else the value's kind.
    @Test func anotherValueThanAnObjectIsABadRequest() {
        let named = problem {
            _ = try Array("[1]".utf8).withUnsafeBytes { raw in
                try reader.jsonObject(from: raw, describedAs: "a record")
            }
        }
        #expect(named?.document.detail == "the body must be a JSON object (a record)")
        let unnamed = problem {
            _ = try Array("[1]".utf8).withUnsafeBytes { raw in try reader.jsonObject(from: raw) }
        }
        #expect(unnamed?.document.detail == "the body must be a JSON object, not an array")
        #expect(unnamed?.document.type == "tag:verdict,2025:bad-request")
    }

    /// The bodies of the fast path's tests: objects the C locator takes, one with a byte order
    /// mark, a key given twice, keys with escapes (kept decoded), nested values, a form.
    static let records: [(body: String, format: BodyFormat)] = [
        (#"{"title": "Quarterly planning", "seats": 12, "ok": true, "note": null}"#, .json),
        ("\u{FEFF}" + #"{"a": "x"}"#, .json),
        (#"{"a": 1, "a": "two"}"#, .json),
        (#"{"t\u0069tle": "escaped key", "b": "\u00e9"}"#, .json),
        (#"  {"list": [1, {"x": "y"}], "object": {"k": 2.5}}  "#, .json),
        ("{}", .json),
        ("name=Ann&age=42&ok=true", .form),
    ]

    /// The fast path's record holds what the full reader reads, field by field.
    @Test(arguments: records) func inputRecordHoldsWhatRecordReads(_ body: String, _ format: BodyFormat) throws {
        let bytes = Array(body.utf8)
        let full = try bytes.withUnsafeBytes { raw in try reader.record(from: raw, format: format) }
        let record = try reader.inputRecord(from: bytes, format: format)
        let expected = format == .form ? FormValues.typed.values(of: full, readAs: .form) : full
        #expect(record.value == .object(expected))
        #expect(Set(record.attributeNames) == Set(expected.keys))
        for (key, value) in expected { #expect(record.value(of: key) == value) }
    }

    /// The fast path refuses what the full reader refuses, with the same problem.
    @Test(arguments: ["", "[1]", "\u{FEFF}", #"{"a": }"#, #"{"a": 1} x"#, "\"text\"", #"{"a": [1,]}"#])
    func inputRecordRefusesWhatRecordRefuses(_ body: String) {
        let bytes = Array(body.utf8)
        let full = problem { _ = try bytes.withUnsafeBytes { raw in try reader.record(from: raw, format: .json) } }
        let fast = problem { _ = try reader.inputRecord(from: bytes, format: .json) }
        #expect(fast?.body == full?.body)
        #expect(fast?.statusCode == full?.statusCode)
    }

    @Test func aDeclaredLengthPastTheLimitIsRefusedBeforeReading() throws {
        try reader.check(declaredLength: 64)
        try reader.check(declaredLength: nil)
        let found = problem { try reader.check(declaredLength: 65) }
        #expect(found?.statusCode == 413)
        #expect(found?.document.detail == "the body is larger than 64 bytes")
    }
}

/// `ErrorReport`: the one shape of an error in every answer.
@Suite struct ErrorReportTests {
    @Test func anErrorIsWrittenInItsFixedOrderWithParamsSorted() {
        let error = ValidationError(
            attribute: "title", rule: "minLength", key: "tooShort", message: "Title \"x\"\nis too short é",
            params: ["b": 1, "a": ["d": 2, "c": 3]], value: ["x", 1])
        var bytes: [UInt8] = []
        ErrorReport.write(error, into: &bytes)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == #"{"attribute":"title","rule":"minLength","message":"Title \"x\"\nis too short é","key":"tooShort","severity":"error","params":{"a":{"c":3,"d":2},"b":1},"value":["x",1]}"#
        )
        #expect(error.reportFields.map(\.0) == ["attribute", "rule", "message", "key", "severity", "params", "value"])
    }

    /// A secret's error keeps no value, and no answer writes one.
    @Test func aSecretsErrorHasNoValue() {
        let error = ValidationError(
            attribute: "password", rule: "minLength", key: "tooShort", message: "Password is too short.",
            value: "hunter2", isSecret: true)
        #expect(error.value == .null)
        var bytes: [UInt8] = []
        ErrorReport.write(error, into: &bytes)
        let written = String(decoding: bytes, as: UTF8.self)
        #expect(written.hasSuffix(#""params":{}}"#))
        #expect(!written.contains("hunter2") && !written.contains("value"))
    }
}
