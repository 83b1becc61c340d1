import Foundation
import Verdict
import VerdictTestSupport

/// Random records built around a model's rules, for the differential tests of schema export:
/// boundary lengths (in characters, code points, UTF-8 and UTF-16 units, with combining marks,
/// emoji and CR LF), numbers at and around each bound, list members and their other spellings
/// (U+212A KELVIN SIGN for `K`), values of every other type, empty values, absent attributes,
/// valid and near-miss syntaxes, and the model's examples with one attribute changed.
struct SchemaRecordGenerator {
    private var random: SplitMix64
    private let ruleSet: RuleSet
    private let seeds: [Value]
    private var candidates: [String: [Value]] = [:]
    private var attributes: [String] = []
    private let depth: Int
    /// The keys a record should keep to most of the time (a strict scenario's safe attributes).
    private let preferred: Set<String>?

    /// - Parameters:
    ///   - extraAttributes: attributes to set besides those the rules name (a scenario's).
    ///   - seeds: records to start from and change (the model's examples).
    init(
        ruleSet: RuleSet, extraAttributes: [String] = [], seeds: [Value] = [], seed: UInt64, depth: Int = 0,
        preferred: Set<String>? = nil
    ) {
        random = SplitMix64(seed: seed)
        self.preferred = preferred
        self.ruleSet = ruleSet
        self.seeds = seeds
        self.depth = depth
        for chain in ruleSet.validators {
            if !attributes.contains(chain.attribute) { attributes.append(chain.attribute) }
        }
        for attribute in extraAttributes where !attributes.contains(attribute) { attributes.append(attribute) }
        for seed in seeds {
            for key in seed.objectValue?.keys.sorted() ?? [] where !attributes.contains(key) { attributes.append(key) }
        }
        for attribute in attributes {
            var values = Self.common
            for chain in ruleSet.validators where chain.attribute == attribute {
                values += candidates(for: chain)
            }
            for seed in seeds { if let v = seed[attribute] { values.append(v) } }
            candidates[attribute] = values
        }
    }

    /// `count` records.
    mutating func records(_ count: Int) -> [Value] {
        (0..<count).map { _ in record() }
    }

