/// A geographic coordinate in decimal degrees: a latitude (−90…90), a longitude (−180…180), or a
/// `"lat,lon"` pair.
///
/// A coordinate is a number, or a string of an optional sign, 1–3 digits and an optional fraction
/// (`-23.123`, `+45`, `0.5`); ranges are inclusive and checked exactly, without rounding.
/// A pair is `"lat,lon"` with optional spaces around the comma, or a two-element array.
///
/// Passes: latitude `-23.123`, `90`, `-90.000`, `45.5` (a number); longitude `-180`, `179.9999`;
/// coordinate `"52.2297,21.0122"`, `"40.7128, -74.0060"`, `[52.2297, 21.0122]`.
///
/// Fails: latitude `90.0001`, `91`, `999.1`; longitude `180.5`; `1e2`, `.5`, `5.`, `--5`, `12,5`,
/// `""`; coordinate `"52.2297"`, `"91,0"`, `"0,181"`, `"1,2,3"`, `"1;2"`.
///
/// NGRValidator's GeoCoord pattern `-?\d{1,3}\.\d+` checks no range (`999.1` passes there) and needs a
/// fraction; Verdict checks the range and accepts whole degrees. Its `GeoCoordinate` syntax — one
/// coordinate, latitude or longitude — is `geoCoordinate` (−180…180).
public struct CoordinateRule: ValidationRule {
    /// What the value holds.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A latitude, −90…90.
        case latitude
        /// A longitude, −180…180.
        case longitude
        /// A `"lat,lon"` pair.
        case coordinate
        /// One coordinate, a latitude or a longitude: −180…180 (NGRValidator's `GeoCoordinate`).
        case geoCoordinate
    }

    /// What the value holds.
    public var kind: Kind

    /// Creates the rule.
    public init(_ kind: Kind) {
        self.kind = kind
    }

    public var name: String { kind.rawValue }

    /// `pair: false` for a single coordinate (`geoCoordinate`), whose message has no pair to show.
    public var parameters: [String: Value] { kind == .geoCoordinate ? ["pair": false] : [:] }

    private var key: MessageKey {
        switch kind {
        case .latitude: .notLatitude
        case .longitude: .notLongitude
        case .coordinate, .geoCoordinate: .notCoordinate
        }
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        switch (kind, value) {
        case (.latitude, _), (.longitude, _), (.geoCoordinate, _):
            guard let valid = Self.check(value, limit: kind == .latitude ? 90 : 180) else {
                return .fail(.wrongType, ["expected": "a number or a string", "type": "numberOrString"])
            }
            return .check(valid, key)
        case (.coordinate, .string(let s)):
            return .check(Self.isValidPair(s), key)
        case (.coordinate, .array(let pair)):
            guard pair.count == 2,
                let lat = Self.check(pair[0], limit: 90), let lon = Self.check(pair[1], limit: 180)
            else { return .fail(key) }
            return .check(lat && lon, key)
        default:
            return .fail(.wrongType, ["expected": "a string", "type": "string"])
        }
    }

    /// Whether a value is within ±`limit`; `nil` when it is neither a number nor a string.
    static func check(_ value: Value, limit: Int) -> Bool? {
        switch value {
        case .int(let i): return i.magnitude <= limit.magnitude  // abs(Int.min) would trap
        case .double(let d): return d.isFinite && abs(d) <= Double(limit)
        case .largeInteger: return false
        case .string(let s): return SyntaxBytes.withUTF8(s) { isDegrees($0, limit: limit) }
        default: return nil
        }
    }

    /// Whether `"lat,lon"` is a valid pair.
    static func isValidPair(_ s: String) -> Bool {
        SyntaxBytes.withUTF8(s) { p in
            guard let comma = p.firstIndex(of: 0x2C) else { return false }
            var latEnd = comma
            while latEnd > 0, p[latEnd - 1] == 0x20 { latEnd -= 1 }
            var lonStart = comma + 1
            while lonStart < p.count, p[lonStart] == 0x20 { lonStart += 1 }
            return isDegrees(SyntaxBytes.slice(p, 0, latEnd), limit: 90)
                && isDegrees(SyntaxBytes.slice(p, lonStart, p.count), limit: 180)
        }
    }

    /// `[+-]?\d{1,3}(\.\d+)?` within ±`limit`, compared exactly.
    static func isDegrees(_ p: UnsafeBufferPointer<UInt8>, limit: Int) -> Bool {
        var i = 0
        if i < p.count, p[i] == 0x2D || p[i] == 0x2B { i += 1 }
        var whole = 0
        let start = i
        while i < p.count, SyntaxBytes.isDigit(p[i]) {
            whole = whole * 10 + Int(p[i] &- 0x30)
            i += 1
            if i - start > 3 { return false }
        }
        guard i > start else { return false }
        var fractionIsZero = true
        if i < p.count {
            guard p[i] == 0x2E, i + 1 < p.count else { return false }
            i += 1
            while i < p.count {
                guard SyntaxBytes.isDigit(p[i]) else { return false }
                if p[i] != 0x30 { fractionIsZero = false }
                i += 1
            }
        }
        return whole < limit || (whole == limit && fractionIsZero)
    }
}

