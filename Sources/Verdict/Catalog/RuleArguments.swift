import Foundation

/// The arguments of a rule named in data (a rule file's `{ "title", "minLength", 6, message = … }`):
/// positional arguments, which may be operands, and named options.
///
/// The typed accessors throw a ``RuleDefinitionError`` that names the rule, the position and the
/// expected type, which `verdict check` reports with the file and line.
public struct RuleArguments: Sendable {
    /// The rule's name, for error messages.
    public var rule: String
    /// Positional arguments in order.
    public var positional: [Operand]
    /// Named options (`unit = "utf8"`, `allowArray = true`, …).
    public var options: [String: Value]

    /// Creates arguments.
    public init(rule: String, positional: [Operand] = [], options: [String: Value] = [:]) {
        self.rule = rule
        self.positional = positional
        self.options = options
    }

    /// The operand at a position (a constant, `verdict.field`, or `verdict.now`).
    public func operand(_ index: Int, _ what: String) throws(RuleDefinitionError) -> Operand {
        guard index < positional.count else { throw .missingArgument(rule: rule, position: index + 1, expected: what) }
        return positional[index]
    }

    /// The constant at a position.
    public func value(_ index: Int, _ what: String) throws(RuleDefinitionError) -> Value {
        guard case .value(let v) = try operand(index, what) else {
            throw .wrongArgument(rule: rule, position: index + 1, expected: what, got: "a field or now")
        }
        return v
    }

    /// The number at a position, as a double: an integer beyond 2^53 is rounded. Bounds that must
    /// be exact use ``exactNumber(_:_:)``.
    public func number(_ index: Int, _ what: String = "a number") throws(RuleDefinitionError) -> Double {
        let v = try value(index, what)
        guard let d = v.doubleValue else {
            throw .wrongArgument(rule: rule, position: index + 1, expected: what, got: Self.shown(v))
        }
        return d
    }

    /// The number at a position, kept as given: an integer (a Lua or JSON integer) stays an
    /// integer, so a bound such as `9007199254740993` is exact. NaN is refused: no number is
    /// within a bound that is not a number.
    public func exactNumber(_ index: Int, _ what: String = "a number") throws(RuleDefinitionError) -> Number {
        let v = try value(index, what)
        guard let n = v.numberValue, !n.isNaN else {
            throw .wrongArgument(rule: rule, position: index + 1, expected: what, got: Self.shown(v))
        }
        return n
    }

    /// The non-negative integer at a position.
    public func count(_ index: Int, _ what: String = "a whole number ≥ 0") throws(RuleDefinitionError) -> Int {
        let v = try value(index, what)
        guard let i = v.intValue, i >= 0 else {
            throw .wrongArgument(rule: rule, position: index + 1, expected: what, got: Self.shown(v))
        }
        return i
    }

    /// The string at a position.
    public func string(_ index: Int, _ what: String = "a string") throws(RuleDefinitionError) -> String {
        let v = try value(index, what)
        guard let s = v.stringValue else {
            throw .wrongArgument(rule: rule, position: index + 1, expected: what, got: Self.shown(v))
        }
        return s
    }

    /// The array at a position.
    public func array(_ index: Int, _ what: String = "a list") throws(RuleDefinitionError) -> [Value] {
        let v = try value(index, what)
        guard let a = v.arrayValue else {
            throw .wrongArgument(rule: rule, position: index + 1, expected: what, got: Self.shown(v))
        }
        return a
    }

    /// A boolean option, or its default.
    public func flag(_ name: String, default fallback: Bool = false) throws(RuleDefinitionError) -> Bool {
        guard let v = options[name] else { return fallback }
        guard let b = v.boolValue else {
            throw .wrongOption(rule: rule, option: name, expected: "true or false", got: Self.shown(v))
        }
        return b
    }

    /// A string option, if present.
    public func stringOption(_ name: String) throws(RuleDefinitionError) -> String? {
        guard let v = options[name] else { return nil }
        guard let s = v.stringValue else {
            throw .wrongOption(rule: rule, option: name, expected: "a string", got: Self.shown(v))
        }
        return s
    }

    /// A number option, if present, as a double (see ``number(_:_:)``).
    public func numberOption(_ name: String) throws(RuleDefinitionError) -> Double? {
        guard let v = options[name] else { return nil }
        guard let d = v.doubleValue else {
            throw .wrongOption(rule: rule, option: name, expected: "a number", got: Self.shown(v))
        }
        return d
    }

    /// A number option, if present, kept as given as ``exactNumber(_:_:)`` keeps it; NaN is refused.
    public func exactNumberOption(_ name: String) throws(RuleDefinitionError) -> Number? {
        guard let v = options[name] else { return nil }
        guard let n = v.numberValue, !n.isNaN else {
            throw .wrongOption(rule: rule, option: name, expected: "a number", got: Self.shown(v))
        }
        return n
    }

    /// A list-of-strings option (a single string is a list of one), if present.
    public func stringListOption(_ name: String) throws(RuleDefinitionError) -> [String]? {
        guard let v = options[name] else { return nil }
        if let s = v.stringValue { return [s] }
        guard let a = v.arrayValue, case let strings = a.compactMap(\.stringValue), strings.count == a.count else {
            throw .wrongOption(rule: rule, option: name, expected: "a list of strings", got: Self.shown(v))
        }
        return strings
    }

    /// The `version` option, which must be one of `allowed` (`uuid`, `isbn`); `nil` when absent.
    func versionOption(allowed: [Int]) throws(RuleDefinitionError) -> Int? {
        guard let number = try numberOption("version") else { return nil }
        guard let version = Int(exactly: number), allowed.contains(version) else {
            let list = allowed.map(String.init).joined(separator: ", ")
            throw .wrongOption(rule: rule, option: "version", expected: "one of \(list)")
        }
        return version
    }

    /// A value as a rule author wrote it, for messages: a string quoted (`"8"`, so a number given
    /// as a string shows why it is refused), a list or table by its contents.
    public static func shown(_ value: Value) -> String {
        switch value {
        case .string(let s): return "\"\(s)\""
        case .null: return "nil"
        default: return value.description
        }
    }
}
