import Foundation
import Testing

@testable import Verdict

/// A rule set keeps the messages its chains render, and every kept message is the one rendering
/// would give: messages that depend on the value, on a failure's own parameters or on a text the
/// rule chose are rendered for each failure.
@Suite struct MessageCacheTests {
    /// Fails every value with a text of its own (as a Lua rule returning `false, "…"` does).
    private struct OwnText: ValidationRule {
        var name: String { "ownText" }
        func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
            .failed(RuleFailure(key: "odd", text: "saw \(value.description)."))
        }
    }

    /// Fails every value with a parameter of its own that the default text does not use (as
    /// `email` names what was wrong).
    private struct UnusedParameter: ValidationRule {
        var name: String { "unusedParameter" }
        func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
            .fail(.notEmail, ["reason": value])
        }
    }

    /// Fails even numbers plainly and odd ones with a parameter of the failure's own.
    private struct SometimesParameter: ValidationRule {
        var name: String { "sometimesParameter" }
        func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
            guard case .int(let n) = value, n % 2 == 1 else { return .fail("odd") }
            return .fail("odd", ["extra": value])
        }
    }

    /// Fails every value, naming it in a parameter of the failure.
    private struct OwnParameter: ValidationRule {
        var name: String { "ownParameter" }
        func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
            .fail("odd", ["seen": value])
        }
    }

    static let rules = RuleSet {
        Validate("title").required().minLength(6)
        Validate("code").minLength(3).message("{value} is no code.")
        Validate("tag").rule(OwnText())
        Validate("note").rule(OwnParameter()).message("{seen} is odd.")
        Validate("count").min(10)
        Validate("mail").rule(UnusedParameter())
        Validate("hint").rule(OwnParameter()).message("{seen}")
        Validate("mixed").rule(SometimesParameter()).message("got {extra}")
    }

    static func record(_ n: Int) -> Value {
        [
            "title": .string("T\(n)"), "code": .string("c\(n)"), "tag": .int(n), "note": .int(n), "count": .int(n),
            "mail": .int(n), "hint": .int(n), "mixed": .int(n),
        ]
    }

    @Test func keptMessagesAreTheOnesRenderingGives() {
        let warm = Self.rules
        // Even records first: the mixed chain keeps its message made without the parameter.
        for n in [0, 2, 4, 1, 3] { _ = warm.validate(Self.record(n)) }
        for n in 5..<9 {
            // A copy made before the names change renders everything afresh.
            var fresh = Self.rules
            fresh.displayNames = [:]
            let got = warm.validate(Self.record(n)).errors
            #expect(got == fresh.validate(Self.record(n)).errors)
            #expect(
                got.map(\.message) == [
                    "Title must be at least 6 characters long.", "c\(n) is no code.", "Tag saw \(n).", "\(n) is odd.",
                    "Count must be at least 10.", "Mail must be an email address such as name@example.com.", "\(n)",
                    n % 2 == 1 ? "got \(n)" : "got {extra}",
                ])
        }
    }

    @Test func namesAndTablesGivenLaterAreUsed() {
        var rules = Self.rules
        _ = rules.validate(Self.record(1))
        rules.displayNames["title"] = "Headline"
        #expect(rules.validate(Self.record(2)).errors.first?.message == "Headline must be at least 6 characters long.")
        rules.messageTable = ["title": ["tooShort": "needs more letters"]]
        #expect(rules.validate(Self.record(3)).errors.first?.message == "needs more letters")
    }

    @Test func manyTasksAtOnceGetTheSameMessages() async {
        let rules = Self.rules
        let expected = (0..<64).map { rules.validate(Self.record($0)).errors.map(\.message) }
        let got = await withTaskGroup(of: (Int, [String]).self) { group in
            for n in 0..<64 { group.addTask { (n, rules.validate(Self.record(n)).errors.map(\.message)) } }
            return await group.reduce(into: [Int: [String]]()) { $0[$1.0] = $1.1 }
        }
        #expect((0..<64).map { got[$0] ?? [] } == expected)
    }

    @Test func aChainKeepsAFewMessagesAndNoMore() {
        let cache = MessageCache(chains: 1)
        for key in 0..<20 {
            // k1 was made with a parameter of its own; the others have no placeholder.
            cache.keep(
                "m\(key)", chain: 0, entry: 0, key: MessageKey(rawValue: "k\(key)"),
                parameters: key == 1 ? ["reason": "domain"] : nil)
        }
        #expect(cache.message(chain: 0, entry: 0, key: "k0", parameters: ["reason": "x"]) == "m0")
        #expect(cache.message(chain: 0, entry: 0, key: "k1", parameters: ["reason": "domain"]) == "m1")
        #expect(cache.message(chain: 0, entry: 0, key: "k1", parameters: ["reason": "localPart"]) == nil)
        #expect(cache.message(chain: 0, entry: 0, key: "k1", parameters: [:]) == nil)
        #expect(cache.message(chain: 0, entry: 0, key: "k7", parameters: [:]) == "m7")
        #expect(cache.message(chain: 0, entry: 0, key: "k8", parameters: [:]) == nil)
        #expect(cache.message(chain: 0, entry: 1, key: "k0", parameters: [:]) == nil)
        #expect(cache.message(chain: 3, entry: 0, key: "k0", parameters: [:]) == nil)
    }

    /// A failure's own parameters pick among the messages kept for one rule and key: each reason
    /// of an email failure reads its own way.
    @Test func aRuleKeepsAMessageForEachOfItsFailuresParameters() {
        let rules = RuleSet {
            Validate("card").creditCard(types: [.amex])
        }
        let checksum = rules.validate(["card": "4556737586899856"]).errors.map(\.message)
        let type = rules.validate(["card": "4556737586899855"]).errors.map(\.message)
        #expect(checksum == ["Card must be a card number with a correct check digit."])
        #expect(type == [#"Card must be the number of an accepted card; accepted: "amex"."#])
        #expect(rules.validate(["card": "4556737586899856"]).errors.map(\.message) == checksum)
        #expect(rules.validate(["card": "4556737586899855"]).errors.map(\.message) == type)
    }

    /// An error carries the rule's parameters with its failure's own over them, written as the
    /// failure gave them, whatever failures came before: equal own parameters share one merged
    /// dictionary, but equal is not always the same bytes (the Kelvin sign equals `K`, `-0.0`
    /// equals `0.0`, a decomposed `é` the composed one).
    @Test func anErrorsParametersAreItsFailuresOwnByteForByte() {
        func made() -> RuleSet {
            RuleSet {
                Validate("note").rule(OwnParameter())
                Validate("mail").email()
            }
        }
        let warm = made()
        let seen: [Value] = [
            "K", "K", "\u{212A}", "K", .int(3), .int(3), .double(-0.0), .double(0.0), .double(-0.0),
            "\u{E9}", "e\u{301}", "\u{E9}", .bool(true), .bool(true),
        ]
        let mails = ["no-at-sign", "name@", "no-at-sign", "a@b@c", "name@"]
        // Compared as bytes: strings that are canonically equivalent are `==`.
        func written(_ errors: [ValidationError]) -> [[UInt8]] {
            errors.map { Array(JSONWriter(sortsKeys: true).write(.object($0.params)).utf8) }
        }
        for (n, value) in seen.enumerated() {
            let record: Value = ["note": value, "mail": .string(mails[n % mails.count])]
            let kept = written(warm.validate(record).errors)
            // A rule set of its own has kept nothing: it merges every failure's parameters.
            #expect(kept == written(made().validate(record).errors))
            #expect(kept.first == Array(JSONWriter(sortsKeys: true).write(["seen": value]).utf8))
            let mail = String(decoding: kept.last ?? [], as: UTF8.self)
            #expect(mail.contains(#""idn":false"#) && mail.contains(#""reason":"#))
        }
    }

    /// Parameters count as plain — equal only when written the same — when their keys and strings
    /// are ASCII and their values integers, booleans or `null`.
    @Test func plainParametersAreThoseEqualOnlyWhenWrittenTheSame() {
        #expect(MessageCache.arePlain([:]))
        #expect(MessageCache.arePlain(["reason": "domain", "count": .int(2), "idn": .bool(false), "x": .null]))
        #expect(!MessageCache.arePlain(["reason": "\u{212A}"]))
        #expect(!MessageCache.arePlain(["\u{212A}": "K"]))
        #expect(!MessageCache.arePlain(["reason": .double(0)]))
        #expect(!MessageCache.arePlain(["reason": ["domain"]]))
    }
}
