/// A person's name: letters of any script, with combining marks, and — unless `lettersOnly` — single
/// spaces, hyphens and apostrophes between letters.
///
/// A letter is any Unicode letter (`L*`); combining marks (`M*`) and the joiners U+200C/U+200D
/// may follow a letter, so decomposed `Fernández` passes like the precomposed one.
///
/// Passes: `TestNickname`, `Müller`, `Fernández`, `Søren`, `Nakamura`, `Ólafsdóttir`, `Пётр`,
/// `中村`, `محمد`, `नमस्ते`; unless `lettersOnly`: `Jean-Luc`, `O'Brien`, `D’Angelo`, `de la Cruz`,
/// `Mary Ann`.
///
/// Fails: `Smith2000`, `John_Doe`, `R2-D2`, `-Anna`, `Anna-`, `Anna  Maria` (double space),
/// `Jean--Luc`, `' Brien`, `Dr. Who`, `🙂`, a combining mark first; with `lettersOnly`: `Jean-Luc`,
/// `Mary Ann`.
///
/// Verdict differs from NGRValidator here on purpose: NGR's `Name` syntax is letters only, so
/// `O'Brien` and `Jean-Luc` fail there. Real names need these separators, so they pass by default;
/// `lettersOnly: true` gives NGR's behaviour.
public struct NameRule: ValidationRule {
    /// Whether only letters and marks pass (NGRValidator's `Name`): no spaces, hyphens, apostrophes.
    public var lettersOnly: Bool

    /// Creates the rule.
    public init(lettersOnly: Bool = false) {
        self.lettersOnly = lettersOnly
    }

    public var name: String { "name" }

    public var parameters: [String: Value] { lettersOnly ? ["lettersOnly": true] : [:] }

    /// Whether a string is a valid name under this option.
    public func isValid(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { isValid(utf8: $0) }
    }

    /// Whether well-formed UTF-8 text is a valid name: ASCII bytes are judged as they are, other
    /// characters by their Unicode general category.
    func isValid(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        var afterLetter = false
        var i = 0
        while i < text.count {
            let b = text[i]
            guard b < 0x80 else { return isValid(utf8: text, from: i, afterLetter: afterLetter) }
            guard accepts(ascii: b, afterLetter: &afterLetter) else { return false }
            i &+= 1
        }
        return afterLetter
    }

    /// ``isValid(utf8:)`` from its first non-ASCII byte on. Apart, because the Unicode properties
    /// it reads cost a setup of their own (their types' metadata) that an ASCII name would pay
    /// on every call.
    @inline(never)
    private func isValid(utf8 text: UnsafeBufferPointer<UInt8>, from start: Int, afterLetter: Bool) -> Bool {
        var afterLetter = afterLetter
        var i = start
        while i < text.count {
            let b = text[i]
            if b < 0x80 {
                guard accepts(ascii: b, afterLetter: &afterLetter) else { return false }
                i &+= 1
                continue
            }
            let (scalar, length) = SyntaxBytes.scalar(at: i, in: text)
            guard accepts(scalar, afterLetter: &afterLetter) else { return false }
            i &+= length
        }
        return afterLetter
    }

    /// Whether an ASCII byte may come next; updates whether it ends on a letter.
    @inline(__always)
    private func accepts(ascii b: UInt8, afterLetter: inout Bool) -> Bool {
        if SyntaxBytes.isLetter(b) {
            afterLetter = true
            return true
        }
        guard b == 0x20 || b == 0x2D || b == 0x27, !lettersOnly, afterLetter else { return false }
        afterLetter = false
        return true
    }

    /// Whether a non-ASCII character may come next; updates whether it ends on a letter.
    private func accepts(_ scalar: Unicode.Scalar, afterLetter: inout Bool) -> Bool {
        // Latin-1 Supplement and Latin Extended-A and -B from U+00C0 on, the accented letters of
        // most European names, are all letters but × and ÷: answered without the category table.
        if scalar.value >= 0xC0, scalar.value <= 0x24F, scalar.value != 0xD7, scalar.value != 0xF7 {
            afterLetter = true
            return true
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            afterLetter = true
            return true
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return afterLetter
        default:
            switch scalar.value {
            case 0x200C, 0x200D:
                return afterLetter
            case 0x2019:
                guard !lettersOnly, afterLetter else { return false }
                afterLetter = false
                return true
            default:
                return false
            }
        }
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome { outcome(of: value) }

    /// `validate`'s outcome, which needs no context.
    func outcome(of value: Value) -> RuleOutcome {
        guard case .string(let string) = value else { return SyntaxInput.notAString }
        return .check(isValid(string), .notName)
    }
}

extension NameRule: ScreenableRule {
    func clears(_ field: RawField, in record: ScreenedRecord) -> Bool {
        field.kind == .string && isValid(utf8: field.text)
    }

    func outcome(of field: RawField, value: Value, in record: ScreenedRecord) -> RuleOutcome? {
        outcome(of: value)
    }
}

extension Validate {
    /// A person's name; see ``NameRule``: `Müller` and `O'Brien` pass, `Smith2000` fails.
    /// - Parameter lettersOnly: reject spaces, hyphens and apostrophes (NGRValidator's behaviour).
    public func name(lettersOnly: Bool = false) -> Validate {
        rule(NameRule(lettersOnly: lettersOnly))
    }
}

extension NameRule: RuleCatalogEntry {
    public static let descriptors = [
        RuleDescriptor(
            "name", options: ["lettersOnly"],
            summary:
                "A person's name in letters of any script (spaces, hyphens and apostrophes between them unless `lettersOnly`)."
        ) { args throws(RuleDefinitionError) in
            NameRule(lettersOnly: try args.flag("lettersOnly"))
        }
    ]

    public static let messages = [
        RuleMessage(
            .notName,
            "{lettersOnly, select, true {{name} must contain only letters.} other {{name} must contain only letters, with single spaces, hyphens or apostrophes between them.}}",
            parameters: ["lettersOnly"])
    ]

    public static let screen = RuleScreen(NameRule.self)
}

extension MessageKey {
    /// Not a person's name.
    public static let notName: MessageKey = "notName"
}

extension NameRule: SchemaMappableRule {
    /// Runs of letters (any non-ASCII character stands for one) joined by single spaces, hyphens
    /// or apostrophes; with `lettersOnly`, letters only.
    public var schemaMapping: SchemaMapping {
        let letter = #"[^\x00-\x40\x5B-\x60\x7B-\x7F]"#
        let pattern = lettersOnly ? "^\(letter)+$" : "^\(letter)+(?:[ '\\-]\(letter)+)*$"
        return .approximate(
            ["type": "string", "pattern": .value(.string(pattern))],
            because: "letters of every script are a Unicode category ECMA-262 cannot say without \\p",
            keys: [
                RuleFailure(key: .notName),
                RuleFailure(key: .wrongType, params: ["expected": "a string", "type": "string"]),
            ])
    }
}
