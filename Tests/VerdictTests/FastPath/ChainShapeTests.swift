import Foundation
import Testing

@testable import Verdict

/// The chains' shapes, the record screen and the full validation read one decision of each
/// chain: which empty values skip each rule, whether it names scenarios, whether it has a
/// condition. They must agree on every empty value.
@Suite struct ChainShapeTests {
    static let rules = RuleSet {
        Validate("code").skipOnEmpty(false).minLength(2)
        Validate("note").skipOnEmpty(true).required()
        Validate("name").required().minLength(2)
        Validate("mail").email()
    }

    /// What each chain decided for its rules.
    static let emptySkips: [[EmptySkip]] = [[.never], [.whenEmpty], [.never, .whenEmpty], [.whenEmpty]]

    /// Records whose every attribute is absent, null or empty, and one whose are all valid.
    static let emptyRecords = [
        #"{}"#, #"{"code": null, "note": null, "name": null, "mail": null}"#,
        #"{"code": "", "note": "", "name": "", "mail": ""}"#,
    ]
    static let validRecord = #"{"code": "ab", "note": "x", "name": "Ann", "mail": "ann@example.com"}"#

    static func record(_ text: String) throws -> InputRecord {
        let bytes = Array(text.utf8)
        return try InputRecord.read(bytes, in: bytes.indices)
    }

    @Test func theShapesCarryTheChainsDecisions() {
        let shapes = Self.rules.chainShapes
        #expect(shapes.map(\.emptySkips) == Self.emptySkips)
        #expect(Self.rules.validators.map(\.emptySkips) == Self.emptySkips)
        let bound = RuleSet {
            Validate("a").on("draft").required()
            Validate("b").except("draft").required()
            Validate("c").required().when { _ in true }
            Validate("d").required()
        }
        #expect(bound.chainShapes.map(\.isScenarioBound) == [true, true, false, false])
        #expect(bound.chainsWithScenarios == [true, true, false, false])
        #expect(bound.chainShapes.map(\.hasCondition) == [false, false, true, false])
    }

    @Test(arguments: emptyRecords)
    func theScreenLeavesExactlyTheChainsWhoseRulesRunOnEmptyValues(text: String) throws {
        #expect(Self.rules.screen != nil)
        let pending = try #require(Self.rules.pendingChains(of: Self.record(text), now: Date(), scenario: nil))
        // `code` checks empty values (`skipOnEmpty(false)`), `name` has `required`: both fail; `note`
        // and `mail` skip them, so the screen clears them.
        let runs = Self.emptySkips.map { $0.contains(.never) }
        for chain in Self.rules.validators.indices {
            #expect(pending.contains(chain) == runs[chain], "\(Self.rules.validators[chain].attribute)")
        }
    }

    @Test(arguments: emptyRecords + [validRecord])
    func theServiceDecidesAJSONRecordAsItsValue(text: String) throws {
        let service = ValidationService([RulesStrategy(Self.rules), DefaultStrategy()])
        let environment = StrategyEnvironment()
        let record = try Self.record(text)
        let value = try JSONReader().read(Array(text.utf8))
        let screened = try service.decide(record, in: environment)
        let general = try service.decide(value as Any?, in: environment)
        #expect(screened == general)
        let report = Self.rules.validate(value)
        #expect(screened.errors == report.errors)
        if text == Self.validRecord {
            #expect(screened.isValid)
        } else {
            #expect(screened.errors.map(\.attribute) == ["code", "name"])
            #expect(screened.errors.map(\.rule) == ["minLength", "required"])
        }
    }
}
