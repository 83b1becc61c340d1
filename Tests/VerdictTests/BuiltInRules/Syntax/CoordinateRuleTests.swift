import Testing
import Verdict

@Suite struct CoordinateRuleTests {
    static let latitudes: [Value] = [
        "-23.123", "90", "-90.000", "+45", "0", "0.5", 45.5, -90, "89.999999",
    ]
    static let badLatitudes: [Value] = [
        "90.0001", "91", "999.1", "1e2", ".5", "5.", "--5", "12,5", "+-5", "1234", " 5", "5 ", 90.5,
        -91, "abc",
    ]
    static let longitudes: [Value] = ["-180", "179.9999", "180.0", "-74.0060", 180, -180.0, "0"]
    static let badLongitudes: [Value] = [
        "180.5", "-181", "1800", "180.0001", 180.1, "1.2.3", "E", "0x10", "٣",
    ]
    static let pairs: [Value] = [
        "52.2297,21.0122", "40.7128, -74.0060", "-90,-180", "90 , 180", [52.2297, 21.0122],
        ["1.5", "2"],
    ]
    static let badPairs: [Value] = [
        "52.2297", "91,0", "0,181", "1,2,3", "1;2", ",", "1,", [1.0], [91, 0], [0, "x"], "1 2",
    ]

    @Test(arguments: latitudes)
    func acceptsLatitudes(value: Value) {
        #expect(RuleProbe.passes(CoordinateRule(.latitude), value))
    }

    @Test(arguments: badLatitudes)
    func rejectsLatitudes(value: Value) {
        #expect(RuleProbe.failure(CoordinateRule(.latitude), value)?.key == .notLatitude)
    }

    @Test(arguments: longitudes)
    func acceptsLongitudes(value: Value) {
        #expect(RuleProbe.passes(CoordinateRule(.longitude), value))
    }

    @Test(arguments: badLongitudes)
    func rejectsLongitudes(value: Value) {
        #expect(RuleProbe.failure(CoordinateRule(.longitude), value)?.key == .notLongitude)
    }

    @Test(arguments: pairs)
    func acceptsPairs(value: Value) {
        #expect(RuleProbe.passes(CoordinateRule(.coordinate), value))
    }

    @Test(arguments: badPairs)
    func rejectsPairs(value: Value) {
        #expect(RuleProbe.failure(CoordinateRule(.coordinate), value)?.key == .notCoordinate)
    }

    @Test func ngrGeoVectorAndWrongTypes() {
        #expect(RuleProbe.chainPasses(Validate("lat").latitude(), "-23.123"))
        #expect(!RuleProbe.chainPasses(Validate("lat").latitude(), "999.1"))
        #expect(RuleProbe.failure(CoordinateRule(.latitude), true)?.key == .wrongType)
        #expect(RuleProbe.failure(CoordinateRule(.coordinate), 5)?.key == .wrongType)
    }

    /// A whole number beyond `Int` is a number, beyond every latitude and longitude.
    @Test func largeIntegersAreNoCoordinates() throws {
        let large = try Value(json: "18446744073709551617")
        #expect(RuleProbe.failure(CoordinateRule(.latitude), large)?.key == .notLatitude)
        #expect(RuleProbe.failure(CoordinateRule(.longitude), large)?.key == .notLongitude)
    }

    @Test func tablesHaveAtLeastAsManyInvalidCasesAsValid() {
        #expect(RuleProbe.isBalanced(valid: Self.latitudes.count, invalid: Self.badLatitudes.count))
        #expect(
            RuleProbe.isBalanced(valid: Self.longitudes.count, invalid: Self.badLongitudes.count))
        #expect(RuleProbe.isBalanced(valid: Self.pairs.count, invalid: Self.badPairs.count))
    }

    @Test func ngrsGeoCoordinateIsOneCoordinateWithinALongitudesRange() throws {
        let rule = try RuleCatalog.make("syntax", RuleArguments(rule: "syntax", positional: ["geoCoordinate"]))
        #expect(RuleProbe.passes(rule, "-23.123"))
        #expect(RuleProbe.passes(rule, "179.5"))
        #expect(RuleProbe.failure(rule, "999.1")?.key == .notCoordinate)
        #expect(RuleProbe.failure(rule, "52.2,21.0")?.key == .notCoordinate)
        #expect(Syntax(named: "GeoCoordinate") == .geoCoordinate)
    }

    @Test func messagesGiveTheRange() {
        #expect(
            RuleProbe.chainErrors(Validate("lat").latitude(), "91").map(\.message) == [
                "Lat must be a latitude in decimal degrees, from -90 to 90."
            ])
        #expect(
            RuleProbe.chainErrors(Validate("lng").longitude(), "181").map(\.message) == [
                "Lng must be a longitude in decimal degrees, from -180 to 180."
            ])
        #expect(
            RuleProbe.chainErrors(Validate("position").coordinate(), "nope").map(\.message) == [
                "Position must be a latitude and longitude in decimal degrees, such as 52.2297,21.0122."
            ])
    }
}
