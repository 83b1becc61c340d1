import Foundation
import Verdict
import Yams

/// Turns a YAML node (from Yams) into a ``Verdict/Value``, with YAML 1.2 core-schema typing.
///
/// Plain (unquoted) scalars are typed: `null`, `~` and empty → null; `true` / `false` (also
/// capitalised or upper case) → booleans, so `yes`, `no`, `on`, `off` stay strings; decimal,
/// `0o` octal and `0x` hex integers → integers (too large for `Int` → double); decimals, `.inf`
/// and `.nan` → doubles; ISO 8601 timestamps (`2026-01-31`, `2026-01-31T09:30:00Z`) → dates.
/// Quoted and block scalars are strings. Explicit tags are honoured (`!!str`, `!!int`, `!!float`,
/// `!!bool`, `!!null`, `!!timestamp`, `!!binary` → data); other tags give strings. Mapping keys
/// are the keys' text; `<<` merge keys copy the fields of the mappings they name, without
/// overriding the mapping's own keys.
///
/// Aliases are expanded, so a few lines can stand for billions of values ("billion laughs"): a
/// document is converted under a ``Budget``, and the record that would go past it is an error.
enum YAMLValueConverter {
    /// The resolver to parse with: none, since this type types the scalars itself (Yams's
    /// resolvers match every scalar against regular expressions, which is slow).
    static let resolver = Resolver.basic

    /// Why a node cannot be a value, and where.
    struct Failure: Error {
        let reason: String
        let mark: Mark?
    }

    /// What the records of one document may still convert to.
    ///
    /// Four values per byte of the document's text, and at least a million: without aliases a
    /// document holds fewer values than bytes; merge keys and other aliases may repeat parts of it
    /// a few times over, not without end. A record that fails gives back the values it took, so
    /// the records after it still fit; the work spent on failures is bounded too, at four times
    /// the values.
    struct Budget {
        /// Values the document's records may still hold.
        var values: Int
        /// Values that may still be made, kept or given back.
        private var work: Int

        init(documentBytes: Int) {
            let (scaled, overflow) = documentBytes.multipliedReportingOverflow(by: 4)
            values = max(1 << 20, overflow ? Int.max / 4 : scaled)
            work = values * 4
        }

        /// Takes one value; false when none is left.
        mutating func take() -> Bool {
            values -= 1
            work -= 1
            return values >= 0 && work >= 0
        }
    }

    /// The value of a node.
    /// - Parameter budget: what the node's document may still convert to; what this node converts
    ///   to is taken from it.
    /// - Throws: ``Failure`` for a mapping key that is not a scalar, a bad merge key, or a value
    ///   that would go past the budget.
    static func value(of node: Node, budget: inout Budget) throws(Failure) -> Value {
        guard budget.take() else {
            throw Failure(
                reason: "its aliases expand the record to more values than the document may hold"
                    + " (4 a byte of its text, at least 1,048,576)",
                mark: nil)
        }
        switch node {
        case .scalar(let scalar):
            return value(of: scalar)
        case .sequence(let sequence):
            var elements: [Value] = []
            elements.reserveCapacity(sequence.count)
            for element in sequence { elements.append(try value(of: element, budget: &budget)) }
            return .array(elements)
        case .mapping(let mapping):
            return .object(try fields(of: mapping, budget: &budget))
        case .alias(let alias):
            throw Failure(reason: "unresolved alias '\(alias.anchor.rawValue)'", mark: alias.mark)
        }
    }

    private static func fields(of mapping: Node.Mapping, budget: inout Budget) throws(Failure) -> [String: Value] {
        var own: [String: Value] = [:]
        var merged: [String: Value] = [:]
        for (key, value) in mapping {
            guard case .scalar(let keyScalar) = key else {
                throw Failure(reason: "a mapping key must be a scalar", mark: key.mark)
            }
            if keyScalar.string == "<<", keyScalar.style == .plain {
                let sources: [Node]
                switch value {
                case .mapping: sources = [value]
                case .sequence(let sequence): sources = Array(sequence)
                default:
                    throw Failure(
                        reason: "a merge key '<<' must name a mapping or a list of them",
                        mark: key.mark)
                }
                for source in sources {
                    guard case .mapping(let sourceMapping) = source else {
                        throw Failure(
                            reason: "a merge key '<<' must name a mapping or a list of them",
                            mark: source.mark)
                    }
                    merged.merge(try fields(of: sourceMapping, budget: &budget)) { first, _ in first }
                }
            } else {
                own[keyScalar.string] = try Self.value(of: value, budget: &budget)
            }
        }
        return merged.isEmpty ? own : merged.merging(own) { _, own in own }
    }

    private static func value(of scalar: Node.Scalar) -> Value {
        let text = scalar.string
        switch Tag.Name(rawValue: scalar.tag.rawValue) {
        case .implicit: return plainValue(text)
        case .null: return .null
        case .bool: return boolean(text).map(Value.bool) ?? .string(text)
        case .int: return integer(text) ?? .string(text)
        case .float: return float(text) ?? integer(text) ?? .string(text)
        case .timestamp: return ISO8601.parse(text).map(Value.date) ?? .string(text)
        case .binary:
            return Data(base64Encoded: text, options: .ignoreUnknownCharacters).map(Value.data)
                ?? .string(text)
        default: return .string(text)
        }
    }

    /// The value of a plain scalar by the YAML 1.2 core schema, plus timestamps.
    static func plainValue(_ text: String) -> Value {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        default: break
        }
        if let b = boolean(text) { return .bool(b) }
        if let first = text.utf8.first,
            first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
                || first == UInt8(ascii: ".") || (first >= 0x30 && first <= 0x39)
        {
            if let number = integer(text) ?? float(text) { return number }
            if text.utf8.count >= 10, let date = ISO8601.parse(text) { return .date(date) }
        }
        return .string(text)
    }

    private static func boolean(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`.
    private static func integer(_ text: String) -> Value? {
        if text.hasPrefix("0o") { return Int(text.dropFirst(2), radix: 8).map(Value.int) }
        if text.hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map(Value.int) }
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            return nil
        }
        return Value(numberText: text)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?.inf` or `.nan`.
    private static func float(_ text: String) -> Value? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .double(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .double(-.infinity)
        case ".nan", ".NaN", ".NAN": return .double(.nan)
        default: break
        }
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") {
            bytes = bytes.dropFirst()
        }
        func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
        let mantissa = bytes.prefix { isDigit($0) || $0 == UInt8(ascii: ".") }
        let dots = mantissa.filter { $0 == UInt8(ascii: ".") }.count
        guard dots <= 1, mantissa.contains(where: isDigit), mantissa.first != nil else {
            return nil
        }
        if mantissa.first == UInt8(ascii: "."), mantissa.count < 2 { return nil }
        let rest = bytes[mantissa.endIndex...]
        if let e = rest.first {
            guard e == UInt8(ascii: "e") || e == UInt8(ascii: "E") else { return nil }
            var exponent = rest.dropFirst()
            if exponent.first == UInt8(ascii: "-") || exponent.first == UInt8(ascii: "+") {
                exponent = exponent.dropFirst()
            }
            guard !exponent.isEmpty, exponent.allSatisfy(isDigit) else { return nil }
        }
        var normalized = text
        if normalized.contains(".e") || normalized.contains(".E") || normalized.hasSuffix(".") {
            normalized = normalized.replacingOccurrences(of: ".e", with: ".0e")
                .replacingOccurrences(of: ".E", with: ".0E")
            if normalized.hasSuffix(".") { normalized += "0" }
        }
        return Value(numberText: normalized)
    }
}
