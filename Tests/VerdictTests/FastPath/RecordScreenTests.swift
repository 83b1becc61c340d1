import Foundation
import Testing
import VerdictTestSupport

@testable import Verdict

/// The screen may only skip work: every record must get exactly the report the full validation
/// gives, whether the screen clears it, clears part of it, or cannot read it.
@Suite struct RecordScreenTests {
    static let now = Date(timeIntervalSince1970: 1_780_000_000)  // 2026-05-28

    static let rules = RuleSet {
        Validate("title").required().minLength(6).maxLength(40)
        Validate("name").required().lengthRange(2, 12).name(lettersOnly: true)
        Validate("alias").name().exactLength(5, unit: .unicodeScalars)
        Validate("email").required().email()
        Validate("site").url()
        Validate("start").required().laterThanOrEqualTo("2020-01-01T00:00:00Z").earlierThan(.field("end"))
        Validate("end").required().laterThan(.field("start")).earlierThan(.now)
        Validate("terms").required().beTrue()
        Validate("flag").boolean()
        Validate("off").beFalse()
        Validate("note").required(blankIsEmpty: true)
        Validate("tags").required()
        Validate("code").skipOnEmpty(false).minLength(1)
        Validate("optional").allowEmpty().minLength(3)
        Validate("draft").on("draft").required()
        Validate("published").except("draft").required()
    }