    /// One record.
    mutating func record() -> Value {
        var fields: [String: Value] = [:]
        if !seeds.isEmpty, random.chance(0.3), case .object(let seed) = random.pick(seeds) {
            fields = seed
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                let attribute = random.pick(attributes)
                fields[attribute] = random.chance(0.15) ? nil : value(for: attribute)
            }
        } else {
            for attribute in attributes where !random.chance(0.2) {
                fields[attribute] = value(for: attribute)
            }
        }
        // Confirmations and other fields compared with one another, equal half of the time.
        for chain in ruleSet.validators {
            for rule in chain.rules {
                var other: String?
                if let compare = rule as? CompareRule {
                    if case .field(let name)? = compare.other {
                        other = name
                    } else if compare.other == nil {
                        other = chain.attribute + "_repeat"
                    }
                }
                if let match = rule as? MatchRule, case .field(let name) = match.other { other = name }
                if let other, random.chance(0.5) { fields[other] = fields[chain.attribute] }
            }
        }
        if random.chance(0.05) { fields["unexpected" + String(Int.random(in: 0..<3, using: &random))] = "x" }
        if let preferred, random.chance(0.7) { fields = fields.filter { preferred.contains($0.key) } }
        return .object(fields)
    }

    private mutating func value(for attribute: String) -> Value {
        let values = candidates[attribute] ?? Self.common
        let value = random.pick(values)
        if case .string(let s) = value, random.chance(0.2) { return .string(mutated(s)) }
        return value
    }

    // MARK: Candidates

    /// Values every attribute is tried with: empty values, each type, numbers where doubles round.
    private static let common: [Value] = [
        .null, "", [], .object([:]), 0, 1, -1, .double(1.5), .double(-0.0), true, false, "x", " ", "0", "1",
        "true", ["x"], ["a": 1], .int(Int.max), .int(Int.min), .double(1e300), .int(9_007_199_254_740_993),
        .double(9_223_372_036_854_775_808), "K", "\u{212A}", "e\u{301}", "\u{E9}", "😀", "a\n", "\n",
    ]

    /// Strings of `n` units of an alphabet, around a bound.
    private mutating func strings(around bounds: [Int]) -> [Value] {
        let alphabets = ["a", "e\u{301}", "😀", "🇯🇵", "中", "\r\n", "é", "K"]
        var out: [Value] = []
        for bound in bounds {
            for n in [bound - 1, bound, bound + 1] where n >= 0 && n <= 300 {
                for alphabet in alphabets {
                    out.append(.string(String(repeating: alphabet, count: n)))
                }
                out.append(.string(String(repeating: "a", count: max(0, n - 1)) + "é"))
                out.append(.array(Array(repeating: "a", count: n)))
            }
        }
        return out
    }

    private static func numbers(around bounds: [Double]) -> [Value] {
        numbers(around: bounds.map(Number.double))
    }

    /// Numbers at and beside each bound: doubles a step and a half away, and an integer bound's
    /// neighbouring integers exactly (beyond 2⁵³ too, where doubles round).
    private static func numbers(around bounds: [Number]) -> [Value] {
        var out: [Value] = []
        for bound in bounds {
            let b = bound.doubleValue
            for x in [b - 1, b - 0.5, b, b + 0.5, b + 1, b.nextUp, b.nextDown] {
                out.append(.double(x))
                if x.rounded() == x, x.magnitude < 1e18 { out.append(.int(Int(x))) }
            }
            if case .int(let i) = bound {
                for step in [-1, 1] {
                    let (near, overflow) = i.addingReportingOverflow(step)
                    if !overflow { out.append(.int(near)) }
                }
            }
            out.append(.string(bound.description))
        }
        return out
    }

    private mutating func candidates(for chain: Validate) -> [Value] {
        var out: [Value] = []
        for rule in chain.rules { out += candidates(for: rule) }
        if let nested = chain.nestedRuleSet, depth < 2 {
            var generator = SchemaRecordGenerator(
                ruleSet: nested, seed: random.next(), depth: depth + 1)
            out += generator.records(12)
        }
        if !chain.elementRules.isEmpty {
            var elements: [Value] = Self.common
            for element in chain.elementRules {
                elements += candidates(for: element)
                if let nested = element.nestedRuleSet, depth < 2 {
                    var generator = SchemaRecordGenerator(ruleSet: nested, seed: random.next(), depth: depth + 1)
                    elements += generator.records(12)
                }
            }
            for _ in 0..<16 {
                out.append(.array((0..<Int.random(in: 0...3, using: &random)).map { _ in random.pick(elements) }))
            }
        }
        return out
    }

    private mutating func candidates(for rule: any ValidationRule) -> [Value] {
        switch rule {
        case let r as RequiredRule:
            return r.requiredValue.map { [$0, .string($0.description)] } ?? []
        case let r as LengthRule:
            switch r.bound {
            case .min(let n), .max(let n), .exact(let n): return strings(around: [n])
            case .range(let a, let b): return strings(around: [a, b])
            }
        case let r as StringRule:
            return strings(around: [r.min, r.max, r.length].compactMap { $0 })
        case let r as RegexRule:
            var out: [Value] = []
            let sampler = PatternSampler(r.pattern)
            for _ in 0..<12 {
                if let s = sampler.sample(using: &random) {
                    out.append(.string(s))
                    out.append(.string(mutated(s)))
                    out.append(.string(s + "\n"))
                    out.append(.string(s.lowercased()))
                }
            }
            return out
        case let r as NumberRule:
            switch r.bound {
            case .min(let n), .max(let n), .exact(let n): return Self.numbers(around: [n])
            case .range(let a, let b): return Self.numbers(around: [a, b])
            }
        case let r as NumberTypeRule:
            return Self.numbers(around: [r.min ?? .int(0), r.max ?? .int(100), .int(3), .double(2.5)])
        case is TypeRule:
            return ["s", 2, .double(2.5), true, ["x"], ["k": "v"]]
        case let r as InListRule:
            var out =
                r.list + r.list.map { .string($0.description) } + [
                    .array(r.list), .array(Array(r.list.prefix(1)) + ["zz"]),
                ]
            for v in r.list {
                if case .string(let s) = v { out.append(.string(s.replacingOccurrences(of: "K", with: "\u{212A}"))) }
            }
            return out
        case let r as IncludesRule:
            return [
                .array([r.element]), .array(["other", r.element]), ["other"], [],
                .array([.string(r.element.description)]),
            ]
        case let r as CompareRule:
            if case .value(let v)? = r.other {
                if let d = v.doubleValue { return Self.numbers(around: [d]) + [v] }
                return [v, .string(v.description + "x")]
            }
            return []
        case let r as MatchRule:
            if case .value(let v) = r.other { return [v, .string(v.description.uppercased())] }
            return []
        case let r as BooleanRule:
            return [
                true, false, 1, 0, "1", "0", 2, .double(1.0), .double(0.5), "yes", r.trueValue ?? 1, r.falseValue ?? 0,
            ]
                + [r.trueValue, r.falseValue].compactMap { $0.map { .string($0.description) } }
        case is CharacterClassRule, is EmojiRule:
            return ["123", "١٢٣", "abc", "ABC", "aB1", "😀", "x😀", "Ǆ", "ª", "②"]
        case is EmailRule:
            return Self.mutations(of: Self.emails, count: 2, random: &random)
        case is URLRule:
            return Self.mutations(of: Self.urls, count: 2, random: &random)
        case is IPAddressRule:
            return Self.mutations(of: Self.ips, count: 2, random: &random)
        case is DomainRule:
            return Self.mutations(of: Self.domains, count: 2, random: &random)
        case is UUIDRule:
            return Self.mutations(of: Self.uuids, count: 2, random: &random)
        case is NameRule:
            return Self.mutations(of: Self.names, count: 2, random: &random)
        case is CoordinateRule:
            return Self.mutations(of: Self.coordinates, count: 2, random: &random)
                + [45, -90, .double(90.0001), 180, -181, [52.1, 21.0], [91, 0], ["1", "2"]]
        case is PhoneRule, is HexColorRule, is PriceRule, is ISBNRule, is PostalCodeRule:
            return Self.mutations(of: Self.codes, count: 2, random: &random) + [12, .double(12.3), .double(12.345), -1]
        case is DateRule, is BetweenDatesRule:
            return ["2026-03-01T09:00:00Z", "2019-01-01T00:00:00Z", "2030-01-01", "not a date", 1_700_000_000]
        default:
            return []
        }
    }

    /// A string with one change: a character removed, added, doubled, or its case changed.
    private mutating func mutated(_ s: String) -> String {
        var chars = Array(s)
        let inserts: [Character] = ["a", "Z", "0", "-", ".", "@", " ", "\n", "é", "😀", "_", "%", ":", "\u{301}"]
        switch Int.random(in: 0..<5, using: &random) {
        case 0 where !chars.isEmpty: chars.remove(at: Int.random(in: 0..<chars.count, using: &random))
        case 1: chars.insert(random.pick(inserts), at: Int.random(in: 0...chars.count, using: &random))
        case 2 where !chars.isEmpty:
            let i = Int.random(in: 0..<chars.count, using: &random)
            chars.insert(chars[i], at: i)
        case 3: return s.uppercased()
        default: chars.append(random.pick(inserts))
        }
        return String(chars)
    }

    private static func mutations(of corpus: [String], count: Int, random: inout SplitMix64) -> [Value] {
        var generator = SchemaRecordGenerator(ruleSet: RuleSet([]), seed: random.next())
        var out: [Value] = corpus.map(Value.string)
        for s in corpus { for _ in 0..<count { out.append(.string(generator.mutated(s))) } }
        return out
    }

    static let emails = [
        "niceandsimple@example.com", "Email@Domain.com", "disposable.style+tag@example.com", "\"john doe\"@example.com",
        "\"a@b\"@example.com", "user@[192.0.2.1]", "user@[IPv6:2001:db8::1]", "user@valid.museum", "имя@домен.рф",
        "scøtt@êxample.com", "user@localserver", "Abc.example.com", "A@b@c@example.com", "john..doe@example.com",
        "a@b.c", "a@xn--bcher-kva.example", "x@-a.com", "\"\"@example.com", "a\"b@example.com",
    ]
    static let urls = [
        "http://gmail.com", "https://www.google.com", "https://user:pw@example.com:8443/a/b?q=1&r=%20#top",
        "http://192.0.2.1/", "http://[2001:db8::1]:8080/", "http://яндекс.рф", "http://example.com?hello=😋",
        "gmail.com", "ftp://gmail.com", "http://localhost", "http://a.com:65536", "http://exa mple.com",
        "HTTPS://EXAMPLE.COM/A", "file:///etc/hosts", "ws://x.io", "http:example.com", "http://example.com/%zz",
    ]
    static let ips = [
        "192.168.23.123", "0.0.0.0", "255.255.255.255", "256.1.1.1", "01.2.3.4", "1.2.3", "127.1",
        "2001:0db8:0000:0042:0000:8a2e:0370:7334", "2001:db8::1", "::1", "::", "::ffff:192.0.2.1", "1:2:3:4:5:6:7::",
        "1::2:3:4:5:6:7:8", "fe80::1%eth0", "abcd", "1:2", "2001:db8:::1", "::ffff:256.0.0.1", "1:2:3:4:5:6:1.2.3.4",
        "1::", ":1::", "12345::",
    ]
    static let domains = [
        "google.com", "sub.example.co.uk", "xn--bcher-kva.example", "bücher.example", "Bücher.example", "localhost",
        "-a.com", "a-.com", "a..com", "a.com.", "under_score.com", "example.123", "1.2.3.4", "a.c",
    ]
    static let uuids = [
        "123e4567-e89b-12d3-a456-426655440000", "f47ac10b-58cc-4372-a567-0e02b2c3d479",
        "00000000-0000-0000-0000-000000000000", "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
        "123e4567-e89b-12d3-c456-426655440000", "123e4567-e89b-02d3-a456-426655440000",
        "123e4567e89b12d3a456426655440000",
    ]
    static let names = [
        "TestNickname", "Müller", "Fernández", "Fernande\u{301}z", "O'Brien", "Jean-Luc", "D’Angelo", "de la Cruz",
        "中村", "Smith2000", "John_Doe", "-Anna", "Anna-", "Anna  Maria", "Dr. Who", "\u{301}a", "Kowalski",
    ]
    static let coordinates = [
        "-23.123", "90", "-90.000", "090", "90.0001", "180", "180.5", "179.9999", "+45", "1e2", ".5", "5.", "--5",
        "12,5", "52.2297,21.0122", "40.7128, -74.0060", "91,0", "0,181", "1,2,3",
    ]
    static let codes = [
        "+48666666666", "0048 666-666-666", "+48 666  666", "#FF11AA", "#abc", "abc", "#abcd", "12.30", "12,30", "12.3",
        "978-3-16-148410-0", "0-306-40615-2", "62704", "SW1A 0AA", "K1A 0B1", "00-950", "1234 AB",
    ]
}
