import Foundation
import Testing
import Verdict

@Suite struct RuleCatalogDataTests {
    static func make(_ name: String, _ positional: [Operand] = []) throws -> any ValidationRule {
        try RuleCatalog.make(name, RuleArguments(rule: name, positional: positional))
    }

    @Test func buildsRulesFromArguments() throws {
        let png = DataFixtures.png(width: 64, height: 32)
        #expect(RuleProbe.passes(try Self.make("mimeType", ["image/png"]), .data(png)))
        #expect(RuleProbe.passes(try Self.make("mimeType", [.value(["jpeg", "png"])]), .data(png)))
        #expect(!RuleProbe.passes(try Self.make("mimeType", ["gif"]), .data(png)))
        #expect(RuleProbe.passes(try Self.make("image"), .data(png)))
        #expect(!RuleProbe.passes(try Self.make("video"), .data(png)))
        #expect(RuleProbe.passes(try Self.make("maxByteSize", [100]), .data(png)))
        #expect(!RuleProbe.passes(try Self.make("minByteSize", [100]), .data(png)))
        #expect(RuleProbe.passes(try Self.make("minWidth", [64]), .data(png)))
        #expect(!RuleProbe.passes(try Self.make("maxHeight", [31]), .data(png)))
        #expect(RuleProbe.passes(try Self.make("minRatio", [2.0]), .data(png)))
        #expect(!RuleProbe.passes(try Self.make("maxRatio", [1.5]), .data(png)))
    }

    @Test func reportsBadArguments() {
        #expect(throws: RuleDefinitionError.self) { try Self.make("mimeType", ["image/webp"]) }
        #expect(throws: RuleDefinitionError.self) { try Self.make("mimeType", [5]) }
        #expect(throws: RuleDefinitionError.self) { try Self.make("mimeType") }
        #expect(throws: RuleDefinitionError.self) { try Self.make("minWidth", [-1]) }
        #expect(throws: RuleDefinitionError.self) { try Self.make("maxRatio", ["wide"]) }
    }
}
