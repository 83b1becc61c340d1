import Testing
import Verdict

@Suite struct UUIDRuleTests {
    /// NGRValidator's vector and RFC 9562 Appendix A examples (versions 1, 3, 4, 5, 6, 7, 8).
    static let valid: [(String, Int?)] = [
        ("123e4567-e89b-12d3-a456-426655440000", 1), ("C232AB00-9414-11EC-B3C8-9F6BDECED846", 1),
        ("5df41881-3aed-3515-88a7-2f4a814cf09e", 3), ("919108f7-52d1-4320-9bac-f847db4148a8", 4),
        ("f47ac10b-58cc-4372-a567-0e02b2c3d479", 4), ("2ed6657d-e927-568b-95e1-2665a8aea6a2", 5),
        ("1ec9414c-232a-6b00-b3c8-9f6bdeced846", 6), ("017f22e2-79b0-7cc3-98c4-dc0c0c07398f", 7),
        ("2489e9ad-2ee2-8e00-8ec9-32d5f69181c0", 8), ("00000000-0000-0000-0000-000000000000", nil),
        ("FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF", nil),
    ]
    static let invalid = [
        "123e4567e89b12d3a456426655440000", "{123e4567-e89b-12d3-a456-426655440000}",
        "urn:uuid:123e4567-e89b-12d3-a456-426655440000", "123e4567-e89b-12d3-c456-426655440000",
        "123e4567-e89b-12d3-7456-426655440000", "123e4567-e89b-02d3-a456-426655440000",
        "123e4567-e89b-92d3-a456-426655440000", "123e4567-e89b-12d3-a456-42665544000g",
        "123e4567-e89b-12d3-a456-42665544000", "123e4567-e89b-12d3-a456-4266554400000",
        "123e4567-e89b12d3-a456-426655440000-", "123e456-7e89b-12d3-a456-426655440000", "",
        " 123e4567-e89b-12d3-a456-426655440000", "123e4567_e89b_12d3_a456_426655440000",
    ]

    @Test(arguments: valid)
    func acceptsUUIDs(uuid: String, version: Int?) {
        #expect(UUIDRule().isValid(uuid))
        if let version {
            #expect(UUIDRule(version: version).isValid(uuid))
            #expect(!UUIDRule(version: version == 4 ? 7 : 4).isValid(uuid))
        }
    }

    @Test(arguments: invalid)
    func rejectsUUIDs(uuid: String) {
        #expect(!UUIDRule().isValid(uuid))
        #expect(RuleProbe.failure(UUIDRule(), .string(uuid))?.key == .notUUID)
    }

    @Test func nilAndMaxUUIDsHaveNoVersion() {
        #expect(!UUIDRule(version: 4).isValid("00000000-0000-0000-0000-000000000000"))
        #expect(!UUIDRule(version: 4).isValid("ffffffff-ffff-ffff-ffff-ffffffffffff"))
    }

    @Test func fluentVersionOption() {
        #expect(
            RuleProbe.chainPasses(Validate("id").uuid(), "123e4567-e89b-12d3-a456-426655440000"))
        #expect(
            !RuleProbe.chainPasses(
                Validate("id").uuid(version: 4), "123e4567-e89b-12d3-a456-426655440000"))
    }

    @Test func tableHasAtLeastAsManyInvalidCasesAsValid() {
        #expect(RuleProbe.isBalanced(valid: Self.valid.count, invalid: Self.invalid.count))
    }

    @Test func messageNamesTheVersion() {
        #expect(
            RuleProbe.chainErrors(Validate("id").uuid(), "nope").map(\.message) == [
                "ID must be a UUID such as f47ac10b-58cc-4372-a567-0e02b2c3d479."
            ])
        #expect(
            RuleProbe.chainErrors(Validate("id").uuid(version: 4), "nope").map(\.message) == [
                "ID must be a version 4 UUID such as f47ac10b-58cc-4372-a567-0e02b2c3d479."
            ])
    }
}