    /// A record that passes every rule.
    static let valid = #"""
        {"title": "Quarterly planning", "name": "Kowalski", "alias": "Søren", "email": "anna@example.com",
         "site": "https://example.org/a", "start": "2026-03-01T09:00:00Z", "end": "2026-03-01T10:00:00Z",
         "terms": true, "flag": false, "off": false, "note": "x", "tags": 3, "code": "A", "optional": "",
         "draft": "d", "published": 1}
        """#

    /// One change to the valid record per line: each a failure, or a value only the full validation
    /// can judge, or an edge of a rule.
    static let variations: [(String, String)] = [
        ("title", #""Demo""#), ("title", #""""#), ("title", "null"), ("title", #""Déjà vu""#),
        ("title", #""tab\there""#), ("title", #""\u00e9t\u00e9 2026""#), ("title", "123456"),
        ("title", #""🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵""#), ("title", #""🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵🇯🇵""#), ("title", "[1,2,3,4,5,6]"),
        ("name", #""Smith2000""#), ("name", #""Müller""#), ("name", #""Jean-Luc""#), ("name", #""Fernández""#),
        ("name", #""A""#), ("name", #""Abcdefghijklm""#), ("name", #""中村""#), ("name", "true"),
        ("alias", #""Sören""#), ("alias", #""Sören""#), ("alias", #""O'Bri""#), ("alias", #""abc""#),
        ("email", #""anna@@example.com""#), ("email", #""имя@домен.рф""#), ("email", #""a\u0040b.com""#),
        ("email", #""""#), ("email", "null"),
        ("site", #""example.org""#), ("site", #""ftp://example.org""#), ("site", #""https://bücher.de/x""#),
        ("site", #""""#), ("site", "null"), ("site", "42"),
        ("start", #""2019-06-01T09:00:00Z""#), ("start", #""2026-03-01T10:00:00Z""#), ("start", #""soon""#),
        ("start", "1772355600"), ("start", #""2026-03-01 09:00:00+02:00""#), ("start", #""2026-03-01""#),
        ("end", #""2026-03-01T09:00:00Z""#), ("end", #""2027-01-01T00:00:00Z""#), ("end", "null"),
        ("end", #""not a date""#), ("end", "1772359200"), ("end", #""2026-03-01T10:00:00.500Z""#),
        ("terms", "false"), ("terms", "1"), ("terms", "0"), ("terms", #""yes""#), ("terms", "null"),
        ("flag", "true"), ("flag", "1"), ("flag", #""true""#), ("flag", "null"),
        ("off", "true"), ("off", "0"),
        ("note", #""   ""#), ("note", #"" \t ""#), ("note", #""\u00a0""#), ("note", #"" é ""#), ("note", #""""#),
        ("tags", "[]"), ("tags", "{}"), ("tags", "[1]"), ("tags", #"{"a": 1}"#), ("tags", "false"), ("tags", "0"),
        ("code", #""""#), ("code", "null"),
        ("optional", #""ab""#), ("optional", #""abcd""#), ("optional", "null"),
        ("published", "null"), ("published", #""""#), ("draft", "null"),
    ]

    /// The valid record with `key` set to `json` (appended, so a repeated key's last value counts).
    static func record(_ key: String, _ json: String) -> String {
        String(Self.valid.dropLast()) + ", \"\(key)\": \(json)}"
    }

    static func records() -> [String] {
        [valid] + variations.map { record($0.0, $0.1) } + [
            record("start", #""2026-03-01T09:00:00Z", "end": null"#),
            "{}", #"{"title": "Quarterly planning"}"#, "[1, 2]", #"{"ti\u0074le": "Demo"}"#,
        ]
    }

    static func compare(_ text: String, scenario: String? = nil, mode: ValidationMode = .allErrors) throws {
        let bytes = Array(text.utf8)
        let record = try InputRecord.read(bytes, in: bytes.indices)
        let decoded = try JSONReader().read(bytes)
        let screened = rules.validate(record, scenario: scenario, mode: mode, now: now)
        let full = rules.validate(decoded, scenario: scenario, mode: mode, now: now)
        #expect(screened.errors == full.errors, "\(text) in \(scenario ?? "no scenario")")
        #expect(screened.rewrittenValues == full.rewrittenValues)
    }

    @Test func rulesOfEveryScreenableKindHaveAScreen() {
        #expect(Self.rules.screen != nil)
    }

    @Test(arguments: [nil, "draft", "other"])
    func everyRecordGetsTheFullValidationsReport(scenario: String?) throws {
        for text in Self.records() {
            try Self.compare(text, scenario: scenario)
            try Self.compare(text, scenario: scenario, mode: .firstError)
        }
    }

    @Test func theValidRecordIsClearedWithoutRunningAnyChain() throws {
        let bytes = Array(Self.valid.utf8)
        let record = try InputRecord.read(bytes, in: bytes.indices)
        let pending = Self.rules.pendingChains(of: record, now: Self.now, scenario: nil)
        #expect(
            pending?.isEmpty == true,
            "\(Self.rules.validators.indices.filter { pending?.contains($0) == true }.map { Self.rules.validators[$0].attribute })"
        )
        #expect(Self.rules.validate(record, now: Self.now).isValid)
    }

    @Test func onlyTheChainsThatFailOrCannotBeReadAreLeft() throws {
        let text = Self.record("title", #""Demo""#)
        let bytes = Array(text.utf8)
        let record = try InputRecord.read(bytes, in: bytes.indices)
        let pending = try #require(Self.rules.pendingChains(of: record, now: Self.now, scenario: nil))
        let titleChain = try #require(Self.rules.validators.firstIndex { $0.attribute == "title" })
        for index in Self.rules.validators.indices {
            #expect(pending.contains(index) == (index == titleChain))
        }
    }

    @Test func aRecordThatIsNotAPlainObjectIsNotScreened() throws {
        for text in ["[1, 2]", #"{"ti\u0074le": "Demo"}"#] {
            let bytes = Array(text.utf8)
            let record = try InputRecord.read(bytes, in: bytes.indices)
            #expect(Self.rules.pendingChains(of: record, now: Self.now, scenario: nil) == nil)
        }
    }

    @Test func chainsThatNeedTheRunningValidationLeaveTheRuleSetUnscreened() {
        let unscreenable: [RuleSet] = [
            RuleSet { Validate("a").required().when { _ in true } },
            RuleSet { Validate("a").trim().minLength(2) },
            RuleSet { Validate("a").each { $0.minLength(2) } },
            RuleSet { Validate("a").nested(RuleSet { Validate("b").required() }) },
            RuleSet { Validate("a").required(requiredValue: "yes") },
            RuleSet {
                Validate("a").rule(CustomRule("odd") { value, _ in value.intValue.map { $0 % 2 == 1 } ?? false })
            },
            RuleSet((0...64).map { Validate("a\($0)").required() }),
        ]
        // More attributes than a screen has field slots, through the fields its date rules compare with.
        let manyOperands = RuleSet(
            (0..<4).map { chain in
                (0..<64).reduce(Validate("d\(chain)")) { $0.earlierThan(.field("o\(chain)_\($1)")) }
            })
        for rules in unscreenable + [manyOperands] { #expect(rules.screen == nil) }
        #expect(RuleSet((0..<64).map { Validate("a\($0)").required() }).screen != nil)
    }

    /// A date compared with an attribute no chain validates: the screen finds that field too, in
    /// its one pass over the record, and clears or leaves the chain as the full validation decides.
    @Test func anOperandFieldNoChainValidatesIsReadToo() throws {
        let rules = RuleSet { Validate("start").required().earlierThan(.field("deadline")) }
        let cases: [(text: String, isValid: Bool)] = [
            (#"{"start": "2026-03-01T09:00:00Z", "deadline": "2026-04-01T00:00:00Z"}"#, true),
            (#"{"start": "2026-03-01T09:00:00Z", "deadline": "2026-02-01T00:00:00Z"}"#, false),
            (#"{"deadline": "2026-02-01T00:00:00Z", "start": "2026-03-01T09:00:00Z"}"#, false),
            (#"{"start": "2026-03-01T09:00:00Z"}"#, true),
            (#"{"start": "2026-03-01T09:00:00Z", "deadline": "soon"}"#, true),
            (#"{"start": "2026-03-01T09:00:00Z", "deadline": "2026-01-01T00:00:00Z", "deadline": null}"#, true),
        ]
        for (text, isValid) in cases {
            let bytes = Array(text.utf8)
            let record = try InputRecord.read(bytes, in: bytes.indices)
            let pending = try #require(rules.pendingChains(of: record, now: Self.now, scenario: nil))
            #expect(pending.isEmpty == isValid, "\(text)")
            let screened = rules.validate(record, now: Self.now)
            let full = rules.validate(try JSONReader().read(bytes), now: Self.now)
            #expect(screened.errors == full.errors, "\(text)")
            #expect(screened.isValid == isValid, "\(text)")
        }
    }

    @Test func generatedRecordsAgreeWithTheFullValidation() throws {
        // Every value of the variations in every field, at random, reproducibly.
        var generator = SplitMix64(seed: 7)
        let keys = Array(Set(Self.variations.map(\.0))).sorted()
        let values = Self.variations.map(\.1) + [#""Quarterly planning""#, #""2026-03-01T09:00:00Z""#]
        for _ in 0..<400 {
            var fields: [String] = []
            for key in keys where generator.next() % 4 != 0 {
                fields.append("\"\(key)\": \(values[Int(generator.next() % UInt64(values.count))])")
            }
            try Self.compare("{" + fields.joined(separator: ", ") + "}")
        }
    }
}

/// The rules strategy screens the object its validation reads.
@Suite struct RulesStrategyScreeningTests {
    static let rules = RuleSet { Validate("title").required().minLength(6) }

    static func record(_ text: String) throws -> InputRecord {
        let bytes = Array(text.utf8)
        return try InputRecord.read(bytes, in: bytes.indices)
    }

    @Test func aClearedRecordIsLeftUndecided() throws {
        let outcome = try RulesStrategy(Self.rules).evaluate(
            Self.record(#"{"title": "Quarterly"}"#), in: StrategyEnvironment())
        #expect(outcome.result == .unknown)
        #expect(outcome.errors.isEmpty)
    }

    @Test func theHostsSourceIsWhatIsScreened() throws {
        // The host says the attributes come from another source: that is what is validated, even
        // though the object itself is a JSON record the screen would clear.
        var environment = StrategyEnvironment()
        environment.source = Value.object(["title": "Demo"])
        let outcome = try RulesStrategy(Self.rules).evaluate(Self.record(#"{"title": "Quarterly"}"#), in: environment)
        #expect(outcome.result == .invalid)
        #expect(outcome.errors.map(\.message) == ["Title must be at least 6 characters long."])
    }
}
