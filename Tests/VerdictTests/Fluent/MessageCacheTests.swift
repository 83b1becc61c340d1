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
    }

    static func record(_ n: Int) -> Value {
        ["title": .string("T\(n)"), "code": .string("c\(n)"), "tag": .int(n), "note": .int(n), "count": .int(n)]
    }

    @Test func keptMessagesAreTheOnesRenderingGives() {
        let warm = Self.rules
        for n in 0..<5 { _ = warm.validate(Self.record(n)) }
        for n in 5..<9 {
            // A copy made before the names change renders everything afresh.
            var fresh = Self.rules
            fresh.displayNames = [:]
            let got = warm.validate(Self.record(n)).errors
            #expect(got == fresh.validate(Self.record(n)).errors)
            #expect(
                got.map(\.message) == [
                    "Title is too short.", "c\(n) is no code.", "Tag saw \(n).", "\(n) is odd.",
                    "Count is too small.",
                ])
        }
    }

    @Test func namesAndTablesGivenLaterAreUsed() {
        var rules = Self.rules
        _ = rules.validate(Self.record(1))
        rules.displayNames["title"] = "Headline"
        #expect(rules.validate(Self.record(2)).errors.first?.message == "Headline is too short.")
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
        for key in 0..<20 { cache.keep("m\(key)", chain: 0, entry: 0, key: MessageKey(rawValue: "k\(key)")) }
        #expect(cache.message(chain: 0, entry: 0, key: "k0") == "m0")
        #expect(cache.message(chain: 0, entry: 0, key: "k7") == "m7")
        #expect(cache.message(chain: 0, entry: 0, key: "k8") == nil)
        #expect(cache.message(chain: 0, entry: 1, key: "k0") == nil)
        #expect(cache.message(chain: 3, entry: 0, key: "k0") == nil)
    }
}
