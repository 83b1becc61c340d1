import Foundation

/// The JSON values Verdict counts as equal to a constant, as a schema's `enum` members.
///
/// Verdict compares numbers by value (`1` equals `1.0`) and strings as Swift does, by canonical
/// equivalence: `"K"` (U+212A KELVIN SIGN) equals `"K"`, and `"é"` written as `e` and a combining
/// accent equals the precomposed one. JSON Schema compares strings code point by code point, so
/// an `enum` of `"K"` alone would reject a value Verdict accepts; a string's members are all its
/// canonically equivalent spellings, listed when they can be (``stringVariants(of:)``).
package enum SchemaConstants {
    /// The most spellings one string may list; more, and the string is not listed.
    package static let variantLimit = 16

    /// 2⁵³: up to it every integer is a double, so Verdict's comparisons of integers and doubles
    /// agree with JSON Schema's comparison of numbers.
    package static let exactIntegerLimit = 9_007_199_254_740_992.0

    /// A numeric bound as a schema number, and whether it is exact. Verdict and JSON Schema both
    /// compare numbers by their exact values; whole numbers Verdict reads exactly however they are
    /// written, and they part only where its reader rounds a number with a fraction and more digits
    /// than a double holds (`18446744073709551616.5` is read as 2^64). A double bound beyond ±2⁶³
    /// is widened by one step (`below`: downwards) so that such a number within it stays within
    /// the schema's; a ``LargeInteger`` bound is written as its digits. A bound JSON cannot write
    /// (`math.huge`, NaN) is left out: `nil`, and not exact.
    package static func bound(_ n: Number, below: Bool) -> (node: SchemaNode?, exact: Bool) {
        switch n {
        case .int(let i): return (.value(.int(i)), true)
        case .double(let d) where !d.isFinite: return (nil, false)
        case .double(let d) where d.magnitude < 0x1p63: return (.number(d), true)
        case .double(let d): return (.number(below ? d.nextDown : d.nextUp), false)
        case .largeInteger(let n): return (.value(.largeInteger(n)), true)
        }
    }

    /// Why a schema whose bound ``bound(_:below:)`` could not give exactly is approximate.
    static let widenedBoundReason =
        "a bound beyond ±2⁶³ (where Verdict reads a number with a fraction as a rounded double) or one JSON cannot write (math.huge)"

    /// The enum members equal to `value` in Verdict's eyes, and whether they are exactly those; `nil`
    /// when they cannot be listed soundly (a string with too many spellings, a number beyond ±2⁵³
    /// where doubles round).
    package static func members(equalTo value: Value) -> (members: [SchemaNode], exact: Bool)? {
        switch value {
        case .null, .bool: return ([SchemaNode(constant: value)], true)
        case .int(let i):
            guard i.magnitude <= 9_007_199_254_740_992 else { return nil }
            return ([.value(.int(i))], true)
        case .double(let d):
            guard d.isFinite, d.magnitude <= exactIntegerLimit else { return nil }
            return ([.number(d)], true)
        case .largeInteger:
            return nil
        case .string(let s):
            guard let variants = stringVariants(of: s) else { return nil }
            return (variants.map { .value(.string($0)) }, true)
        case .date, .data:
            // Only Swift values hold these; a JSON record never equals them.
            return ([], false)
        case .array, .object:
            // Elements compare kind and all (`[1]` is not `[1.0]`), and JSON Schema would take
            // them as equal: sound, not exact. Strings inside must have no other spelling.
            guard allStringsInvariant(value) else { return nil }
            return ([SchemaNode(constant: value)], false)
        }
    }

    /// The enum members equal to some value of `list`, and whether they are exactly those.
    package static func members(equalToAnyOf list: [Value]) -> (members: [SchemaNode], exact: Bool)? {
        var members: [SchemaNode] = []
        var exact = true
        for value in list {
            guard let found = self.members(equalTo: value) else { return nil }
            for member in found.members where !members.contains(member) { members.append(member) }
            exact = exact && found.exact
        }
        return (members, exact)
    }

    /// Every string Swift counts as equal to `s` (canonically equivalent), `s` first; `nil` when
    /// they cannot be listed: more than ``variantLimit``, or a string with characters that compose
    /// or reorder (combining marks, Hangul jamo, Indic vowel parts), whose spellings are many.
    ///
    /// A string of starters that no other sequence composes to has only the spellings made by
    /// replacing characters with their canonical singletons (`K` → U+212A, `;` → U+037E, CJK
    /// compatibility ideographs → unified ones), which Swift itself tells apart by hashing.
    package static func stringVariants(of s: String) -> [String]? {
        var choices: [[Unicode.Scalar]] = []
        var count = 1
        for scalar in s.unicodeScalars {
            guard isInert(scalar) else { return nil }
            let equivalents = SingletonTable.shared.equivalents(of: scalar)
            count *= equivalents.count
            guard count <= variantLimit else { return nil }
            choices.append(equivalents)
        }
        var variants: [String] = [""]
        for options in choices {
            variants = variants.flatMap { prefix in options.map { prefix + String($0) } }
        }
        // The value as written first.
        if let index = variants.firstIndex(where: { $0.unicodeScalars.elementsEqual(s.unicodeScalars) }) {
            variants.insert(variants.remove(at: index), at: 0)
        }
        return variants
    }

    /// Whether `s` has no spelling but itself.
    static func isInvariant(_ s: String) -> Bool {
        stringVariants(of: s)?.count == 1
    }

    private static func allStringsInvariant(_ value: Value) -> Bool {
        switch value {
        case .string(let s): isInvariant(s)
        case .array(let elements): elements.allSatisfy(allStringsInvariant)
        case .object(let fields): fields.keys.allSatisfy(isInvariant) && fields.values.allSatisfy(allStringsInvariant)
        default: true
        }
    }

    /// Whether a scalar is a starter that neither decomposes into several scalars nor composes
    /// with its neighbours.
    private static func isInert(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return true }
        guard scalar.properties.canonicalCombiningClass == .notReordered else { return false }
        let v = scalar.value
        for range in composingRanges where range.contains(v) { return false }
        let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
        return decomposed.count == 1
    }

    /// Scripts whose starters compose with each other: Indic and Southeast Asian vowel parts,
    /// Tibetan, Myanmar, Balinese, Hangul jamo and syllables, and the supplementary planes' scripts.
    private static let composingRanges: [ClosedRange<UInt32>] = [
        0x0900...0x0DFF, 0x0F00...0x109F, 0x1100...0x11FF, 0x1B00...0x1BFF, 0x3130...0x318F,
        0xA960...0xA97F, 0xAC00...0xD7FF, 0x11000...0x1FFFF,
    ]
}

/// The single characters Swift counts as equal to one another, built once from Swift's own string
/// equality: every scalar of the planes that have canonical singletons, grouped by the string it
/// forms.
private final class SingletonTable: Sendable {
    static let shared = SingletonTable()

    private let groups: [String: [Unicode.Scalar]]

    private init() {
        var groups: [String: [Unicode.Scalar]] = [:]
        let ranges: [ClosedRange<UInt32>] = [0x00A0...0xD7FF, 0xE000...0xFFFF, 0x2F800...0x2FA1F]
        for range in ranges {
            for v in range {
                guard let scalar = Unicode.Scalar(v) else { continue }
                groups[String(scalar), default: []].append(scalar)
            }
        }
        // ASCII characters with singletons (K, ;, `) join their groups here.
        for v in UInt32(0)...0x7F {
            guard let scalar = Unicode.Scalar(v), let group = groups[String(scalar)] else { continue }
            groups[String(scalar)] = [scalar] + group
        }
        self.groups = groups.filter { $0.value.count > 1 }
    }

    /// The scalar and every other scalar Swift counts as equal to it.
    func equivalents(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        guard let group = groups[String(scalar)] else { return [scalar] }
        return [scalar] + group.filter { $0 != scalar }
    }
}
