/// A regular expression written as Yii writes one: between delimiters, with flags after the
/// closing one — `/^[A-Z]+$/`, `/^[a-z]+$/i`, `#^\d{3}#`, `{^\w+}`.
///
/// Yii (PHP's `preg_match`) demands the delimiters; a pattern without them is refused when the
/// rule is built, since reading `^[A-Z]+$` as a delimited pattern would be PHP's error, and
/// reading it ignoring case (as FXModelValidation compiled its patterns) passes `"abc"`.
/// The delimiter is one of `/ # ~ ! @ % | ; ,` or a `{…}` or `<…>` pair — PHP allows more, but `(`,
/// `[`, `^` or `\` first are far more often a pattern's own start than a delimiter, and reading
/// `[abc]` as the pattern `abc` would change what the rule accepts. Flags: `i` ignores case, `m` and `s` and `x` are ICU's inline
/// flags of the same letters, `u` is what ICU always does; any other flag is refused.
struct DelimitedPattern: Equatable {
    /// The pattern between the delimiters, with `m`, `s` and `x` as inline flags in front.
    let body: String
    /// Whether the `i` flag was given.
    let ignoresCase: Bool

    /// Why a written pattern cannot be read.
    enum Problem: Error, Equatable {
        /// No delimiters at all.
        case undelimited
        /// An opening delimiter that is never closed.
        case unclosed(Character)
        /// A flag Verdict does not read.
        case unknownFlag(Character)
    }

    /// Reads a written pattern.
    init(_ written: String) throws(Problem) {
        let pairs: [Character: Character] = ["{": "}", "<": ">"]
        guard let open = written.first, "/#~!@%|;,".contains(open) || pairs[open] != nil else {
            throw .undelimited
        }
        let close = pairs[open] ?? open
        let rest = written.dropFirst()
        guard let end = rest.lastIndex(of: close) else { throw .unclosed(open) }
        var inline = ""
        var ignoresCase = false
        for flag in rest[rest.index(after: end)...] {
            switch flag {
            case "i": ignoresCase = true
            case "m", "s", "x": if !inline.contains(flag) { inline.append(flag) }
            case "u": break
            default: throw .unknownFlag(flag)
            }
        }
        let pattern = String(rest[..<end])
        self.body = inline.isEmpty ? pattern : "(?\(inline))" + pattern
        self.ignoresCase = ignoresCase
    }
}