extension Validate {
    /// A latitude, −90…90; see ``CoordinateRule``: `-23.123` passes, `90.5` fails.
    public func latitude() -> Validate { rule(CoordinateRule(.latitude)) }

    /// A longitude, −180…180; see ``CoordinateRule``: `-74.006` passes, `180.5` fails.
    public func longitude() -> Validate { rule(CoordinateRule(.longitude)) }

    /// A `"lat,lon"` pair; see ``CoordinateRule``: `"52.2297,21.0122"` passes, `"91,0"` fails.
    public func coordinate() -> Validate { rule(CoordinateRule(.coordinate)) }
}

extension CoordinateRule: RuleCatalogEntry {
    public static let descriptors = Kind.allCases.map { kind in
        RuleDescriptor(kind.rawValue, summary: kind.summary) { _ in CoordinateRule(kind) }
    }

    public static let messages = [
        RuleMessage(.notLatitude, "{name} must be a latitude in decimal degrees, from -90 to 90."),
        RuleMessage(.notLongitude, "{name} must be a longitude in decimal degrees, from -180 to 180."),
        RuleMessage(
            .notCoordinate,
            "{pair, select, false {{name} must be a coordinate in decimal degrees, from -180 to 180.} other {{name} must be a latitude and longitude in decimal degrees, such as 52.2297,21.0122.}}",
            parameters: ["pair"]),
    ]
}

extension CoordinateRule.Kind {
    /// The kind in one sentence, for references.
    var summary: String {
        switch self {
        case .latitude: "A latitude in decimal degrees, −90 to 90."
        case .longitude: "A longitude in decimal degrees, −180 to 180."
        case .coordinate: "A `\"lat,lon\"` pair (or a two-element list) in decimal degrees."
        case .geoCoordinate: "One coordinate, latitude or longitude, −180 to 180 (NGRValidator's GeoCoordinate)."
        }
    }
}

extension MessageKey {
    /// An invalid latitude.
    public static let notLatitude: MessageKey = "notLatitude"
    /// An invalid longitude.
    public static let notLongitude: MessageKey = "notLongitude"
    /// An invalid `"lat,lon"` pair: "is not a valid coordinate."
    public static let notCoordinate: MessageKey = "notCoordinate"
}

extension CoordinateRule: SchemaMappableRule {
    /// A number within the range, or a string of decimal degrees within it; a `coordinate`, a
    /// `"lat,lon"` string or a list of the two; exactly.
    public var schemaMapping: SchemaMapping {
        func degrees(_ limit: Int) -> SchemaNode {
            [
                "anyOf": [
                    ["type": "number", "minimum": .value(.int(-limit)), "maximum": .value(.int(limit))],
                    ["type": "string", "pattern": .value(.string("^" + SyntaxPatterns.degrees(limit: limit) + "$"))],
                ]
            ]
        }
        let wrongType = RuleFailure(
            key: .wrongType, params: ["expected": "a number or a string", "type": "numberOrString"])
        switch kind {
        case .latitude:
            return .exact(degrees(90).objectValue ?? [:], keys: [RuleFailure(key: .notLatitude), wrongType])
        case .longitude:
            return .exact(degrees(180).objectValue ?? [:], keys: [RuleFailure(key: .notLongitude), wrongType])
        case .geoCoordinate:
            return .exact(degrees(180).objectValue ?? [:], keys: [RuleFailure(key: .notCoordinate), wrongType])
        case .coordinate:
            let pair = "^" + SyntaxPatterns.degrees(limit: 90) + " *, *" + SyntaxPatterns.degrees(limit: 180) + "$"
            return .exact(
                [
                    "anyOf": [
                        ["type": "string", "pattern": .value(.string(pair))],
                        ["type": "array", "prefixItems": [degrees(90), degrees(180)], "minItems": 2, "maxItems": 2],
                    ]
                ],
                keys: [
                    RuleFailure(key: .notCoordinate),
                    RuleFailure(key: .wrongType, params: ["expected": "a string", "type": "string"]),
                ])
        }
    }
}
