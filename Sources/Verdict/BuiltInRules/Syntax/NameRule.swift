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
        var afterLetter = false
        for scalar in string.unicodeScalars {
            if scalar.isASCII {
                // Fast path: no Unicode property lookup for ASCII.
                let b = UInt8(scalar.value)
                if SyntaxBytes.isLetter(b) {
                    afterLetter = true
                } else if b == 0x20 || b == 0x2D || b == 0x27 {
                    guard !lettersOnly, afterLetter else { return false }
                    afterLetter = false
                } else {
                    return false
                }
                continue
            }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter,
                .otherLetter:
                afterLetter = true
            case .nonspacingMark, .spacingMark, .enclosingMark:
                guard afterLetter else { return false }
            default:
                switch scalar.value {
                case 0x200C, 0x200D:
                    guard afterLetter else { return false }
                case 0x2019:
                    guard !lettersOnly, afterLetter else { return false }
                    afterLetter = false
                default:
                    return false
                }
            }
        }
        return afterLetter
    }

    public func validate(_ value: Value, in context: ValidationContext) -> RuleOutcome {
        guard case .string(let string) = value else { return SyntaxInput.notAString }
        return .check(isValid(string), .notName)
    }
}

extension NameRule: ScreenableRule {
    func clears(_ field: RawField, in record: ScreenedRecord) -> Bool {
        guard let string = field.string else { return false }
        return isValid(string)
    }
}

extension Validate {
    /// A person's name; see ``NameRule``: `Müller` and `O'Brien` pass, `Smith2000` fails.
    /// - Parameter lettersOnly: reject spaces, hyphens and apostrophes (NGRValidator's behaviour).
    public func name(lettersOnly: Bool = false) -> Validate {
        rule(NameRule(lettersOnly: lettersOnly))
    }
}
